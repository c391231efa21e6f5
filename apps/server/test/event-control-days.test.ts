// The control centre of an event over two days (issue 19 review): "now / next" on a pitch is the first match or
// festival game of the event's day still open, in kick-off order across tournaments and festivals. On day 1 a
// day-2 match is not "now" while a festival plays on the pitch, two festivals on one pitch keep their own games,
// and on day 2 day 1's leftovers (never entered) are not "now". Fake clock; PGlite and PostgreSQL.
import type { EventControl } from "@kickoff/domain/event-reporting.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildEvent, ok, sixPitches } from "./support/event-factories.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Owner" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

// Days just ahead of the real clock: the owner's session must still be valid on the faked days.
const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DAY1 = dayFromNow(3);
const DAY2 = dayFromNow(4);

describe(`control centre over two days on ${engine()}`, () => {
  it("shows today's festival or match as now on each pitch, never another day's", async () => {
    const built = await buildEvent(t, owner, {
      general: { name: "Two Day Cup", startDate: DAY1, endDate: DAY2, visibility: "private", pitches: sixPitches() },
      divisions: [
        { mode: "funino", name: "U7 Festival", teams: 8, teamName: (_i, base) => `U7 ${base}` },
        { mode: "funino", name: "U6 Festival", teams: 8, teamName: (_i, base) => `U6 ${base}` },
        { mode: "normal", name: "U9 Cup", teams: 8, teamName: (_i, base) => `U9 ${base}` },
        { mode: "normal", name: "U11 Cup", teams: 8, teamName: (_i, base) => `U11 ${base}` },
      ],
      windows: [
        { pitches: ["C", "D", "E", "F"], start: `${DAY1}T09:00`, end: `${DAY1}T11:00` },
        { pitches: ["C", "D", "E", "F"], start: `${DAY1}T11:30`, end: `${DAY1}T13:30` },
        { pitches: ["A", "B"], start: `${DAY1}T09:00`, end: `${DAY1}T16:00` },
        { pitches: ["C", "D"], start: `${DAY2}T09:00`, end: `${DAY2}T16:00` },
      ],
      seed: "control-days",
    });
    const [u7, u6, u9, u11] = built.divisions as [string, string, string, string];
    const read = () => ok<EventControl>(caller(t.app, owner)("GET", `/api/v1/event/control/${built.id}`));
    const startOf = (item: EventControl["pitches"][number]["now"]) =>
      item ? (item.kind === "match" ? item.match.start : item.start) : null;

    // Before the event, its first day: on C the U7 festival plays now and the U6 festival next, not U11's day 2.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${DAY1}T06:00:00Z`) });
    const first = await read();
    expect([first.day, first.multiDay]).toEqual([DAY1, true]);
    const c1 = first.pitches.find((p) => p.id === "C");
    expect(c1?.now).toMatchObject({ kind: "festival", tournamentId: u7, start: `${DAY1}T09:00` });
    expect(c1?.next).toMatchObject({ kind: "festival", tournamentId: u6 });
    expect(startOf(c1?.next ?? null)?.slice(0, 10)).toBe(DAY1);
    // Both festivals keep their game on C; U11's day-2 matches are listed, not current.
    expect(c1?.festivals.map((g) => g.tournamentId).sort()).toEqual([u6, u7].sort());
    expect(c1?.matches.every((m) => m.tournamentId === u11)).toBe(true);
    const a1 = first.pitches.find((p) => p.id === "A");
    expect(a1?.now).toMatchObject({ kind: "match", tournamentId: u9 });
    expect(startOf(a1?.now ?? null)?.slice(0, 10)).toBe(DAY1);

    // Day 2: the festivals' and U9's open items are yesterday's; U11 plays now on C, nothing on A.
    vi.setSystemTime(new Date(`${DAY2}T07:00:00Z`));
    const second = await read();
    expect(second.day).toBe(DAY2);
    const c2 = second.pitches.find((p) => p.id === "C");
    expect(c2?.now).toMatchObject({ kind: "match", tournamentId: u11 });
    expect(startOf(c2?.now ?? null)?.slice(0, 10)).toBe(DAY2);
    expect(c2?.next).toMatchObject({ kind: "match", tournamentId: u11 });
    const a2 = second.pitches.find((p) => p.id === "A");
    expect([a2?.now, a2?.next]).toEqual([null, null]);
    expect(a2?.matches.length).toBeGreaterThan(0);

    // After the event: its last day.
    vi.setSystemTime(new Date(`${dayFromNow(6)}T07:00:00Z`));
    expect((await read()).day).toBe(DAY2);
  });
});
