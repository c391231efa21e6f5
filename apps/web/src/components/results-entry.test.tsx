import type { Match } from "@kickoff/domain/contracts.ts";
import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import i18next from "i18next";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushQueue, resultQueue } from "../lib/result-queue.ts";
import { type Rendered, renderComponentSettled, setUpComponentTests } from "../test/component-test.tsx";
import { type EntrySource, ResultsEntry } from "./results-entry.tsx";

// The score card of a knockout match that ended level, as a screen reader meets it: every penalty button and
// count names its team, so "plus" twice is never a guess between the two sides (issue 11, item 12).

setUpComponentTests({ languages: ["en", "de"] });

const HOME = "FC Junkersdorf-Braunsfeld Jugend 1";
const AWAY = "Rot-Weiß Oberhausen-Osterfeld U11";
const names = new Map([
  ["t1", HOME],
  ["t2", AWAY],
]);
const final: Match = {
  id: "F",
  stage: "final",
  group: null,
  round: 1,
  placeFor: 1,
  home: { teamId: "t1", placeholder: null },
  away: { teamId: "t2", placeholder: null },
  slot: 0,
  pitch: "p1",
  startMinute: 0,
  endMinute: 12,
  start: "2030-05-04T15:00",
  end: "2030-05-04T15:12",
  status: "scheduled",
};
const source: EntrySource = {
  id: "tour-1",
  status: "running",
  planVersion: 1,
  matches: [final],
  results: [],
  canEnter: true,
  cards: false,
};

let rendered: Rendered;
let container: HTMLDivElement;

/** Rendered, and its first (empty) queue flush settled, so the save state has stopped changing. */
async function render(entrySource: EntrySource = source) {
  rendered = await renderComponentSettled(
    <ResultsEntry source={entrySource} names={names} onSent={() => {}} />,
    flushQueue,
  );
  container = rendered.container;
}

const labelled = (selector: string) =>
  [...container.querySelectorAll(selector)].map((el) => el.getAttribute("aria-label") ?? "");
const byLabel = (label: string) => {
  const found = [...container.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};

describe("the penalty rows of a knockout draw", () => {
  it("name the team on every penalty button and count (en)", async () => {
    await act(() => i18next.changeLanguage("en"));
    await render();
    // 1:1 in a final: the shoot-out rows appear.
    act(() => byLabel(`One goal more for ${HOME}`).click());
    expect(container.textContent).not.toContain("Penalty shoot-out");
    act(() => byLabel(`One goal more for ${AWAY}`).click());
    expect(container.textContent).toContain("Penalty shoot-out");
    const buttons = labelled("button[aria-label]");
    for (const team of [HOME, AWAY]) {
      expect(buttons).toContain(`One penalty more for ${team}`);
      expect(buttons).toContain(`One penalty less for ${team}`);
    }
    expect(labelled("output")).toEqual([
      `Goals of ${HOME}`,
      `Goals of ${AWAY}`,
      `Penalties scored by ${HOME}`,
      `Penalties scored by ${AWAY}`,
    ]);
    // The labelled button counts for its own team only.
    act(() => byLabel(`One penalty more for ${AWAY}`).click());
    const outputs = [...container.querySelectorAll("output")];
    expect(outputs.map((o) => o.textContent)).toEqual(["1", "1", "0", "1"]);
  });

  it("name the team in another language too (de)", async () => {
    await act(() => i18next.changeLanguage("de"));
    await render();
    const expected = await loadCatalog("de");
    const results = (expected.organiser as { results: Record<string, string> }).results;
    const fill = (key: string, team: string) => (results[key] ?? "").replace("{{team}}", team);
    // 0:0 is already a draw: the shoot-out rows show before any goal.
    const buttons = labelled("button[aria-label]");
    for (const team of [HOME, AWAY]) {
      expect(buttons).toContain(fill("penaltyPlus", team));
      expect(buttons).toContain(fill("penaltyMinus", team));
      expect(labelled("output")).toContain(fill("penaltiesOf", team));
    }
    expect(fill("penaltyPlus", HOME)).toContain(HOME);
    expect(fill("penaltyPlus", HOME)).not.toBe(`One penalty more for ${HOME}`);
  });
});

describe("the cards part of the score card", () => {
  const groupMatch: Match = { ...final, id: "A1", stage: "group", group: "A", placeFor: null };
  const recording: EntrySource = { ...source, matches: [groupMatch], cards: true };

  afterEach(() => {
    vi.unstubAllGlobals();
    // Still mounted here (the shared afterEach unmounts): the queue's reset is a React update.
    act(() => resultQueue.set({ entries: [], offline: false, failures: [], conflicts: [] }));
  });

  /** Saves with the network down, so the entry stays queued and can be read as it would be sent. */
  async function saveOffline() {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    const save = [...container.querySelectorAll("button")].find((b) => b.textContent === "Save result");
    if (!save) throw new Error("no save button");
    await act(async () => {
      save.click();
      await flushQueue();
    });
    const sent = resultQueue.get().entries.at(-1)?.results[0];
    if (!sent || "clear" in sent) throw new Error("no result queued");
    return sent;
  }

  it("counts each team's cards per category, labelled per team, and sends both teams' records", async () => {
    await act(() => i18next.changeLanguage("en"));
    await render(recording);
    const toggle = [...container.querySelectorAll("button")].find((b) => b.getAttribute("aria-expanded") !== null);
    expect(toggle?.textContent).toContain("Cards (0)");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    act(() => toggle?.click());
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    expect([...container.querySelectorAll("legend")].map((l) => l.textContent)).toEqual([
      `Cards of ${HOME}`,
      `Cards of ${AWAY}`,
    ]);
    const outputs = labelled("output");
    for (const team of [HOME, AWAY])
      for (const card of ["Yellow card", "Sent off (second yellow)", "Direct red card", "Yellow, then direct red"])
        expect(outputs).toContain(`${card} – ${team}`);
    act(() => byLabel(`One more: Yellow card – ${HOME}`).click());
    act(() => byLabel(`One more: Yellow card – ${HOME}`).click());
    act(() => byLabel(`One more: Direct red card – ${AWAY}`).click());
    act(() => byLabel(`One less: Yellow card – ${HOME}`).click());
    expect(toggle?.textContent).toContain("Cards (2)");
    const sent = await saveOffline();
    expect(sent.cards).toEqual({
      home: { yellow: 1, secondYellow: 0, red: 0, yellowRed: 0 },
      away: { yellow: 0, secondYellow: 0, red: 1, yellowRed: 0 },
    });
  });

  it("sends zeros for both teams while recording is on, and no cards when it is off", async () => {
    await act(() => i18next.changeLanguage("en"));
    await render(recording);
    const zeros = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
    expect((await saveOffline()).cards).toEqual({ home: zeros, away: zeros });
    rendered.unmount();
    resultQueue.set({ entries: [], offline: false });
    await render({ ...recording, cards: false });
    expect(container.querySelector("button[aria-expanded]")).toBeNull();
    expect("cards" in (await saveOffline())).toBe(false);
  });
});
