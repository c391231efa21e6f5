import type { Match } from "@kickoff/domain/contracts.ts";
import type { AuditEntry } from "@kickoff/domain/tournament-views.ts";
import { describe, expect, it } from "vitest";
import { auditKind, auditRows, penaltiesOf, scoreOf } from "./audit-view.ts";

const match = (id: string): Match => ({
  id,
  stage: "group",
  group: "A",
  round: 1,
  placeFor: null,
  home: { teamId: "t1", placeholder: null },
  away: { teamId: "t2", placeholder: null },
  slot: 0,
  pitch: "p1",
  startMinute: 0,
  endMinute: 10,
  start: "2030-05-04T09:00",
  end: "2030-05-04T09:10",
  status: "scheduled",
});

let n = 0;
const entry = (over: Partial<AuditEntry> & Pick<AuditEntry, "matchId" | "at">): AuditEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  kind: "entry",
  user: { id: "00000000-0000-4000-8000-0000000000aa", displayName: "Emil Editor" },
  reporterLink: null,
  old: null,
  new: { matchId: over.matchId, home: 1, away: 0 },
  ...over,
});

describe("auditRows", () => {
  it("lists newest first and keeps the server's order among equal times", () => {
    const a = entry({ matchId: "A1", at: "2030-05-04T09:10:00.000Z" });
    const b = entry({ matchId: "A2", at: "2030-05-04T09:20:00.000Z" });
    const c = entry({ matchId: "A3", at: "2030-05-04T09:20:00.000Z" });
    const rows = auditRows([a, b, c], [match("A1"), match("A2"), match("A3")]);
    expect(rows.map((r) => r.entry.matchId)).toEqual(["A3", "A2", "A1"]);
    expect(rows.every((r) => r.match !== null)).toBe(true);
  });

  it("says who changed it: a user, a reporter link or a deleted account", () => {
    const byUser = entry({ matchId: "A1", at: "2030-05-04T09:10:00.000Z" });
    const byLink = entry({
      matchId: "A1",
      at: "2030-05-04T09:11:00.000Z",
      user: null,
      reporterLink: { id: "00000000-0000-4000-8000-0000000000bb", label: "Pitch 1" },
    });
    const byNobody = entry({ matchId: "A1", at: "2030-05-04T09:12:00.000Z", user: null });
    const rows = auditRows([byUser, byLink, byNobody], [match("A1")]);
    expect(rows.map((r) => r.actor)).toEqual([
      { type: "unknown" },
      { type: "reporter", label: "Pitch 1" },
      { type: "user", name: "Emil Editor" },
    ]);
  });

  it("does not attach entries made before the newest plan regeneration to the current plan's matches", () => {
    const before = entry({ matchId: "A1", at: "2030-05-04T09:10:00.000Z" });
    const removed = entry({
      matchId: "A1",
      kind: "regenerate",
      at: "2030-05-04T09:30:00.000Z",
      old: { matchId: "A1", home: 1, away: 0 },
      new: null,
    });
    const after = entry({ matchId: "A1", at: "2030-05-04T09:40:00.000Z" });
    const rows = auditRows([before, removed, after], [match("A1")]);
    expect(rows.map((r) => [r.kind, r.match?.id ?? null])).toEqual([
      ["entry", "A1"],
      ["regenerate", null],
      ["entry", null],
    ]);
  });

  it("an entry for a match that is not in the plan has no match", () => {
    const rows = auditRows([entry({ matchId: "Z9", at: "2030-05-04T09:10:00.000Z" })], [match("A1")]);
    expect(rows[0]?.match).toBeNull();
  });
});

describe("scores and kinds", () => {
  it("formats a result with its shoot-out, and no result as null", () => {
    expect(scoreOf(null)).toBeNull();
    expect(scoreOf({ matchId: "SF1", home: 2, away: 1 })).toBe("2:1");
    expect(penaltiesOf({ matchId: "SF1", home: 2, away: 1 })).toBeNull();
    expect(penaltiesOf({ matchId: "SF1", home: 1, away: 1, penalties: { home: 4, away: 3 } })).toBe("4:3");
  });

  it("knows the recorded kinds and calls anything else other", () => {
    expect(["entry", "correction", "regenerate", "edit"].map(auditKind)).toEqual([
      "entry",
      "correction",
      "regenerate",
      "other",
    ]);
  });
});
