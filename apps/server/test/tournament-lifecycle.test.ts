import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
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
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Olivia Owner" });
});
afterAll(async () => {
  await t?.close();
});

const seedOf = (view: InternalView, teamId: string | null) =>
  Number(view.teams.find((x) => x.id === teamId)?.name.replace("Team ", ""));

/** The stronger team (lower seed) wins 2:0 — standings are decided by points alone. */
const strongerWins = (view: InternalView, m: MatchView) => {
  const homeStronger = seedOf(view, m.home.teamId) < seedOf(view, m.away.teamId);
  return { matchId: m.id, home: homeStronger ? 2 : 0, away: homeStronger ? 0 : 2 };
};

describe(`tournament lifecycle through the API on ${engine()}`, () => {
  it("create → teams → format → times → plangen → publish → results (idempotent) → standings → knockout → finish → audited correction", async () => {
    const as = caller(t.app, owner);
    const created = await as("POST", "/api/v1/tment/create", {
      name: "Spring Cup",
      startDate: "2030-05-04",
      visibility: "public",
      venue: { name: "Sportpark Nord" },
      ageGroup: { label: "U11", ageRange: { oldestBirthYear: 2019 } },
      registration: { open: true, maxTeams: 8, feeNote: "20 EUR" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ view: "internal", status: "draft", role: "owner", visibility: "public" });
    expect(created.body.abilities).toEqual({
      edit: true,
      enterResults: true,
      changeStatus: true,
      delete: true,
      manageEditors: true,
      manageReporters: true,
    });
    const id = created.body.id as string;

    const teams = await as("PUT", "/api/v1/tment/ueditteams", {
      id,
      teams: Array.from({ length: 8 }, (_, i) => ({ name: `Team ${i + 1}`, seed: i + 1, club: `Club ${i + 1}` })),
    });
    expect(teams.status).toBe(200);
    expect(teams.body.teams).toHaveLength(8);

    const format = await as("PUT", "/api/v1/tment/update3", {
      id,
      format: { mode: "groupsKnockout", groupCount: 2, seeding: "snake", knockout: "semiFinal", thirdPlace: true },
    });
    expect(format.status).toBe(200);
    expect(format.body.settings).toMatchObject({ groupCount: 2, knockout: "semiFinal" });

    const times = await as("PUT", "/api/v1/tment/updateTime", {
      id,
      firstKickoff: "2030-05-04T09:00",
      matchMinutes: { group: 10, semiFinal: 12, final: 15 },
      breakMinutes: 2,
      pauseBeforeFinalsMinutes: 10,
      pitches: [
        { id: "p1", name: "1" },
        { id: "p2", name: "2" },
      ],
    });
    expect(times.status).toBe(200);

    const planned = await as("PUT", "/api/v1/tment/plangen", { id, seed: "s1" });
    expect(planned.status).toBe(200);
    let view = planned.body as InternalView;
    // 2 groups of 4: 2 × 6 group matches, 2 semi-finals, third place, final.
    expect(view.matches).toHaveLength(16);
    expect(view.matches.filter((m) => m.stage === "group")).toHaveLength(12);
    expect(view.planVersion).toBe(1);
    expect(view.matches[0]).toMatchObject({ start: "2030-05-04T09:00" });

    // Times reflow, pairings stay.
    const pairings = (v: InternalView) =>
      v.matches.map((m) => `${m.id}:${m.home.teamId}-${m.away.teamId}@${m.slot}/${m.pitch}`).sort();
    const reflowed = await as("PUT", "/api/v1/tment/updateTime", {
      id,
      firstKickoff: "2030-05-04T10:30",
      matchMinutes: { group: 12, semiFinal: 12, final: 15 },
      breakMinutes: 3,
      pauseBeforeFinalsMinutes: 10,
      pitches: [
        { id: "p1", name: "1" },
        { id: "p2", name: "2" },
      ],
    });
    expect(reflowed.status).toBe(200);
    expect(pairings(reflowed.body)).toEqual(pairings(view));
    expect(reflowed.body.matches.find((m: MatchView) => m.slot === 0).start).toBe("2030-05-04T10:30");
    view = reflowed.body;

    // Manual order: swap the pitches of two matches in one slot (engine-validated), version bumps.
    const slot0 = view.matches.filter((m) => m.slot === 0);
    const swapped = await as("PUT", "/api/v1/tment/updateo", {
      id,
      planVersion: view.planVersion,
      op: "swap",
      matchA: slot0[0]?.id,
      matchB: slot0[1]?.id,
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.planVersion).toBe(view.planVersion + 1);
    expect(swapped.body.matches.find((m: MatchView) => m.id === slot0[0]?.id).pitch).toBe(slot0[1]?.pitch);
    // A stale plan version is refused.
    const stale = await as("PUT", "/api/v1/tment/updateo", {
      id,
      planVersion: view.planVersion,
      op: "swap",
      matchA: slot0[0]?.id,
      matchB: slot0[1]?.id,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("PLAN_CHANGED");
    view = swapped.body;

    // Results are refused in draft.
    const group = view.matches.filter((m) => m.stage === "group");
    const early = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [strongerWins(view, group[0] as MatchView)],
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("TOURNAMENT_NOT_PUBLISHED");

    const published = await as("PUT", "/api/v1/tment/status", { id, status: "published" });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe("published");

    // First result with a key; the replay of the same entry is answered, not applied again.
    const key = newKey();
    const first = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: key,
      results: [strongerWins(view, group[0] as MatchView)],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applied: [group[0]?.id], replayed: false, status: "running" });
    const replay = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: key,
      results: [strongerWins(view, group[0] as MatchView)],
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ applied: [group[0]?.id], replayed: true });
    const reused = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: key,
      results: [{ matchId: group[0]?.id, home: 5, away: 5 }],
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    let audit = await as("GET", `/api/v1/tment/audit/${id}`);
    expect(audit.body.entries).toHaveLength(1);

    // Regenerating over results needs explicit confirmation.
    const regen = await as("PUT", "/api/v1/tment/plangen", { id });
    expect(regen.status).toBe(409);
    expect(regen.body.error.code).toBe("RESULTS_EXIST");

    // Knockout results before the teams are known are refused.
    const sf = view.matches.filter((m) => m.stage === "semiFinal");
    const tooEarly = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [{ matchId: sf[0]?.id, home: 1, away: 0 }],
    });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error.code).toBe("MATCH_NOT_READY");

    // The remaining group matches in one entry.
    const rest = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: group.slice(1).map((m) => strongerWins(view, m)),
    });
    expect(rest.status).toBe(200);
    expect(rest.body.applied).toHaveLength(11);
    expect(rest.body.knockoutChanges.length).toBe(4);

    const afterGroups = await as("GET", `/api/v1/tment/tmuser/${id}?view=internal`);
    view = afterGroups.body;
    expect(view.status).toBe("running");
    expect(view.results).toHaveLength(12);
    // Standings: every group complete, the strongest (lowest seed) team of each group first with 9 points.
    for (const g of view.standings) {
      expect(g.complete).toBe(true);
      expect(g.rows.map((r) => r.points)).toEqual([9, 6, 3, 0]);
      const seeds = g.rows.map((r) => seedOf(view, r.teamId));
      expect(seeds).toEqual([...seeds].sort((a, b) => a - b));
    }
    // Knockout filled: semi-finals are 1st A – 2nd B and 1st B – 2nd A (cross pairings).
    const winners = new Map(view.standings.map((g) => [g.group, g.rows.map((r) => r.teamId)]));
    const semis = view.matches.filter((m) => m.stage === "semiFinal");
    const semiTeams = semis.flatMap((m) => [m.home.teamId, m.away.teamId]).sort();
    expect(semiTeams).toEqual(
      [winners.get("A")?.[0], winners.get("A")?.[1], winners.get("B")?.[0], winners.get("B")?.[1]].sort(),
    );

    // A knockout draw needs penalties.
    const draw = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [{ matchId: semis[0]?.id, home: 1, away: 1 }],
    });
    expect(draw.status).toBe(400);
    expect(draw.body.error.code).toBe("KNOCKOUT_NEEDS_WINNER");

    const semiEntry = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: semis.map((m) => ({ matchId: m.id, home: 1, away: 1, penalties: { home: 4, away: 3 } })),
    });
    expect(semiEntry.status).toBe(200);
    view = (await as("GET", `/api/v1/tment/tmuser/${id}`)).body;
    const final = view.matches.find((m) => m.placeFor === 1) as MatchView;
    const third = view.matches.find((m) => m.placeFor === 3) as MatchView;
    expect([final.home.teamId, final.away.teamId].sort()).toEqual(semis.map((m) => m.home.teamId).sort());
    expect([third.home.teamId, third.away.teamId].sort()).toEqual(semis.map((m) => m.away.teamId).sort());

    const finals = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [
        { matchId: final.id, home: 3, away: 1 },
        { matchId: third.id, home: 0, away: 2 },
      ],
    });
    expect(finals.status).toBe(200);

    // Finish: read-only except corrections.
    const finished = await as("PUT", "/api/v1/tment/status", { id, status: "finished" });
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe("finished");
    const locked = await as("PUT", "/api/v1/tment/ueditteams", { id, teams: view.teams });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe("TOURNAMENT_READ_ONLY");
    const regenLocked = await as("PUT", "/api/v1/tment/plangen", { id, confirmOverwriteResults: true });
    expect(regenLocked.status).toBe(409);

    const correction = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [{ matchId: final.id, home: 3, away: 2 }],
    });
    expect(correction.status).toBe(200);
    expect(correction.body.applied).toEqual([final.id]);

    audit = await as("GET", `/api/v1/tment/audit/${id}`);
    expect(audit.status).toBe(200);
    // 1 + 11 group results, 2 semis, final and third place, 1 correction: the replayed entry counted once.
    expect(audit.body.entries).toHaveLength(17);
    const last = audit.body.entries.find((e: { kind: string }) => e.kind === "correction");
    expect(last).toMatchObject({
      matchId: final.id,
      user: { id: owner.id, displayName: "Olivia Owner" },
      old: { matchId: final.id, home: 3, away: 1 },
      new: { matchId: final.id, home: 3, away: 2 },
    });

    const archived = await as("PUT", "/api/v1/tment/status", { id, status: "archived" });
    expect(archived.status).toBe(200);
    const noMore = await as("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [{ matchId: final.id, home: 4, away: 2 }],
    });
    expect(noMore.status).toBe(409);
    expect(noMore.body.error.code).toBe("TOURNAMENT_READ_ONLY");
  });

  it("regenerates over results only with confirmation, auditing the removed results", async () => {
    const view = await buildTournament(t.app, owner, { status: "published" });
    const as = caller(t.app, owner);
    const m = view.matches.find((x) => x.stage === "group") as MatchView;
    await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: m.id, home: 1, away: 0 }],
    });
    const refused = await as("PUT", "/api/v1/tment/plangen", { id: view.id });
    expect(refused.status).toBe(409);
    const regen = await as("PUT", "/api/v1/tment/plangen", { id: view.id, confirmOverwriteResults: true });
    expect(regen.status).toBe(200);
    expect(regen.body.results).toEqual([]);
    expect(regen.body.planVersion).toBe(view.planVersion + 1);
    const audit = await as("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.body.entries.map((e: { kind: string }) => e.kind)).toEqual(["entry", "regenerate"]);
    // An entry made against the old plan version is refused.
    const stale = await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      planVersion: view.planVersion,
      results: [{ matchId: m.id, home: 1, away: 0 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("PLAN_CHANGED");
  });

  it("once results exist, a team the plan names cannot be removed (409 TEAM_IN_PLAN); renaming and adding stay allowed", async () => {
    const view = await buildTournament(t.app, owner, { status: "running" });
    const as = caller(t.app, owner);
    const m = view.matches.find((x) => x.stage === "group") as MatchView;
    const entered = await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: m.id, home: 3, away: 1 }],
    });
    expect(entered.status).toBe(200);
    const [first, ...rest] = view.teams;
    const removed = await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams: rest });
    expect(removed.status).toBe(409);
    expect(removed.body.error.code).toBe("TEAM_IN_PLAN");
    expect(removed.body.error.message).toContain(first?.name);
    const after = await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    expect(after.body.teams).toEqual(view.teams);

    const renamed = view.teams.map((x, i) => (i === 0 ? { ...x, name: "Renamed FC" } : x));
    const ok = await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams: [...renamed, { name: "Late FC" }] });
    expect(ok.status).toBe(200);
    expect(ok.body.teams.map((x: { name: string }) => x.name)).toContain("Renamed FC");
    // After regenerating with confirmation (results cleared), the team can go.
    expect((await as("PUT", "/api/v1/tment/plangen", { id: view.id, confirmOverwriteResults: true })).status).toBe(200);
    const now = (await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).body.teams as InternalView["teams"];
    expect((await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams: now.slice(1) })).status).toBe(200);
  });

  it("concurrent entries with one idempotency key are applied once", async () => {
    const view = await buildTournament(t.app, owner, { status: "running" });
    const as = caller(t.app, owner);
    const m = view.matches.find((x) => x.stage === "group") as MatchView;
    const key = newKey();
    const body = { id: view.id, idempotencyKey: key, results: [{ matchId: m.id, home: 2, away: 1 }] };
    const answers = await Promise.all([
      as("PUT", "/api/v1/tment/update", body),
      as("PUT", "/api/v1/tment/update", body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.replayed).sort()).toEqual([false, true]);
    const audit = await as("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.body.entries).toHaveLength(1);
  });

  it("team and format changes after planning mark the plan outdated; fixed groups are honoured", async () => {
    const view = await buildTournament(t.app, owner, { teams: 6 });
    const as = caller(t.app, owner);
    const renamed = await as("PUT", "/api/v1/tment/ueditteams", {
      id: view.id,
      teams: view.teams.map((x, i) => ({ ...x, name: `Renamed ${i}` })),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.planOutdated).toBe(false);
    const grouped = await as("PUT", "/api/v1/tment/ueditteams", {
      id: view.id,
      teams: renamed.body.teams.map((x: { id: string }, i: number) => ({ ...x, group: i < 3 ? "A" : "B" })),
    });
    expect(grouped.body.planOutdated).toBe(true);
    const regen = await as("PUT", "/api/v1/tment/plangen", { id: view.id });
    expect(regen.status).toBe(200);
    expect(regen.body.planOutdated).toBe(false);
    const inA = new Set(grouped.body.teams.slice(0, 3).map((x: { id: string }) => x.id));
    for (const m of regen.body.matches.filter((x: MatchView) => x.group === "A")) {
      expect(inA.has(m.home.teamId)).toBe(true);
      expect(inA.has(m.away.teamId)).toBe(true);
    }
    const unknown = await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams: [{ id: "nope", name: "X" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("UNKNOWN_TEAM");
    const tooFew = await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams: [{ name: "Alone" }] });
    expect(tooFew.status).toBe(200);
    const noPlan = await as("PUT", "/api/v1/tment/plangen", { id: view.id });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.error.code).toBe("NOT_ENOUGH_TEAMS");
  });
});
