import type { Match } from "@kickoff/domain/contracts.ts";
import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import type { ManagedTournament } from "../api/types.ts";
import { RefereeAssignments } from "./referee-assignments.tsx";
import { RefereeConflicts } from "./referee-conflicts.tsx";

// The referees tab's assignment list in happy-dom: a choice that breaks a rule is explained (translated) and
// never sent; an allowed one is sent as one manual assignment; the server's 409 shows its reason; automatic
// assignment asks first when it would replace assignments, then lists the matches left without a referee.

setUpComponentTests();

const match = (id: string, slot: number, pitch: string, home: string, away: string): Match => ({
  id,
  stage: "group",
  group: "A",
  round: 1,
  placeFor: null,
  home: { teamId: home, placeholder: null },
  away: { teamId: away, placeholder: null },
  slot,
  pitch,
  startMinute: slot * 12,
  endMinute: slot * 12 + 10,
  start: `2030-05-04T09:${String(slot * 12).padStart(2, "0")}`,
  end: `2030-05-04T09:${String(slot * 12 + 10).padStart(2, "0")}`,
  status: "scheduled",
});

const names = new Map([
  ["t1", "Lions"],
  ["t2", "Tigers"],
  ["t3", "Bears"],
  ["t4", "Wolves"],
]);
const matches = [
  match("M1", 0, "p1", "t1", "t2"),
  match("M2", 0, "p2", "t3", "t4"),
  match("M3", 2, "p1", "t1", "t3"),
  match("M4", 2, "p2", "t2", "t4"),
];
const referees: Officials["referees"] = [
  { id: "r1", name: "Lions referees", teamId: "t1" },
  { id: "r2", name: "Kim" },
];

const tournament = (officials: Officials) =>
  ({
    id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
    status: "published",
    planVersion: 3,
    matches,
    officials,
    teams: [...names].map(([id, name]) => ({ id, name })),
    settings: {
      pitches: [
        { id: "p1", name: "1" },
        { id: "p2", name: "2" },
      ],
    },
    abilities: {
      edit: true,
      enterResults: true,
      changeStatus: true,
      delete: true,
      manageEditors: true,
      manageReporters: true,
    },
  }) as unknown as ManagedTournament;

let container: HTMLDivElement;
function render(node: React.ReactNode) {
  ({ container } = renderComponent(node, {
    queryClient: new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  }));
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubFetch(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? answer(500, {}));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const selectOf = (matchId: string) => {
  const select = container.querySelector<HTMLSelectElement>(`[data-match="${matchId}"] select`);
  if (!select) throw new Error(`no select for ${matchId}`);
  return select;
};

async function choose(matchId: string, value: string) {
  const select = selectOf(matchId);
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Waits (in act) until the answer has been handled; fails after 4 s. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 4000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? "";
const buttonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;

describe("RefereeAssignments", () => {
  it("lists the matches by kick-off with a labelled select of the referees and their load", () => {
    stubFetch();
    render(
      <RefereeAssignments tournament={tournament({ referees, assignments: { M1: "r2" } })} names={names} canEdit />,
    );
    const headings = [...container.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings).toEqual(["Kick-off 09:00", "Kick-off 09:24"]);
    expect(selectOf("M1").getAttribute("aria-label")).toBe("Referee of match M1, Lions – Tigers");
    expect(selectOf("M1").value).toBe("r2");
    expect([...selectOf("M2").options].map((o) => o.textContent)).toEqual([
      "No referee",
      "Lions referees (0)",
      "Kim (1)",
    ]);
  });

  it("explains a choice that breaks a rule in words and does not send it", async () => {
    const fetch = stubFetch();
    render(<RefereeAssignments tournament={tournament({ referees, assignments: {} })} names={names} canEdit />);
    // The Lions referee team plays M1 itself.
    await choose("M1", "r1");
    const text = alertText();
    expect(text).toContain("This referee cannot lead the match");
    expect(text).toContain("Lions referees");
    expect(text).not.toContain("engine.");
    expect(text).not.toContain("referee.playing");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends an allowed choice as one manual assignment with the plan version", async () => {
    const fetch = stubFetch(answer(200, { officials: { referees, assignments: { M2: "r2" } }, unassigned: [] }));
    render(<RefereeAssignments tournament={tournament({ referees, assignments: {} })} names={names} canEdit />);
    await choose("M2", "r2");
    await until(() => fetch.mock.calls.length > 0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/tment/refassign");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
      mode: "manual",
      planVersion: 3,
      assignments: [{ matchId: "M2", refereeId: "r2" }],
    });
    expect(alertText()).toBe("");
  });

  it("shows the server's refusal (409 REFEREE_CONFLICT) with its reason translated", async () => {
    const refusal = () =>
      answer(409, {
        error: {
          code: "REFEREE_CONFLICT",
          message: "Kim would lead M2 and M1 at the same time",
          reason: {
            key: "referee.twoPitches",
            params: { referee: "Kim", match: "M2", other: "M1" },
            text: "Kim would lead M2 and M1 at the same time",
          },
        },
      });
    // A PUT is retried once on a 409 (the client's retry policy): the same refusal twice.
    stubFetch(refusal(), refusal());
    render(<RefereeAssignments tournament={tournament({ referees, assignments: {} })} names={names} canEdit />);
    await choose("M2", "r2");
    await until(() => alertText() !== "");
    const text = alertText();
    expect(text).toContain("This referee cannot lead the match");
    expect(text).toContain("Kim");
    expect(text).not.toContain("engine.");
  });

  it("asks before replacing assignments, then lists the matches nobody may lead", async () => {
    const fetch = stubFetch(
      answer(200, {
        officials: { referees, assignments: { M1: "r2", M2: "r2" } },
        unassigned: ["M3", "M4"],
      }),
    );
    render(
      <RefereeAssignments tournament={tournament({ referees, assignments: { M1: "r2" } })} names={names} canEdit />,
    );
    await act(async () => buttonNamed("Assign automatically")?.click());
    expect(fetch).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain("1 open match already has a referee.");
    await act(async () => buttonNamed("Replace and assign")?.click());
    await until(() => container.textContent?.includes("open matches have a referee") ?? false);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ mode: "auto", planVersion: 3 });
    const status = [...container.querySelectorAll('[role="status"]')].map((s) => s.textContent).join(" ");
    expect(status).toContain("2 of 4 open matches have a referee");
    expect(status).toContain("2 matches have no referee");
    expect(status).toContain("09:24 · Pitch 1 · Lions – Bears");
    expect(status).toContain("09:24 · Pitch 2 · Tigers – Wolves");
  });
});

describe("RefereeConflicts", () => {
  it("lists each broken rule translated, with what to do", () => {
    render(
      <RefereeConflicts matches={matches} officials={{ referees, assignments: { M3: "r1", M1: "r2", M2: "r2" } }} />,
    );
    const text = container.textContent ?? "";
    expect(text).toContain("referee problems");
    expect(text).not.toContain("engine.");
    expect(text).toContain("Lions referees");
    expect(text).toContain("Choose a referee who does not play then");
    expect(text).toContain("Choose another referee for one of the two matches");
  });

  it("shows nothing when every assignment keeps the rules", () => {
    render(<RefereeConflicts matches={matches} officials={{ referees, assignments: { M1: "r2", M3: "r2" } }} />);
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector("li")).toBeNull();
  });
});
