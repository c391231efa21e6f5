// Funino festivals through the API: a ladder played round by round with its invariants checked after every round,
// the bench rotation, a withdrawal and a late arrival with regen, a corrected round, refusals, hidden results.
import type { FuninoRound } from "@kickoff/domain/funino-contracts.ts";
import { createRng } from "@kickoff/domain/random.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type FestivalView,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Organiser" });
});
afterAll(async () => {
  await t?.close();
});

type Outcome = "first" | "second" | "draw";

const enter = (view: FestivalView, round: number, game: number, outcome: Outcome | null, extra = {}) =>
  caller(t.app, owner)("POST", "/api/v1/funino/result", {
    id: view.id,
    round,
    game,
    outcome,
    planVersion: view.planVersion,
    idempotencyKey: newKey(),
    ...extra,
  });

/** Plays the current round with outcomes from `pick`; answers the festival after the round's last entry. */
async function playRound(view: FestivalView, pick: (game: number) => Outcome): Promise<FestivalView> {
  const round = view.rounds[view.currentRound - 1] as FuninoRound;
  let current = view;
  for (let g = 0; g < round.games.length; g++) {
    const res = await enter(current, round.round, g, pick(g));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    current = res.body.festival;
  }
  return current;
}

const teamsOf = (r: FuninoRound) => [...r.games.flatMap((g) => [g.first, g.second]), ...r.bench];

/** Ladder invariants between a played round and the next (no rematch avoidance: moves are exact). */
function checkLadderStep(played: FuninoRound, next: FuninoRound, pitches: number) {
  // Every team once per round, on one pitch or the bench.
  const all = teamsOf(next);
  expect(new Set(all).size).toBe(all.length);
  expect(next.games).toHaveLength(pitches);
  const positionIn = (r: FuninoRound, team: string) => r.games.findIndex((g) => g.first === team || g.second === team);
  played.games.forEach((g, k) => {
    const o = played.outcomes.find((x) => x.game === k);
    expect(o).toBeDefined();
    if (!o || o.outcome === "draw") {
      // A draw moves one team up and one down by the draw rule: both leave their pitch in opposite directions.
      const moves = [positionIn(next, g.first), positionIn(next, g.second)].sort((a, b) => a - b);
      expect(moves).toEqual([Math.max(0, k - 1), Math.min(pitches - 1, k + 1)]);
      return;
    }
    const winner = o.outcome === "first" ? g.first : g.second;
    const loser = o.outcome === "first" ? g.second : g.first;
    expect(positionIn(next, winner)).toBe(Math.max(0, k - 1));
    expect(positionIn(next, loser)).toBe(Math.min(pitches - 1, k + 1));
  });
}

