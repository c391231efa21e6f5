// Events with several age groups (issue 19): a three-division event planned on shared pitches, windows moved and
// refused, event editors, detach and delete; and the event calls' authorization matrix. PGlite and PostgreSQL.
import type { DivisionWindow } from "@kickoff/domain/event-contracts.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import type { FuninoState } from "@kickoff/domain/funino-contracts.ts";
import { roundStart } from "@kickoff/domain/funino-festival.ts";
import { addMinutes } from "@kickoff/domain/time.ts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventEditors, tournaments } from "../src/db/schema.ts";
import { RateLimiter } from "../src/services/rate-limiter.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { caller, createUser, type TestUser, teamNames } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Owner" });
  editor = await createUser(t.database, { displayName: "Event Editor" });
  stranger = await createUser(t.database, { displayName: "Stranger" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = "2030-06-13";
const eventGeneral = (overrides: Record<string, unknown> = {}) => ({
  name: "Youth Cup",
  startDate: DAY,
  visibility: "private",
  venue: { name: "Sportpark" },
  pitches: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, name: `Pitch ${id}` })),
  changeoverMinutes: 10,
  ...overrides,
});

/** Budgets of the owner's earlier calls would turn these suites' answers into 429s. */
async function clearBudgets(user: TestUser) {
  const limiter = new RateLimiter(t.app.accounts.db);
  for (const name of ["create", "plangen", "planEdit", "euser"]) await limiter.clear(`${name}:${user.id}`);
}

