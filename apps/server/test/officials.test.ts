// Match officials (issue 18) through the API: referees, assignments, referee reporter links, card records with
// their audit and privacy, fair play and a stored shoot-out deciding group tables.
import type { CardCounts } from "@kickoff/domain/contracts.ts";
import { refereeConflicts } from "@kickoff/domain/officials.ts";
import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type MatchView,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Olga Officials" });
  stranger = await createUser(t.database, { displayName: "Sam Stranger" });
});
afterAll(async () => {
  await t?.close();
});

const none: CardCounts = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
const cardsOf = (home: Partial<CardCounts>, away: Partial<CardCounts> = {}) => ({
  home: { ...none, ...home },
  away: { ...none, ...away },
});
const DISCIPLINE = { enabled: true, public: false };
const internal = async (id: string) =>
  (await caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${id}?view=internal`)).body as InternalView;
const bySlot = (matches: readonly MatchView[]) =>
  [...matches].sort((a, b) => a.slot - b.slot || (a.pitch < b.pitch ? -1 : 1));

describe(`match officials on ${engine()}`, () => {
  it("saves the referee list, validates team referees, and keeps it out of public answers", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 6, status: "published" });
    const team = view.teams[2]?.id as string;
    const referees = [
      { id: "r1", name: "Rita Ref", email: "rita@example.test" },
      { id: "t3", name: "Team 3", teamId: team },
    ];
    const saved = await as("PUT", "/api/v1/tment/referees", { id: view.id, referees });
    expect(saved.status).toBe(200);
    expect(saved.body.officials).toEqual({ referees, assignments: {} });
    expect((await internal(view.id)).officials).toEqual({ referees, assignments: {} });

    const unknownTeam = await as("PUT", "/api/v1/tment/referees", {
      id: view.id,
      referees: [referees[0], { id: "x", name: "Nobody", teamId: "t-missing" }],
    });
    expect(unknownTeam.status).toBe(400);
    expect(unknownTeam.body.error).toMatchObject({
      code: "UNKNOWN_TEAM",
      fields: [{ field: "referees[1].teamId" }],
    });
    const twice = await as("PUT", "/api/v1/tment/referees", {
      id: view.id,
      referees: [referees[0], { ...referees[0], name: "Rita again" }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe("VALIDATION_FAILED");
    // nothing of the refused calls was stored
    expect((await internal(view.id)).officials).toEqual({ referees, assignments: {} });

    // strangers: 403 on a public tournament; festivals are refused like the other plan calls
    const refused = await caller(t.app, stranger)("PUT", "/api/v1/tment/referees", { id: view.id, referees: [] });
    expect(refused.status).toBe(403);
    const festival = await buildFestival(t.app, owner, { teams: 8 });
    const wrongMode = await as("PUT", "/api/v1/tment/referees", { id: festival.id, referees: [] });
    expect(wrongMode.status).toBe(409);
    expect(wrongMode.body.error.code).toBe("WRONG_MODE");

    const publicView = await caller(t.app, stranger)("GET", `/api/v1/tment/tmuser/${view.id}`);
    const page = await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`);
    for (const body of [publicView.body, page.body]) {
      expect(body.view).toBe("public");
      expect(JSON.stringify(body)).not.toContain("Rita");
      expect(body.officials).toBeUndefined();
    }
  });

  it("auto-assigns without conflicts and with an even load; a conflicting hand assignment is refused", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 8, pitches: 2 });
    const team = view.teams[0]?.id as string;
    const referees = [
      { id: "a", name: "Anna" },
      { id: "b", name: "Ben" },
      { id: "c", name: "Cleo" },
      { id: "team1", name: "Team 1", teamId: team },
    ];
    expect((await as("PUT", "/api/v1/tment/referees", { id: view.id, referees })).status).toBe(200);

    const stale = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "auto",
      planVersion: view.planVersion + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("PLAN_CHANGED");

    const auto = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "auto",
      planVersion: view.planVersion,
    });
    expect(auto.status).toBe(200);
    const officials = auto.body.officials as Officials;
    expect(auto.body.unassigned).toEqual([]);
    expect(Object.keys(officials.assignments).sort()).toEqual(view.matches.map((m) => m.id).sort());
    expect(refereeConflicts(view.matches, officials)).toEqual([]);
    // the people share the matches evenly; the team referee leads fewer (never around its own matches)
    const load = (id: string) => Object.values(officials.assignments).filter((r) => r === id).length;
    const people = ["a", "b", "c"].map(load);
    expect(Math.max(...people) - Math.min(...people)).toBeLessThanOrEqual(1);
    expect(load("team1")).toBeGreaterThan(0);
    expect(load("team1")).toBeLessThanOrEqual(Math.min(...people));
    expect((await internal(view.id)).officials).toEqual(officials);

    // the same person on two matches of one slot
    const ordered = bySlot(view.matches);
    const [first, second] = ordered as [MatchView, MatchView];
    expect(first.slot).toBe(second.slot);
    const twoPitches = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "manual",
      assignments: [
        { matchId: first.id, refereeId: "a" },
        { matchId: second.id, refereeId: "a" },
      ],
    });
    expect(twoPitches.status).toBe(409);
    expect(twoPitches.body.error).toMatchObject({
      code: "REFEREE_CONFLICT",
      message: expect.stringContaining("Anna"),
      reason: { key: "referee.twoPitches", params: { referee: "Anna" } },
    });
    // a referee team in its own match
    const own = view.matches.find((m) => m.home.teamId === team || m.away.teamId === team) as MatchView;
    const playing = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "manual",
      assignments: [{ matchId: own.id, refereeId: "team1" }],
    });
    expect(playing.status).toBe(409);
    expect(playing.body.error).toMatchObject({
      code: "REFEREE_CONFLICT",
      message: `Team 1 cannot lead ${own.id}: the team plays ${own.id} at the same time`,
      reason: { key: "referee.playing", params: { referee: "Team 1", match: own.id, other: own.id } },
    });
    const unknownMatch = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "manual",
      assignments: [{ matchId: "Z99", refereeId: "a" }],
    });
    expect(unknownMatch.status).toBe(400);
    expect(unknownMatch.body.error).toMatchObject({
      code: "UNKNOWN_MATCH",
      fields: [{ field: "assignments[0].matchId" }],
    });
    const unknownReferee = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "manual",
      assignments: [{ matchId: first.id, refereeId: "zz" }],
    });
    expect(unknownReferee.status).toBe(404);
    expect(unknownReferee.body.error.code).toBe("REFEREE_NOT_FOUND");
    expect((await internal(view.id)).officials).toEqual(officials);

    // a valid hand change: swap the referees of the first two matches, and take one off
    const swapped = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "manual",
      assignments: [
        { matchId: first.id, refereeId: officials.assignments[second.id] },
        { matchId: second.id, refereeId: officials.assignments[first.id] },
        { matchId: ordered[2]?.id, refereeId: null },
      ],
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.officials.assignments[first.id]).toBe(officials.assignments[second.id]);
    expect(swapped.body.officials.assignments[second.id]).toBe(officials.assignments[first.id]);
    expect(swapped.body.unassigned).toEqual([ordered[2]?.id]);

    // regenerating the plan clears the assignments, the referees stay
    const regenerated = await as("PUT", "/api/v1/tment/plangen", { id: view.id, seed: "other-seed" });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.officials).toEqual({ referees, assignments: {} });

    // duplicating copies the referees (team referees too: the teams come along), not the assignments
    await as("PUT", "/api/v1/tment/refassign", { id: view.id, mode: "auto" });
    const copy = await as("POST", "/api/v1/tment/duplicate", { id: view.id });
    expect(copy.status).toBe(201);
    expect(copy.body.officials).toEqual({ referees, assignments: {} });

    // removing team 1 removes its referee and that referee's matches
    const assigned = (await internal(view.id)).officials;
    expect(Object.values(assigned.assignments)).toContain("team1");
    const teams = (await internal(view.id)).teams.filter((x) => x.id !== team);
    const shrunk = await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams });
    expect(shrunk.status).toBe(200);
    expect(shrunk.body.officials.referees.map((r: { id: string }) => r.id)).toEqual(["a", "b", "c"]);
    expect(Object.values(shrunk.body.officials.assignments)).not.toContain("team1");
    expect(Object.keys(shrunk.body.officials.assignments).length).toBe(
      Object.values(assigned.assignments).filter((id) => id !== "team1").length,
    );
  });

  it("a referee's reporter link enters its own matches only and dies with the referee", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 6, status: "published" });
    const referees = [
      { id: "r1", name: "Rita" },
      { id: "r2", name: "Rolf" },
    ];
    expect((await as("PUT", "/api/v1/tment/referees", { id: view.id, referees })).status).toBe(200);
    const assigned = await as("PUT", "/api/v1/tment/refassign", { id: view.id, mode: "auto" });
    expect(assigned.status).toBe(200);
    const assignments = assigned.body.officials.assignments as Record<string, string>;
    const mine = view.matches.find((m) => m.stage === "group" && assignments[m.id] === "r1") as MatchView;
    const theirs = view.matches.find((m) => m.stage === "group" && assignments[m.id] === "r2") as MatchView;

    const unknown = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "Ghost", refereeId: "r9" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("REFEREE_NOT_FOUND");
    const link = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "Rita", refereeId: "r1" });
    expect(link.status).toBe(201);
    expect(link.body.refereeId).toBe("r1");

    const reporter = caller(t.app, null, { "x-reporter-token": link.body.token });
    const session = await reporter("GET", "/api/v1/tment/reporter/session");
    expect(session.status).toBe(200);
    expect(session.body.link.refereeId).toBe("r1");
    expect(session.body.refereeMatches).toEqual(
      bySlot(view.matches.filter((m) => assignments[m.id] === "r1")).map((m) => m.id),
    );
    const enter = (matchId: string) =>
      reporter("PUT", "/api/v1/tment/update", {
        id: view.id,
        idempotencyKey: newKey(),
        planVersion: view.planVersion,
        results: [{ matchId, home: 2, away: 1 }],
      });
    const own = await enter(mine.id);
    expect(own.status).toBe(200);
    expect(own.body.applied).toEqual([mine.id]);
    const other = await enter(theirs.id);
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe("FORBIDDEN");
    expect((await internal(view.id)).results.map((r) => r.matchId)).toEqual([mine.id]);

    // removing the referee revokes the link at once
    const removed = await as("PUT", "/api/v1/tment/referees", { id: view.id, referees: [referees[1]] });
    expect(removed.status).toBe(200);
    expect(Object.values(removed.body.officials.assignments)).not.toContain("r1");
    expect((await reporter("GET", "/api/v1/tment/reporter/session")).status).toBe(401);
    expect((await enter(mine.id)).status).toBe(401);
    const links = await as("GET", `/api/v1/tment/reporter/list/${view.id}`);
    expect(links.body.links.find((l: { id: string }) => l.id === link.body.id)).toMatchObject({ active: false });
  });

  it("records and corrects cards with audit entries, and shows them publicly only when published", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 6, status: "published" });
    const match = view.matches.find((m) => m.stage === "group") as MatchView;
    const enter = (result: Record<string, unknown>) =>
      as("PUT", "/api/v1/tment/update", { id: view.id, idempotencyKey: newKey(), results: [result] });

    const off = await enter({ matchId: match.id, home: 1, away: 0, cards: cardsOf({ yellow: 1 }) });
    expect(off.status).toBe(400);
    expect(off.body.error).toMatchObject({ code: "CARDS_NOT_ENABLED", fields: [{ field: "results[0].cards" }] });
    expect((await internal(view.id)).results).toEqual([]);

    const enabled = await as("PUT", "/api/v1/tment/update3", { id: view.id, format: { discipline: DISCIPLINE } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.settings.discipline).toEqual(DISCIPLINE);

    const first = cardsOf({ yellow: 2 }, { red: 1 });
    expect((await enter({ matchId: match.id, home: 1, away: 0, cards: first, basedOn: null })).status).toBe(200);
    // a correction of the cards alone is a change of the result
    const corrected = cardsOf({ yellow: 1 }, { red: 1, secondYellow: 1 });
    const correction = await enter({
      matchId: match.id,
      home: 1,
      away: 0,
      cards: corrected,
      basedOn: { home: 1, away: 0, cards: first },
    });
    expect(correction.status).toBe(200);
    expect(correction.body.applied).toEqual([match.id]);
    // a screen that still shows the first card record is stale
    const stale = await enter({
      matchId: match.id,
      home: 1,
      away: 0,
      cards: cardsOf({ yellow: 3 }),
      basedOn: { home: 1, away: 0, cards: first },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("RESULT_CHANGED");
    expect(stale.body.error.conflicts[0].current).toEqual({ home: 1, away: 0, cards: corrected });
    // the same entry again changes nothing
    const repeated = await enter({ matchId: match.id, home: 1, away: 0, cards: corrected });
    expect(repeated.body.unchanged).toEqual([match.id]);

    const audit = await as("GET", `/api/v1/tment/audit/${view.id}`);
    const entries = audit.body.entries.filter((e: { matchId: string }) => e.matchId === match.id);
    expect(entries.map((e: { old: unknown; new: unknown }) => [e.old, e.new])).toEqual([
      [null, { matchId: match.id, home: 1, away: 0, cards: first }],
      [
        { matchId: match.id, home: 1, away: 0, cards: first },
        { matchId: match.id, home: 1, away: 0, cards: corrected },
      ],
    ]);
    expect((await internal(view.id)).results).toEqual([{ matchId: match.id, home: 1, away: 0, cards: corrected }]);

    // not public yet: no cards (and no fair-play points) anywhere the public looks
    const publicAnswers = async () => [
      (await caller(t.app, stranger)("GET", `/api/v1/tment/tmuser/${view.id}`)).body,
      (await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`)).body,
      (await caller(t.app, null)("GET", `/api/v1/auth/tmentp/${view.id}`)).body,
    ];
    for (const body of await publicAnswers()) {
      expect(JSON.stringify(body)).toContain(`"home":1`);
      expect(JSON.stringify(body)).not.toContain("cards");
      expect(JSON.stringify(body)).not.toContain("fairPlay");
    }
    // the reporter sees them (they enter them)
    const link = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "Desk" });
    const session = await caller(t.app, null, { "x-reporter-token": link.body.token })(
      "GET",
      "/api/v1/tment/reporter/session",
    );
    expect(session.body.cards).toBe(true);
    expect(session.body.tournament.results).toEqual([{ matchId: match.id, home: 1, away: 0, cards: corrected }]);

    const published = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: { discipline: { enabled: true, public: true } },
    });
    expect(published.status).toBe(200);
    const [visitor, page, plan] = await publicAnswers();
    expect(visitor.results).toEqual([{ matchId: match.id, home: 1, away: 0, cards: corrected }]);
    expect(page.matches.find((m: { id: string }) => m.id === match.id).result).toEqual({
      home: 1,
      away: 0,
      cards: corrected,
    });
    expect(JSON.stringify(plan)).toContain("cards");
  });

  it("fair play decides one level group, a stored shoot-out the other", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, {
      teams: 6,
      pitches: 2,
      status: "published",
      format: { groupCount: 2, knockout: "final", thirdPlace: false },
    });
    const order = ["points", "goalDifference", "goalsScored", "headToHead", "fairPlay", "shootout", "lot"];
    const refused = await as("PUT", "/api/v1/tment/update3", { id: view.id, format: { tieBreakOrder: order } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "INVALID_FORMAT",
      fields: [{ field: "format.tieBreakOrder" }],
    });
    const format = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: {
        tieBreakOrder: order,
        discipline: DISCIPLINE,
        fairPlayScale: { yellow: 1, secondYellow: 3, red: 4, yellowRed: 5 },
      },
    });
    expect(format.status).toBe(200);
    // fair play needs card recording: turning it off while the order uses fair play is refused
    const off = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: { discipline: { enabled: false, public: false } },
    });
    expect(off.status).toBe(400);
    expect(off.body.error.fields[0].field).toBe("format.tieBreakOrder");

    // every group match 1:1; in group A the first team is booked once per match (yellow), the second sent off
    // once per match (direct red), the third never: level on everything but fair play (2, 8 and 0 points)
    const group = view.matches.filter((m) => m.stage === "group");
    const groupA = group.filter((m) => m.group === "A");
    const teamsA = [...new Set(groupA.flatMap((m) => [m.home.teamId as string, m.away.teamId as string]))];
    expect(teamsA).toHaveLength(3);
    const bookings: Array<Partial<CardCounts>> = [{ yellow: 1 }, { red: 1 }, {}];
    const booked = (team: string | null) => bookings[teamsA.indexOf(team as string)] ?? {};
    const results = group.map((m) => ({
      matchId: m.id,
      home: 1,
      away: 1,
      cards: m.group === "A" ? cardsOf(booked(m.home.teamId), booked(m.away.teamId)) : cardsOf({}),
    }));
    const entered = await as("PUT", "/api/v1/tment/update", { id: view.id, idempotencyKey: newKey(), results });
    expect(entered.status).toBe(200);
    const fairPlayOrder = [teamsA[2], teamsA[0], teamsA[1]];
    let standings = (await internal(view.id)).standings;
    const tableA = standings.find((g) => g.group === "A");
    expect(tableA?.rows.map((r) => [r.teamId, r.reason])).toEqual(fairPlayOrder.map((id) => [id, "fairPlay"]));

    // group B: level on fair play too, so it is open until the shoot-out is stored
    const tableB = standings.find((g) => g.group === "B");
    expect(tableB?.unresolved).toHaveLength(1);
    const [x, y, z] = (tableB?.unresolved[0] ?? []) as [string, string, string];
    const shootout = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: {},
      tieDecisions: { groups: { B: { shootout: [z, x, y] } } },
    });
    expect(shootout.status).toBe(200);
    standings = shootout.body.standings;
    expect(standings.find((g) => g.group === "B")?.rows.map((r) => [r.teamId, r.reason])).toEqual([
      [z, "shootout"],
      [x, "shootout"],
      [y, "shootout"],
    ]);
    // the public sees the decided tables, without the fair-play points
    const page = (await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`)).body;
    expect(
      page.standings.find((g: { group: string }) => g.group === "A").rows.map((r: { reason: string }) => r.reason),
    ).toEqual(["fairPlay", "fairPlay", "fairPlay"]);
    expect(JSON.stringify(page)).not.toContain("cards");
  });
});
