import type { Match } from "@kickoff/domain/contracts.ts";
import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import { MantineProvider } from "@mantine/core";
import i18next from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { flushQueue } from "../lib/result-queue.ts";
import { type EntrySource, ResultsEntry } from "./results-entry.tsx";

// The score card of a knockout match that ended level, as a screen reader meets it: every penalty button and
// count names its team, so "plus" twice is never a guess between the two sides (issue 11, item 12).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

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
};

let root: Root | null = null;
let container: HTMLDivElement;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: {
      en: { translation: await loadCatalog("en") },
      de: { translation: await loadCatalog("de") },
    },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

/** Rendered, and its first (empty) queue flush settled, so the save state has stopped changing. */
async function render() {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MantineProvider env="test">
        <ResultsEntry source={source} names={names} onSent={() => {}} />
      </MantineProvider>,
    );
    await flushQueue();
  });
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