async function ok<T = Record<string, unknown>>(
  res: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<T> {
  const { status: got, body } = await res;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body as T;
}

const rowsOf = async (ids: string[]) => {
  const rows = await t.database.db.select().from(tournaments).where(inArray(tournaments.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
};

type Booking = { division: string; pitch: string; start: string; end: string };

/** Every pitch booking of the stored plans: tournaments' matches, and festivals' games on their window's pitches. */
async function storedBookings(ids: string[]): Promise<Booking[]> {
  const rows = await rowsOf(ids);
  return [...rows.values()].flatMap((row) => {
    if (row.mode === "funino") {
      const festival = row.funino as FuninoState;
      const window = row.eventWindow as DivisionWindow;
      return festival.rounds.flatMap((r) => {
        const start = roundStart(festival.config, row.startDate, r.round);
        const end = addMinutes(start, festival.config.roundMinutes);
        return r.games.map((g) => ({
          division: row.name,
          pitch: window.pitches[Number(g.pitch) - 1] as string,
          start,
          end,
        }));
      });
    }
    return (row.matches as Booking[]).map((m) => ({ division: row.name, pitch: m.pitch, start: m.start, end: m.end }));
  });
}

const shift = (at: string, minutes: number) => addMinutes(at, minutes);

describe(`events with several age groups on ${engine()}`, () => {
  it("plans three divisions on six shared pitches, moves one window alone, refuses conflicts, detaches and deletes", async () => {
    await clearBudgets(owner);
    const as = caller(t.app, owner);
    let event = await ok<EventInternal>(as("POST", "/api/v1/event/create", eventGeneral()), 201);
    expect(event).toMatchObject({ role: "owner", ownerId: owner.id, divisions: [], issues: [] });
    const id = event.id;

    // Divisions: a funino festival and two tournaments, with the event's dates, venue and visibility.
    for (const [mode, name, ageGroupLabel] of [
      ["funino", "U7 Festival", "U7"],
      ["normal", "U9 Cup", "U9"],
      ["normal", "U13 Cup", "U13"],
    ] as const)
      event = await ok<EventInternal>(as("POST", "/api/v1/event/division", { id, mode, name, ageGroupLabel }), 201);
    expect(event.divisions.map((d) => [d.name, d.mode, d.ageGroupLabel, d.status, d.window])).toEqual([
      ["U7 Festival", "funino", "U7", "draft", null],
      ["U9 Cup", "normal", "U9", "draft", null],
      ["U13 Cup", "normal", "U13", "draft", null],
    ]);
    const [u7, u9, u13] = event.divisions.map((d) => d.tournamentId) as [string, string, string];
    const u9View = await ok<Record<string, unknown>>(as("GET", `/api/v1/tment/tmuser/${u9}?view=internal`));
    expect(u9View).toMatchObject({
      eventId: id,
      event: { id, name: "Youth Cup" },
      ownerId: owner.id,
      visibility: "private",
      general: { startDate: DAY, venue: { name: "Sportpark" }, ageGroup: { label: "U9" } },
    });

    // Teams and plans through the existing calls; one club has teams in U9 and U13.
    const clubbed = (n: number, prefix: string) =>
      teamNames(n).map((team, i) => ({
        ...team,
        name: `${prefix} ${team.name}`,
        club: i === 0 ? "SV Shared" : `Club ${prefix}${i}`,
      }));
    await ok(
      as("POST", "/api/v1/funino/updateteams", {
        id: u7,
        teams: clubbed(8, "U7").map(({ seed: _s, ...team }) => team),
      }),
    );
    for (const [division, n] of [
      [u9, 10],
      [u13, 8],
    ] as const) {
      await ok(as("PUT", "/api/v1/tment/ueditteams", { id: division, teams: clubbed(n, n === 10 ? "U9" : "U13") }));
      await ok(
        as("PUT", "/api/v1/tment/update3", {
          id: division,
          format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: false, seeding: "snake" },
        }),
      );
      await ok(as("PUT", "/api/v1/tment/plangen", { id: division, seed: "event-seed" }));
    }
    event = await ok<EventInternal>(as("GET", `/api/v1/event/${id}`));
    expect(event.divisions.map((d) => d.teamCount)).toEqual([8, 10, 8]);
    expect(event.divisions.every((d) => d.pitchMinutes > 0)).toBe(true);
    expect(event.issues.filter((i) => i.key === "event.noWindow")).toHaveLength(3);

    // Windows proposed (not stored), then stored: the plans move onto the windows' pitches and times.
    const proposal = await ok<{ windows: Record<string, DivisionWindow>; unplaced: string[] }>(
      as("POST", "/api/v1/event/propose", { id }),
    );
    expect(proposal.unplaced).toEqual([]);
    expect(Object.keys(proposal.windows).sort()).toEqual([u7, u9, u13].sort());
    expect((await ok<EventInternal>(as("GET", `/api/v1/event/${id}`))).divisions.every((d) => d.window === null)).toBe(
      true,
    );
    const windows = [u7, u9, u13].map((tournamentId) => ({ tournamentId, window: proposal.windows[tournamentId] }));
    event = await ok<EventInternal>(as("PUT", "/api/v1/event/windows", { id, windows }));
    expect(event.divisions.map((d) => d.window)).toEqual([u7, u9, u13].map((d) => proposal.windows[d]));
    // The tournaments' plans were made for one pitch: re-flowed into the window, marked for regeneration.
    const u13Stored = await ok<Record<string, unknown>>(as("GET", `/api/v1/tment/tmuser/${u13}?view=internal`));
    const u13Window = proposal.windows[u13] as DivisionWindow;
    expect(u13Stored).toMatchObject({
      planOutdated: u13Window.pitches.length > 1,
      settings: { firstKickoff: u13Window.start },
    });
    for (const division of [u9, u13])
      await ok(as("PUT", "/api/v1/tment/plangen", { id: division, seed: "event-seed" }));
    event = await ok<EventInternal>(as("GET", `/api/v1/event/${id}`));
    expect(event.issues.filter((i) => i.severity === "error")).toEqual([]);
    // SV Shared has teams in U9 and U13, whose windows overlap: a warning (a coach cannot be on two pitches).
    expect(event.issues).toContainEqual(
      expect.objectContaining({
        key: "event.clubClash",
        severity: "warning",
        params: expect.objectContaining({ club: "SV Shared" }),
      }),
    );

    // The fairness report: each tournament's numbers are its own plan's fairness; the event's totals sum them up.
    for (const [i, division] of [
      [1, u9],
      [2, u13],
    ] as const) {
      const own = await ok<{
        fairness: {
          backToBackTotal: number;
          minRest: number;
          maxRest: number;
          idlePitchSlots: number;
          slotCount: number;
        };
      }>(as("GET", `/api/v1/tment/tmuser/${division}?view=internal`));
      expect(event.fairness.divisions[i]).toMatchObject({
        tournamentId: division,
        mode: "normal",
        backToBack: own.fairness.backToBackTotal,
        minRest: own.fairness.minRest,
        maxRest: own.fairness.maxRest,
        idlePitchSlots: own.fairness.idlePitchSlots,
        slotCount: own.fairness.slotCount,
      });
    }
    const [fu7, fu9, fu13] = event.fairness.divisions;
    expect(fu7).toMatchObject({ tournamentId: u7, mode: "funino", backToBack: null, gamesPerTeam: { min: 1, max: 1 } });
    expect(event.fairness.totals).toMatchObject({
      matchCount: event.fairness.divisions.reduce((n, d) => n + d.matchCount, 0),
      backToBack: (fu9?.backToBack ?? 0) + (fu13?.backToBack ?? 0),
      idlePitchSlots: event.fairness.divisions.reduce((n, d) => n + (d.idlePitchSlots ?? 0), 0),
    });
    expect(event.fairness.totals.minRest).toBe(
      Math.min(...event.fairness.divisions.flatMap((d) => (d.minRest === null ? [] : [d.minRest]))),
    );
    expect(event.fairness.pitches.map((p) => p.pitchId)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(event.fairness.utilisation.utilisation).toBeGreaterThan(0);
    expect(event.fairness.utilisation.utilisation).toBeLessThanOrEqual(1);
    expect(event.fairness.clubClashes).toEqual({
      count: event.issues.filter((i) => i.key === "event.clubClash").length,
      clubs: ["SV Shared"],
    });

    // No pitch is booked twice across the three stored plans (with the changeover between divisions).
    const bookings = await storedBookings([u7, u9, u13]);
    expect(bookings.length).toBeGreaterThan(30);
    const known = new Set(eventGeneral().pitches.map((p) => p.id));
    for (const b of bookings) expect(known.has(b.pitch), `${b.division} on ${b.pitch}`).toBe(true);
    for (const a of bookings)
      for (const b of bookings) {
        if (a === b || a.pitch !== b.pitch) continue;
        const gap = a.division === b.division ? 0 : 10;
        const apart = shift(a.end, gap) <= b.start || shift(b.end, gap) <= a.start;
        // Within a division its own planner keeps one match per pitch and slot; across divisions the changeover.
        if (a.division !== b.division)
          expect(apart, `${a.division} ${a.start}-${a.end} and ${b.division} ${b.start}-${b.end} on ${a.pitch}`).toBe(
            true,
          );
        else if (a.start === b.start)
          expect(a.pitch === b.pitch && a !== b, `${a.division} twice on ${a.pitch} at ${a.start}`).toBe(false);
      }
    // Each division stays inside its window.
    for (const b of bookings) {
      const d = event.divisions.find((x) => x.name === b.division);
      const w = d?.window as DivisionWindow;
      expect(w.pitches).toContain(b.pitch);
      expect(b.start >= w.start && b.end <= w.end, `${b.division} ${b.start}-${b.end} in ${w.start}-${w.end}`).toBe(
        true,
      );
    }

    // Moving the U13 window by 30 minutes re-flows only U13: pairings stay, times move, others untouched.
    const before = await rowsOf([u7, u9, u13]);
    const moved = { ...u13Window, start: shift(u13Window.start, 30), end: shift(u13Window.end, 30) };
    event = await ok<EventInternal>(
      as("PUT", "/api/v1/event/windows", { id, windows: [{ tournamentId: u13, window: moved }] }),
    );
    expect(event.issues.filter((i) => i.severity === "error")).toEqual([]);
    const after = await rowsOf([u7, u9, u13]);
    for (const other of [u7, u9]) {
      expect(after.get(other)?.revision).toBe(before.get(other)?.revision);
      expect(after.get(other)?.matches).toEqual(before.get(other)?.matches);
      expect(after.get(other)?.funino).toEqual(before.get(other)?.funino);
      expect(after.get(other)?.updatedAt).toEqual(before.get(other)?.updatedAt);
    }
    expect(after.get(u13)?.revision).toBe((before.get(u13)?.revision ?? 0) + 1);
    type M = { id: string; pitch: string; slot: number; home: unknown; away: unknown; start: string; end: string };
    const oldMatches = before.get(u13)?.matches as M[];
    const newMatches = after.get(u13)?.matches as M[];
    expect(newMatches.map((m) => [m.id, m.pitch, m.slot, m.home, m.away])).toEqual(
      oldMatches.map((m) => [m.id, m.pitch, m.slot, m.home, m.away]),
    );
    expect(newMatches.map((m) => m.start)).toEqual(oldMatches.map((m) => shift(m.start, 30)));
    expect(after.get(u13)?.eventWindow).toEqual(moved);

    // Conflicting windows are refused with the issues, and nothing is stored.
    const u9Window = proposal.windows[u9] as DivisionWindow;
    const clash = await as("PUT", "/api/v1/event/windows", { id, windows: [{ tournamentId: u13, window: u9Window }] });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("WINDOW_CONFLICT");
    expect(clash.body.error.issues).toContainEqual(
      expect.objectContaining({ key: "event.pitchDoubleBooked", severity: "error" }),
    );
    expect((await rowsOf([u13])).get(u13)?.revision).toBe(after.get(u13)?.revision);
    // An unknown pitch, and a division of no event, are refused too.
    const unknownPitch = await as("PUT", "/api/v1/event/windows", {
      id,
      windows: [{ tournamentId: u13, window: { ...moved, pitches: ["Z"] } }],
    });
    expect(unknownPitch.status).toBe(409);
    expect(unknownPitch.body.error.issues[0].key).toBe("event.unknownPitch");
    // Removing a pitch a window uses is refused, naming it.
    const pitchInUse = await as("PUT", "/api/v1/event/update", {
      id,
      general: eventGeneral({ pitches: [{ id: "Q", name: "Q" }] }),
    });
    expect(pitchInUse.status).toBe(409);
    expect(pitchInUse.body.error.code).toBe("PITCH_IN_USE");
    expect(pitchInUse.body.error.message).toMatch(/pitch [A-F]/);
    const lateDates = await as("PUT", "/api/v1/event/update", {
      id,
      general: eventGeneral({ startDate: "2030-06-14" }),
    });
    expect(lateDates.status).toBe(409);
    expect(lateDates.body.error.code).toBe("EVENT_DATES_MISMATCH");

    // An event editor edits every division; a stranger sees nothing.
    await ok(as("POST", "/api/v1/event/editor", { id, email: editor.email }), 201);
    const asEditor = caller(t.app, editor);
    expect((await asEditor("GET", `/api/v1/event/${id}`)).status).toBe(404);
    const invitations = await ok<{ invitations: Array<{ eventId: string }> }>(
      asEditor("GET", "/api/v1/event/invitations"),
    );
    expect(invitations.invitations).toEqual([
      expect.objectContaining({ eventId: id, eventName: "Youth Cup", invitedBy: "Owner" }),
    ]);
    await ok(asEditor("POST", `/api/v1/event/invitation/${id}`, { accept: true }));
    expect((await ok<EventInternal>(asEditor("GET", `/api/v1/event/${id}`))).role).toBe("editor");
    const u9Teams = (await ok<{ teams: unknown[] }>(as("GET", `/api/v1/tment/tmuser/${u9}?view=internal`))).teams;
    const edited = await ok<{ role: string; abilities: { edit: boolean; delete: boolean } }>(
      asEditor("PUT", "/api/v1/tment/ueditteams", { id: u9, teams: u9Teams }),
    );
    expect(edited.role).toBe("editor");
    expect(edited.abilities).toMatchObject({ edit: true, delete: false });
    expect((await asEditor("DELETE", `/api/v1/event/${id}`)).status).toBe(403);
    const asStranger = caller(t.app, stranger);
    expect((await asStranger("GET", `/api/v1/event/${id}`)).body.error.code).toBe("EVENT_NOT_FOUND");
    expect((await asStranger("PUT", "/api/v1/tment/ueditteams", { id: u9, teams: u9Teams })).status).toBe(404);
    const listed = await ok<{ items: Array<{ id: string; divisionCount: number; role: string }> }>(
      asEditor("GET", "/api/v1/dashboard/events"),
    );
    expect(listed.items).toEqual([expect.objectContaining({ id, divisionCount: 3, role: "editor" })]);

    // Detach: U7 is a standalone festival again; delete: U9 and U13 stay as standalone tournaments.
    event = await ok<EventInternal>(as("POST", "/api/v1/event/detach", { id, tournamentId: u7 }));
    expect(event.divisions.map((d) => d.tournamentId)).toEqual([u9, u13]);
    expect((await rowsOf([u7])).get(u7)).toMatchObject({ eventId: null, eventWindow: null });
    await ok(as("DELETE", `/api/v1/event/${id}`));
    expect((await as("GET", `/api/v1/event/${id}`)).status).toBe(404);
    for (const division of [u9, u13]) {
      const view = await ok<Record<string, unknown>>(as("GET", `/api/v1/tment/tmuser/${division}?view=internal`));
      expect(view.eventId).toBeUndefined();
      expect(view.matches).not.toEqual([]);
    }
    // The event editor lost their access with the event; the festival was never theirs.
    expect((await asEditor("GET", `/api/v1/tment/tmuser/${u9}?view=internal`)).status).toBe(404);
    expect((await asEditor("GET", `/api/v1/funino/${u7}`)).status).toBe(404);
  });

  it("attaches only the caller's own tournament within the event's days, once", async () => {
    await clearBudgets(owner);
    const as = caller(t.app, owner);
    const event = await ok<EventInternal>(as("POST", "/api/v1/event/create", eventGeneral()), 201);
    const own = await ok<{ id: string }>(as("POST", "/api/v1/tment/create", { name: "Solo", startDate: DAY }), 201);
    const otherDay = await ok<{ id: string }>(
      as("POST", "/api/v1/tment/create", { name: "Later", startDate: "2030-07-01" }),
      201,
    );
    const foreign = await ok<{ id: string }>(
      caller(t.app, stranger)("POST", "/api/v1/tment/create", { name: "Theirs", startDate: DAY }),
      201,
    );
    expect((await as("POST", "/api/v1/event/attach", { id: event.id, tournamentId: foreign.id })).status).toBe(404);
    const dates = await as("POST", "/api/v1/event/attach", { id: event.id, tournamentId: otherDay.id });
    expect(dates.body.error.code).toBe("EVENT_DATES_MISMATCH");
    const attached = await ok<EventInternal>(
      as("POST", "/api/v1/event/attach", { id: event.id, tournamentId: own.id }),
    );
    expect(attached.divisions.map((d) => d.tournamentId)).toEqual([own.id]);
    const again = await as("POST", "/api/v1/event/attach", { id: event.id, tournamentId: own.id });
    expect(again.body.error.code).toBe("ALREADY_IN_EVENT");
    // The dashboard's list names the event of a division (the attach dialog leaves those out), no other.
    const mine = await ok<{ items: Array<{ id: string; eventId?: string }> }>(
      as("PUT", "/api/v1/dashboard/alltmentview", { page: 0, size: 100 }),
    );
    expect(mine.items.find((i) => i.id === own.id)?.eventId).toBe(event.id);
    expect(mine.items.find((i) => i.id === otherDay.id)).not.toHaveProperty("eventId");
    const notDivision = await as("POST", "/api/v1/event/detach", { id: event.id, tournamentId: otherDay.id });
    expect(notDivision.body.error.code).toBe("DIVISION_NOT_FOUND");
  });

  it("a festival's window sets its kick-off and pitch count; a division that has started keeps its window", async () => {
    await clearBudgets(owner);
    const as = caller(t.app, owner);
    const { id } = await ok<EventInternal>(as("POST", "/api/v1/event/create", eventGeneral()), 201);
    await ok(as("POST", "/api/v1/event/division", { id, mode: "funino", name: "U7", ageGroupLabel: "U7" }), 201);
    const event = await ok<EventInternal>(
      as("POST", "/api/v1/event/division", { id, mode: "normal", name: "U11", ageGroupLabel: "U11" }),
      201,
    );
    const [festival, cup] = event.divisions.map((d) => d.tournamentId) as [string, string];
    const kids = Array.from({ length: 6 }, (_, i) => ({ name: `Kids ${i + 1}` }));
    await ok(as("POST", "/api/v1/funino/updateteams", { id: festival, teams: kids }));
    const festivalWindow = { pitches: ["D", "E"], start: `${DAY}T14:00`, end: `${DAY}T16:00` };
    await ok(as("PUT", "/api/v1/event/windows", { id, windows: [{ tournamentId: festival, window: festivalWindow }] }));
    const view = await ok<{
      config: { startTime: string; pitchCount: number };
      rounds: Array<{ start: string; games: unknown[] }>;
    }>(as("GET", `/api/v1/funino/${festival}`));
    expect(view.config).toMatchObject({ startTime: "14:00", pitchCount: 2 });
    expect(view.rounds[0]?.start).toBe(`${DAY}T14:00`);
    expect(view.rounds[0]?.games).toHaveLength(2);
    // A tournament that is running (results may come any minute) cannot move.
    await ok(as("PUT", "/api/v1/tment/ueditteams", { id: cup, teams: teamNames(4) }));
    await ok(as("PUT", "/api/v1/tment/plangen", { id: cup }));
    const cupWindow = { pitches: ["A"], start: `${DAY}T09:00`, end: `${DAY}T13:00` };
    await ok(as("PUT", "/api/v1/event/windows", { id, windows: [{ tournamentId: cup, window: cupWindow }] }));
    await ok(as("PUT", "/api/v1/tment/status", { id: cup, status: "published" }));
    await ok(as("PUT", "/api/v1/tment/status", { id: cup, status: "running" }));
    const later = { ...cupWindow, start: `${DAY}T09:30` };
    const refused = await as("PUT", "/api/v1/event/windows", { id, windows: [{ tournamentId: cup, window: later }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("DIVISION_STARTED");
    // Storing the same window again changes nothing and is allowed.
    await ok(as("PUT", "/api/v1/event/windows", { id, windows: [{ tournamentId: cup, window: cupWindow }] }));
  });
});

// ─── The event calls' authorization matrix: anonymous, stranger, event editor, owner ─────────────────────────

type Fixture = { id: string; division: string; standalone: string; invitee: string; teams: unknown[] };

/** An event of `owner` with one planned division, `editor` as accepted event editor and an open invitation. */
async function fixture(): Promise<Fixture> {
  await clearBudgets(owner);
  const as = caller(t.app, owner);
  const event = await ok<EventInternal>(as("POST", "/api/v1/event/create", eventGeneral()), 201);
  const withDivision = await ok<EventInternal>(
    as("POST", "/api/v1/event/division", { id: event.id, mode: "normal", name: "U11", ageGroupLabel: "U11" }),
    201,
  );
  const division = withDivision.divisions[0]?.tournamentId as string;
  const teams = (
    await ok<{ teams: unknown[] }>(as("PUT", "/api/v1/tment/ueditteams", { id: division, teams: teamNames(4) }))
  ).teams;
  const standalone = await ok<{ id: string }>(
    as("POST", "/api/v1/tment/create", { name: "Solo", startDate: DAY }),
    201,
  );
  const invitee = await createUser(t.database);
  await t.database.db.insert(eventEditors).values([
    { eventId: event.id, userId: editor.id, addedBy: owner.id, acceptedAt: new Date() },
    { eventId: event.id, userId: invitee.id, addedBy: owner.id },
  ]);
  return { id: event.id, division, standalone: standalone.id, invitee: invitee.id, teams };
}

type Call = {
  name: string;
  request: (f: Fixture) => { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown };
  /** Expected status for [anonymous, stranger, event editor, owner]. */
  expect: [number, number, number, number];
};

const window = { pitches: ["A", "B"], start: `${DAY}T09:00`, end: `${DAY}T12:00` };
const calls: Call[] = [
  {
    name: "POST event/create",
    request: () => ({ method: "POST", url: "/api/v1/event/create", body: eventGeneral() }),
    expect: [401, 201, 201, 201],
  },
  {
    name: "GET event/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/event/${f.id}` }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "PUT event/update",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/event/update",
      body: { id: f.id, general: eventGeneral({ name: "Renamed" }) },
    }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "POST event/division",
    request: (f) => ({ method: "POST", url: "/api/v1/event/division", body: { id: f.id, mode: "funino", name: "U7" } }),
    expect: [401, 404, 201, 201],
  },
  {
    name: "POST event/attach",
    request: (f) => ({ method: "POST", url: "/api/v1/event/attach", body: { id: f.id, tournamentId: f.standalone } }),
    expect: [401, 404, 403, 200],
  },
  {
    name: "POST event/detach",
    request: (f) => ({ method: "POST", url: "/api/v1/event/detach", body: { id: f.id, tournamentId: f.division } }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "PUT event/windows",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/event/windows",
      body: { id: f.id, windows: [{ tournamentId: f.division, window }] },
    }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "POST event/propose",
    request: (f) => ({ method: "POST", url: "/api/v1/event/propose", body: { id: f.id } }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "DELETE event/{id}",
    request: (f) => ({ method: "DELETE", url: `/api/v1/event/${f.id}` }),
    expect: [401, 404, 403, 200],
  },
  {
    name: "POST event/editor",
    request: (f) => ({ method: "POST", url: "/api/v1/event/editor", body: { id: f.id, email: stranger.email } }),
    expect: [401, 404, 403, 201],
  },
  {
    name: "DELETE event/editor",
    request: (f) => ({ method: "DELETE", url: "/api/v1/event/editor", body: { id: f.id, userId: f.invitee } }),
    expect: [401, 404, 403, 200],
  },
  {
    name: "GET event/editors/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/event/editors/${f.id}` }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "GET event/invitations",
    request: () => ({ method: "GET", url: "/api/v1/event/invitations" }),
    expect: [401, 200, 200, 200],
  },
  {
    name: "GET dashboard/events",
    request: () => ({ method: "GET", url: "/api/v1/dashboard/events" }),
    expect: [401, 200, 200, 200],
  },
  {
    name: "PUT tment/ueditteams of a division",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/ueditteams", body: { id: f.division, teams: f.teams } }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "GET tment/tmuser/{id} of a division",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/tmuser/${f.division}?view=internal` }),
    expect: [401, 404, 200, 200],
  },
  {
    name: "DELETE tment/del/{id} of a division",
    request: (f) => ({ method: "DELETE", url: `/api/v1/tment/del/${f.division}` }),
    expect: [401, 404, 403, 200],
  },
];

const ACTORS = ["anonymous", "stranger", "editor", "owner"] as const;
const userOf = (actor: (typeof ACTORS)[number]) =>
  actor === "anonymous" ? null : actor === "stranger" ? stranger : actor === "editor" ? editor : owner;

describe(`event calls in the authorization matrix on ${engine()}`, () => {
  for (const call of calls) {
    it(`${call.name} answers each actor exactly as expected`, async () => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const [i, actor] of ACTORS.entries()) {
        // A fresh event per actor: a successful write (detach, delete) must not decide the next actor's answer.
        const f = await fixture();
        const user = userOf(actor);
        if (user) await clearBudgets(user);
        const { method, url, body } = call.request(f);
        const res = await caller(t.app, user)(method, url, body);
        answers.push(`${actor}: ${res.status}`);
        wanted.push(`${actor}: ${call.expect[i]}`);
        if (res.status >= 400) expect(res.body?.error?.code, `${call.name} as ${actor}`).toBeTypeOf("string");
        if (res.status === 404 && url.includes("/event/") && !url.includes("tment"))
          expect(res.body.error.code).toBe("EVENT_NOT_FOUND");
      }
      expect(answers).toEqual(wanted);
    });
  }

  it("an editor of one division only stays an editor of that division, not of the event", async () => {
    const f = await fixture();
    const single = await createUser(t.database);
    const { tournamentEditors } = await import("../src/db/schema.ts");
    await t.database.db
      .insert(tournamentEditors)
      .values({ tournamentId: f.division, userId: single.id, acceptedAt: new Date() });
    const asSingle = caller(t.app, single);
    expect((await asSingle("GET", `/api/v1/tment/tmuser/${f.division}?view=internal`)).status).toBe(200);
    expect((await asSingle("GET", `/api/v1/event/${f.id}`)).status).toBe(404);
    // An open event invitation gives no access to the divisions.
    const invited = (await t.database.db.select().from(eventEditors).where(eq(eventEditors.userId, f.invitee)))[0];
    expect(invited?.acceptedAt).toBeNull();
  });
});
