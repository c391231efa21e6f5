import type { EventFairness } from "@kickoff/domain/event-fairness.ts";
import { describe, expect, it } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { EventFairnessReport } from "./event-fairness.tsx";

// The event page's fairness section (issue 19): the event's totals, a card per age group with its own numbers
// and warnings, the pitch use table with a caption, and the event's warnings (short changeover, coach clash).

setUpComponentTests();

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const FAIRNESS: EventFairness = {
  divisions: [
    {
      tournamentId: A,
      name: "U9 Cup",
      mode: "normal",
      matchCount: 3,
      backToBack: 1,
      minRest: 5,
      maxRest: 25,
      leastRest: [{ teamId: "t1", name: "Lions" }],
      idlePitchSlots: 1,
      slotCount: 2,
      bookedMinutes: 60,
      windowMinutes: 120,
      pitchUse: 0.5,
      gamesPerTeam: { min: 1, max: 2 },
      byes: null,
      repeatedOpponents: null,
      warnings: ["backToBack"],
    },
    {
      tournamentId: B,
      name: "U7 Festival",
      mode: "funino",
      matchCount: 0,
      backToBack: null,
      minRest: null,
      maxRest: null,
      leastRest: [],
      idlePitchSlots: 0,
      slotCount: 0,
      bookedMinutes: 0,
      windowMinutes: null,
      pitchUse: null,
      gamesPerTeam: { min: 0, max: 0 },
      byes: null,
      repeatedOpponents: 0,
      warnings: [],
    },
  ],
  totals: {
    matchCount: 3,
    backToBack: 1,
    minRest: 5,
    maxRest: 25,
    idlePitchSlots: 1,
    slotCount: 2,
    gamesPerTeam: { min: 0, max: 2 },
  },
  pitches: [{ pitchId: "P1", name: "North", bookedMinutes: 61, availableMinutes: 120, utilisation: 61 / 120 }],
  utilisation: { bookedMinutes: 61, availableMinutes: 120, utilisation: 61 / 120 },
  changeovers: [
    {
      pitchId: "P1",
      pitchName: "North",
      from: "U9 Cup",
      to: "U7 Festival",
      at: "2030-06-13T10:00",
      minutes: 5,
      tooShort: true,
    },
  ],
  shortestChangeover: 5,
  clubClashes: { count: 2, clubs: ["SV Shared"] },
};

describe("EventFairnessReport", () => {
  it("shows the event's totals, a card per age group and the pitch use table", () => {
    const { container } = renderComponent(<EventFairnessReport fairness={FAIRNESS} />);
    const section = container.querySelector("[data-testid=event-fairness]") as HTMLElement;
    expect(section.getAttribute("aria-labelledby")).toBe("event-fairness-title");
    expect(section.textContent).toContain("Fairness");
    expect(section.textContent).toContain("Whole event");
    expect(section.textContent).toContain("5–25 min");
    const cards = [...container.querySelectorAll("[data-division]")];
    expect(cards.map((c) => c.querySelector("h4")?.textContent)).toEqual(["U9 Cup", "U7 Festival"]);
    expect(cards[0]?.textContent).toContain("Least rest: Lions");
    expect(cards[0]?.textContent).toContain("50%");
    expect(cards[1]?.textContent).toContain("Not planned yet.");
    const table = container.querySelector("table") as HTMLTableElement;
    expect(table.querySelector("caption")?.textContent).toBe("Minutes booked on each pitch within its hours");
    expect(table.querySelector("tbody th")?.textContent).toBe("North");
    expect(table.textContent).toContain("51%");
  });

  it("highlights the warnings of a division and of the event", () => {
    const { container } = renderComponent(<EventFairnessReport fairness={FAIRNESS} />);
    const warnings = [...container.querySelectorAll("[data-warning]")].map((w) => w.textContent);
    expect(warnings).toEqual([
      "North, 10:00: U7 Festival starts only 5 min after U9 Cup, less than the changeover.",
      expect.stringContaining("Coach clashes: 2 — teams of SV Shared"),
      "Some teams play twice in a row with no more rest than the break.",
    ]);
  });

  it("has no warnings on a fair plan", () => {
    const fair: EventFairness = {
      ...FAIRNESS,
      divisions: FAIRNESS.divisions.map((d) => ({ ...d, warnings: [] })),
      changeovers: [],
      shortestChangeover: null,
      clubClashes: { count: 0, clubs: [] },
    };
    const { container } = renderComponent(<EventFairnessReport fairness={fair} />);
    expect(container.querySelectorAll("[data-warning]")).toHaveLength(0);
  });
});