describe("funino festival: the ladder through the API", () => {
  it("12 teams on 6 pitches play 7 rounds; winners climb, losers fall, nobody on two pitches", async () => {
    let view = await buildFestival(t.app, owner, {
      teams: 12,
      status: "published",
      config: { rounds: 7, avoidRematches: false, drawRule: "previousLoserAdvances" },
    });
    expect(view.pitches).toHaveLength(6);
    expect(view.roundCount).toBe(7);
    expect(view.rounds).toHaveLength(1);
    const rng = createRng("festival-12");
    const pick = (): Outcome => {
      const x = rng.next();
      return x < 0.45 ? "first" : x < 0.9 ? "second" : "draw";
    };
    for (let round = 1; round <= 7; round++) {
      expect(view.currentRound).toBe(round);
      view = await playRound(view, pick);
      if (round < 7) {
        expect(view.rounds).toHaveLength(round + 1);
        checkLadderStep(view.rounds[round - 1] as FuninoRound, view.rounds[round] as FuninoRound, 6);
      }
    }
    expect(view.currentRound).toBe(8);
    expect(view.rounds).toHaveLength(7);
    expect(view.status).toBe("running");
    // The audit trail has one entry per game.
    const audit = await caller(t.app, owner)("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.body.entries.filter((e: { funino?: unknown }) => e.funino)).toHaveLength(42);
  });

  it("rematch avoidance: fewer immediate rematches than without it", async () => {
    const rematches = async (avoid: boolean) => {
      let view = await buildFestival(t.app, owner, {
        teams: 8,
        status: "published",
        config: { rounds: 6, avoidRematches: avoid },
      });
      // The same outcomes for both: a seeded coin per game.
      const rng = createRng("rematches");
      for (let r = 1; r <= 6; r++) view = await playRound(view, () => (rng.next() < 0.5 ? "first" : "second"));
      const key = (a: string, b: string) => [a, b].sort().join("|");
      let count = 0;
      // A rematch: a pairing from one of the two rounds before.
      for (let r = 1; r < view.rounds.length; r++) {
        const recent = [view.rounds[r - 2], view.rounds[r - 1]].flatMap((x) => x?.games ?? []);
        const before = new Set(recent.map((g) => key(g.first, g.second)));
        count += (view.rounds[r] as FuninoRound).games.filter((g) => before.has(key(g.first, g.second))).length;
      }
      return count;
    };
    const without = await rematches(false);
    const withAvoidance = await rematches(true);
    expect(without).toBeGreaterThan(0);
    expect(withAvoidance).toBeLessThan(without);
  });

  it("13 teams: the bench rotates, nobody sits out twice before everybody has once", async () => {
    let view = await buildFestival(t.app, owner, { teams: 13, status: "published", config: { rounds: 14 } });
    expect(view.pitches).toHaveLength(6);
    const rng = createRng("bench");
    for (let r = 1; r <= 14; r++) view = await playRound(view, () => (rng.next() < 0.5 ? "first" : "second"));
    const benched = view.rounds.map((r) => r.bench);
    for (const b of benched) expect(b).toHaveLength(1);
    const firstThirteen = benched.slice(0, 13).flat();
    expect(new Set(firstThirteen).size).toBe(13);
  });

  it("a withdrawal and a late arrival between rounds: regen recomputes only the round not started", async () => {
    const as = caller(t.app, owner);
    let view = await buildFestival(t.app, owner, { teams: 12, status: "published", config: { rounds: 7 } });
    view = await playRound(view, () => "first");
    view = await playRound(view, () => "second");
    const roundsPlayed = JSON.stringify(view.rounds.slice(0, 2).map((r) => r.games));
    const leaving = (view.rounds[2] as FuninoRound).games[3]?.first as string;
    const kept = view.teams.filter((team) => team.id !== leaving && !team.withdrawn);
    const changed = await as("POST", "/api/v1/funino/updateteams", {
      id: view.id,
      teams: [...kept.map((team) => ({ id: team.id, name: team.name })), { name: "Late Lions" }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.planOutdated).toBe(true);
    const late = changed.body.teams.find((team: { name: string }) => team.name === "Late Lions").id as string;
    expect(changed.body.teams.find((team: { id: string }) => team.id === leaving)).toMatchObject({ withdrawn: true });
    const regen = await as("GET", `/api/v1/funino/regen/${view.id}`);
    expect(regen.status).toBe(200);
    expect(regen.body).toMatchObject({ fromRound: 3, added: [late], removed: [leaving] });
    expect(regen.body.moved).toContain(late);
    view = regen.body.festival;
    expect(view.planOutdated).toBe(false);
    expect(JSON.stringify(view.rounds.slice(0, 2).map((r) => r.games))).toBe(roundsPlayed);
    const third = teamsOf(view.rounds[2] as FuninoRound);
    expect(third).toContain(late);
    expect(third).not.toContain(leaving);
    expect(new Set(third).size).toBe(12);
    // The late team enters at the bottom.
    const bottom = (view.rounds[2] as FuninoRound).games.at(-1);
    expect([bottom?.first, bottom?.second]).toContain(late);
    view = await playRound(view, () => "first");
    expect(teamsOf(view.rounds[3] as FuninoRound)).not.toContain(leaving);
  });

  it("before the start regen draws the whole plan again", async () => {
    const view = await buildFestival(t.app, owner, { teams: 10 });
    const regen = await caller(t.app, owner)("GET", `/api/v1/funino/regen/${view.id}`);
    expect(regen.status).toBe(200);
    expect(regen.body.fromRound).toBe(1);
    expect(regen.body.festival.planVersion).toBeGreaterThan(view.planVersion);
  });

  it("a corrected round recomputes the next one (audited) until that one has started", async () => {
    const as = caller(t.app, owner);
    let view = await buildFestival(t.app, owner, { teams: 8, status: "published", config: { avoidRematches: false } });
    view = await playRound(view, () => "first");
    const before = view.rounds[1] as FuninoRound;
    const top = view.rounds[0]?.games[1] as { first: string; second: string };
    const fix = await enter(view, 1, 1, "second", { basedOn: "first" });
    expect(fix.status).toBe(200);
    expect(fix.body.computedRound).toBe(2);
    view = fix.body.festival;
    const after = view.rounds[1] as FuninoRound;
    expect(after).not.toEqual(before);
    // Game 1's second team won: it is now on the top pitch, the first team on pitch 3.
    expect([after.games[0]?.first, after.games[0]?.second]).toContain(top.second);
    expect([after.games[2]?.first, after.games[2]?.second]).toContain(top.first);
    const audit = await as("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.body.entries.at(-1)).toMatchObject({
      kind: "correction",
      funino: { round: 1, game: 1, old: { outcome: "first" }, new: { outcome: "second" } },
    });
    // Once round 2 has started (its clock ran), round 1 is closed.
    const started = await as("POST", "/api/v1/funino/clock", { id: view.id, action: "start", round: 2 });
    expect(started.status).toBe(200);
    expect(started.body.clock).toMatchObject({ round: 2, running: true });
    const late = await enter(started.body, 1, 0, "second");
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("ROUND_NOT_CURRENT");
  });

  it("refuses what does not fit: other rounds, missing games, stale plans, stale outcomes, wrong sizes", async () => {
    const as = caller(t.app, owner);
    const view = await buildFestival(t.app, owner, { teams: 8, status: "published" });
    const future = await enter(view, 3, 0, "first");
    expect([future.status, future.body.error.code]).toEqual([409, "ROUND_NOT_CURRENT"]);
    const noGame = await enter(view, 1, 9, "first");
    expect([noGame.status, noGame.body.error.code]).toEqual([400, "UNKNOWN_GAME"]);
    const stale = await enter({ ...view, planVersion: view.planVersion + 5 }, 1, 0, "first");
    expect([stale.status, stale.body.error.code]).toEqual([409, "PLAN_CHANGED"]);
    const mismatch = await enter(view, 1, 0, "first", { score: { first: 0, second: 2 } });
    expect([mismatch.status, mismatch.body.error.code]).toEqual([400, "SCORE_MISMATCH"]);
    // Two devices tap the same pitch at once: applied once.
    const [a, b] = await Promise.all([
      enter(view, 1, 0, "first", { basedOn: null }),
      enter(view, 1, 0, "first", { basedOn: null }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.applied, b.body.applied].sort()).toEqual([false, true]);
    // A device that did not see the first entry and wants another outcome is told, not silently applied.
    const other = await enter(view, 1, 0, "second", { basedOn: null });
    expect([other.status, other.body.error.code]).toEqual([409, "RESULT_CHANGED"]);
    // The same idempotency key replays the stored answer.
    const body = {
      id: view.id,
      round: 1,
      game: 1,
      outcome: "draw",
      planVersion: view.planVersion,
      idempotencyKey: newKey(),
    };
    const once = await as("POST", "/api/v1/funino/result", body);
    const again = await as("POST", "/api/v1/funino/result", body);
    expect([once.body.replayed, again.body.replayed]).toEqual([false, true]);
    expect(again.body.applied).toBe(true);
    const reused = await as("POST", "/api/v1/funino/result", { ...body, outcome: "first" });
    expect([reused.status, reused.body.error.code]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    // Limits: 64 teams, 40 rounds.
    const tooMany = await as("POST", "/api/v1/funino/create", {
      general: { name: "Huge", startDate: "2030-05-04" },
      teams: Array.from({ length: 65 }, (_, i) => ({ name: `T${i}` })),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.error.fields)).toContain("teams");
    const tooLong = await as("POST", "/api/v1/funino/update", { id: view.id, config: { rounds: 41 } });
    expect(tooLong.status).toBe(400);
    // A day that is not on the calendar is named, not a server error.
    for (const startDate of ["2030-13-45", "2030-02-31"]) {
      const impossible = await as("POST", "/api/v1/funino/create", {
        general: { name: "Never", startDate },
        teams: [{ name: "A" }, { name: "B" }],
      });
      expect(impossible.status).toBe(400);
      expect(impossible.body.error.fields).toEqual([{ field: "general.startDate", message: expect.any(String) }]);
    }
    // Structure is fixed once played.
    const restructure = await as("POST", "/api/v1/funino/update", {
      id: view.id,
      config: { ...view.config, planType: "fixed" },
    });
    expect([restructure.status, restructure.body.error.code]).toEqual([409, "FESTIVAL_STARTED"]);
    // A draft takes no outcomes.
    const draft = await buildFestival(t.app, owner, { teams: 4 });
    const early = await enter(draft, 1, 0, "first");
    expect([early.status, early.body.error.code]).toEqual([409, "TOURNAMENT_NOT_PUBLISHED"]);
  });

  it("the draw rule 'decision' needs the team that moves up", async () => {
    const view = await buildFestival(t.app, owner, { teams: 4, status: "published", config: { drawRule: "decision" } });
    const game = view.rounds[0]?.games[0] as { first: string; second: string };
    const undecided = await enter(view, 1, 0, "draw");
    expect([undecided.status, undecided.body.error.code]).toEqual([400, "DECISION_REQUIRED"]);
    const decided = await enter(view, 1, 0, "draw", { decidedWinner: game.second });
    expect(decided.status).toBe(200);
  });

  it("the fixed plan: every round planned at once, no team twice in a round", async () => {
    const view = await buildFestival(t.app, owner, { teams: 9, config: { planType: "fixed", rounds: 4 } });
    expect(view.rounds.length).toBeGreaterThanOrEqual(4);
    for (const r of view.rounds) {
      const all = teamsOf(r);
      expect(new Set(all).size).toBe(9);
      expect(all).toHaveLength(9);
    }
    const met = new Map<string, number>();
    for (const r of view.rounds)
      for (const g of r.games) {
        met.set(g.first, (met.get(g.first) ?? 0) + 1);
        met.set(g.second, (met.get(g.second) ?? 0) + 1);
      }
    const games = [...met.values()];
    expect(Math.max(...games) - Math.min(...games)).toBeLessThanOrEqual(1);
  });

  it("hidden results never leave the server; public results do", async () => {
    const anon = caller(t.app, null);
    let hidden = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    hidden = await playRound(hidden, () => "first");
    const page = await anon("GET", `/api/v1/auth/funino/${hidden.id}`);
    expect(page.status).toBe(200);
    expect(page.body.rounds.every((r: FuninoRound) => r.outcomes.length === 0)).toBe(true);
    expect(JSON.stringify(page.body)).not.toMatch(/"outcome":|"score":|"decidedWinner":|strength/);
    expect(page.body.currentRound).toBe(2);
    expect(typeof page.body.serverNow).toBe("number");
    const plan = await anon("GET", `/api/v1/auth/funinop/${hidden.id}`);
    expect(JSON.stringify(plan.body)).not.toContain('"outcome":');
    let open = await buildFestival(t.app, owner, { teams: 6, status: "published", config: { publicResults: true } });
    open = await playRound(open, () => "second");
    const shown = await anon("GET", `/api/v1/auth/funino/${open.id}`);
    expect(shown.body.rounds[0].outcomes).toHaveLength(3);
  });

  it("the live event of a round's last outcome carries the next round's pitches, never an outcome", async () => {
    let view = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    const events: unknown[] = [];
    let arrived: () => void = () => {};
    const withRound = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const stop = t.app.live.subscribe("tournament", view.id, (event) => {
      events.push(event);
      if (event.festival) arrived();
    });
    try {
      view = await playRound(view, () => "second");
      await withRound;
    } finally {
      stop();
    }
    const event = events.find((e) => (e as { festival?: unknown }).festival) as { festival: unknown };
    const next = view.rounds[1] as FuninoRound;
    expect(event.festival).toEqual({
      currentRound: 2,
      round: { round: 2, games: next.games, bench: next.bench },
    });
    expect(JSON.stringify(events)).not.toMatch(/"outcome"|"score"/);
  });

  it("festivals and tournaments keep to their own calls", async () => {
    const as = caller(t.app, owner);
    const festival = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    const tournament = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const onFestival = await as("PUT", "/api/v1/tment/plangen", { id: festival.id });
    expect([onFestival.status, onFestival.body.error.code]).toEqual([409, "WRONG_MODE"]);
    const results = await as("PUT", "/api/v1/tment/update", {
      id: festival.id,
      idempotencyKey: newKey(),
      results: [{ matchId: "A1", home: 1, away: 0 }],
    });
    expect([results.status, results.body.error.code]).toEqual([409, "WRONG_MODE"]);
    const onTournament = await as("POST", "/api/v1/funino/updateteams", { id: tournament.id, teams: [] });
    expect([onTournament.status, onTournament.body.error.code]).toEqual([409, "WRONG_MODE"]);
    expect((await as("GET", `/api/v1/funino/${tournament.id}`)).body.error.code).toBe("WRONG_MODE");
    expect((await caller(t.app, null)("GET", `/api/v1/auth/funino/${tournament.id}`)).status).toBe(404);
    expect((await caller(t.app, null)("GET", `/api/v1/auth/funino/exist/${tournament.id}`)).body).toEqual({
      exists: false,
    });
    // The dashboard and the tournament view say which is which.
    const internal = await as("GET", `/api/v1/tment/tmuser/${festival.id}?view=internal`);
    expect(internal.body.mode).toBe("funino");
    // A festival duplicates as a festival with a fresh draw and no outcomes.
    const copy = await as("POST", "/api/v1/tment/duplicate", { id: festival.id, name: "Next year" });
    expect(copy.status).toBe(201);
    const copied = await as("GET", `/api/v1/funino/${copy.body.id}`);
    expect(copied.body).toMatchObject({ status: "draft", currentRound: 1 });
    expect(copied.body.rounds).toHaveLength(1);
    // The dashboard lists festivals with their mode.
    const list = await as("GET", "/api/v1/tment/getalltment/me");
    if (list.status === 200)
      expect(list.body.items.find((i: { id: string }) => i.id === festival.id)?.mode).toBe("funino");
  });
});
