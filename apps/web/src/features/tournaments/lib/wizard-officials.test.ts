import { FIFA_FAIR_PLAY_SCALE, TournamentSettingsSchema, UEFA_TIE_BREAK_ORDER } from "@kickoff/domain/contracts.ts";
import { describe, expect, it } from "vitest";
import { emptyDraft, type WizardDraft } from "./wizard-model.ts";
import { draftFromTournament, toFormat } from "./wizard-payloads.ts";
import { formatErrorsFromServer, validateStep } from "./wizard-validation.ts";

// The format step's officials' settings (issue 18): own tie-break order, head-to-head mode, card records and
// the fair-play scale, sent with tment/update3 and read back from a saved tournament.

const base = (): WizardDraft =>
  emptyDraft(
    (n) => `Team ${n}`,
    (n) => `Pitch ${n}`,
  );

const saved = (over: Record<string, unknown>) => ({
  id: "t",
  general: {
    name: "Cup",
    description: "",
    startDate: "2030-05-04",
    visibility: "public" as const,
    registration: { open: false },
  },
  settings: TournamentSettingsSchema.parse({
    firstKickoff: "2030-05-04T09:00",
    pitches: [{ id: "p1", name: "Pitch 1" }],
    ...over,
  }),
  teams: [],
  planSeed: null,
});

describe("officials' settings in the wizard", () => {
  it("sends the defaults of a draft stored before them (UEFA head-to-head, FIFA scale, no card records)", () => {
    const f = toFormat(base());
    expect(f.headToHead).toBe("reapply");
    expect(f.fairPlayScale).toEqual(FIFA_FAIR_PLAY_SCALE);
    expect(f.discipline).toEqual({ enabled: false, public: false });
  });

  it("sends an own order with fair play, the head-to-head mode, an own scale and public cards", () => {
    const d = base();
    d.format.tieBreak = "custom";
    d.format.tieBreakOrder = ["points", "headToHead", "fairPlay", "lot"];
    d.format.headToHead = "once";
    d.format.discipline = { enabled: true, public: true };
    d.format.fairPlayScale = { yellow: 2, secondYellow: 4, red: 6, yellowRed: 8 };
    expect(validateStep(d, "format")).toEqual({});
    expect(toFormat(d)).toMatchObject({
      tieBreakOrder: ["points", "headToHead", "fairPlay", "lot"],
      headToHead: "once",
      discipline: { enabled: true, public: true },
      fairPlayScale: { yellow: 2, secondYellow: 4, red: 6, yellowRed: 8 },
    });
    // Public cards without recording are not sent as public.
    d.format.discipline = { enabled: false, public: true };
    expect(toFormat(d).discipline).toEqual({ enabled: false, public: false });
  });

  it("names the field of a wrong choice: fair play without cards, a rule twice, a scale value out of range", () => {
    const d = base();
    d.format.tieBreak = "custom";
    d.format.tieBreakOrder = ["points", "fairPlay"];
    expect(validateStep(d, "format")).toEqual({ tieBreakOrder: "officials.settings.errors.fairPlayNeedsCards" });
    d.format.discipline = { enabled: true, public: false };
    d.format.tieBreakOrder = ["points", "lot", "lot"];
    expect(validateStep(d, "format")).toEqual({ tieBreakOrder: "officials.settings.errors.duplicate" });
    d.format.tieBreakOrder = [];
    expect(validateStep(d, "format")).toEqual({ tieBreakOrder: "officials.settings.errors.tieBreakOrder" });
    d.format.tieBreakOrder = ["points"];
    d.format.fairPlayScale = { ...FIFA_FAIR_PLAY_SCALE, red: 21 };
    expect(validateStep(d, "format")).toEqual({ "fairPlayScale.red": "officials.settings.errors.fairPlayScale" });
    expect(
      formatErrorsFromServer([
        { field: "format.fairPlayScale.yellow" },
        { field: "format.tieBreakOrder" },
        { field: "format.groupCount" },
      ]),
    ).toEqual({
      "fairPlayScale.yellow": "officials.settings.errors.fairPlayScale",
      tieBreakOrder: "officials.settings.errors.tieBreakOrder",
    });
  });

  it("reads a saved tournament back: preset or own order, mode, records, own scale only when not FIFA's", () => {
    const plain = draftFromTournament(saved({})).format;
    expect(plain.tieBreak).toBe("dfb");
    expect(plain.headToHead).toBeUndefined();
    expect(plain.discipline).toBeUndefined();
    expect(plain.fairPlayScale).toBeUndefined();
    expect(draftFromTournament(saved({ tieBreakOrder: UEFA_TIE_BREAK_ORDER })).format.tieBreak).toBe("uefa");
    const own = draftFromTournament(
      saved({
        tieBreakOrder: ["points", "fairPlay", "lot"],
        headToHead: "once",
        discipline: { enabled: true, public: false },
        fairPlayScale: FIFA_FAIR_PLAY_SCALE,
      }),
    ).format;
    expect(own).toMatchObject({
      tieBreak: "custom",
      tieBreakOrder: ["points", "fairPlay", "lot"],
      headToHead: "once",
      discipline: { enabled: true, public: false },
    });
    expect(own.fairPlayScale).toBeUndefined();
    const scale = { yellow: 0, secondYellow: 2, red: 3, yellowRed: 3 };
    expect(draftFromTournament(saved({ fairPlayScale: scale })).format.fairPlayScale).toEqual(scale);
  });
});
