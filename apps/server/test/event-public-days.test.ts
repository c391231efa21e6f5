// The public event page of an event over two days (issue 19 review): "now / next" is about today. A match of an
// earlier day that never got a result (forgotten at the pitch desk) must not stand as "next" on the second day in
// place of the match really coming up there, nor in the division's own "now / next". PGlite and PostgreSQL.
import type { EventPublic } from "@kickoff/domain/event-public.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { ok } from "./support/event-factories.ts";
import { caller, createUser, type TestUser, teamNames } from "./support/tournament-factories.ts";

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

const DAY1 = "2030-06-13";
const DAY2 = "2030-06-14";

/** U9 plays pitches A and B on the first day, U13 on the second; no result is ever entered. */
async function buildTwoDayEvent() {
  const as = caller(t.app, owner);
  let event = await ok<EventInternal>(
    as("POST", "/api/v1/event/create", {
      name: "Two Day Cup",
      startDate: DAY1,
      endDate: DAY2,
      visibility: "public",
      pitches: ["A", "B"].map((id) => ({ id, name: `Pitch ${id}` })),
    }),
    201,
  );
  for (const name of ["U9 Cup", "U13 Cup"])
    event = await ok<EventInternal>(as("POST", "/api/v1/event/division", { id: event.id, mode: "normal", name }), 201);
  const [u9, u13] = event.divisions.map((d) => d.tournamentId) as [string, string];
  for (const division of [u9, u13])
    await ok(as("PUT", "/api/v1/tment/ueditteams", { id: division, teams: teamNames(4) }));
  await ok(
    as("PUT", "/api/v1/event/windows", {
      id: event.id,
      windows: [
        { tournamentId: u9, window: { pitches: ["A", "B"], start: `${DAY1}T09:00`, end: `${DAY1}T13:00` } },
        { tournamentId: u13, window: { pitches: ["A", "B"], start: `${DAY2}T09:00`, end: `${DAY2}T13:00` } },
      ],
    }),
  );
  for (const division of [u9, u13]) {
    await ok(as("PUT", "/api/v1/tment/plangen", { id: division, seed: "days" }));
    await ok(as("PUT", "/api/v1/tment/status", { id: division, status: "published" }));
  }
  return { id: event.id, u9, u13 };
}

describe(`public event page over two days on ${engine()}`, () => {
  it("shows the second day's matches as next, not the first day's that never got a result", async () => {
    const { id, u9, u13 } = await buildTwoDayEvent();
    const read = async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/event/public/${id}` });
      expect(res.statusCode).toBe(200);
      return res.json() as EventPublic;
    };

    // The first day: U9 is next on both pitches.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${DAY1}T07:00:00Z`) });
    const first = await read();
    for (const pitch of first.nowNext) expect(pitch.match?.divisionId).toBe(u9);

    // The second day: U9's open matches are yesterday's; U13 is next on both pitches, and U9 has nothing next.
    vi.setSystemTime(new Date(`${DAY2}T07:00:00Z`));
    const second = await read();
    for (const pitch of second.nowNext) {
      expect(pitch.match?.divisionId).toBe(u13);
      expect(pitch.match?.start.slice(0, 10)).toBe(DAY2);
    }
    const u9Division = second.divisions.find((d) => d.id === u9);
    expect(u9Division?.nowNext.every((p) => p.match === null)).toBe(true);
    const u13Division = second.divisions.find((d) => d.id === u13);
    expect(u13Division?.nowNext.every((p) => p.match?.start.startsWith(DAY2))).toBe(true);
  });
});
