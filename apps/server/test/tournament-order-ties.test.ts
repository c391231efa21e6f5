// Manual order (updateo) refusals and the organiser's tie decisions (update3 tieDecisions) through the API.
import type { GroupStandings } from "@kickoff/domain/tournament-views.ts";
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
  owner = await createUser(t.database, { displayName: "Tess Ties" });
});
afterAll(async () => {
  await t?.close();
});

type Standings = GroupStandings[];

describe(`manual order and tie decisions on ${engine()}`, () => {
  it("updateo refuses an edit that breaks a hard rule or moves a played match, and changes nothing", async () => {
    const as = caller(t.app, owner);
    // one group of four on one pitch, then the final: A1…A6, F
    const view = await buildTournament(t.app, owner, {
      teams: 4,
      pitches: 1,
      status: "published",
      format: { groupCount: 1, knockout: "final", thirdPlace: false },
    });
    const bySlot = [...view.matches].sort((a, b) => a.slot - b.slot);
    const [first, second] = bySlot as [MatchView, MatchView];
    const final = view.matches.find((m) => m.stage === "final") as MatchView;

    const behindFinal = await as("PUT", "/api/v1/tment/updateo", {
      id: view.id,
      planVersion: view.planVersion,
      op: "move",
      matchId: first.id,
      slot: final.slot + 1,
      pitch: "p1",
    });
    expect(behindFinal.status).toBe(409);
    expect(behindFinal.body.error).toMatchObject({
      code: "PLAN_EDIT_REFUSED",
      message: `${final.id} would start before ${first.id} has ended`,
      reason: { key: "edit.feederNotFinished", params: { match: final.id, feeder: first.id } },
    });

    const occupied = await as("PUT", "/api/v1/tment/updateo", {
      id: view.id,
      op: "move",
      matchId: first.id,
      slot: second.slot,
      pitch: "p1",
    });
    expect(occupied.status).toBe(409);
    expect(occupied.body.error.code).toBe("PLAN_EDIT_REFUSED");

    const played = await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: first.id, home: 1, away: 0 }],
    });
    expect(played.status).toBe(200);
    const started = await as("PUT", "/api/v1/tment/updateo", {
      id: view.id,
      op: "swap",
      matchA: first.id,
      matchB: second.id,
    });
    expect(started.status).toBe(409);
    expect(started.body.error).toMatchObject({ code: "PLAN_EDIT_REFUSED", message: `${first.id} has already started` });

    const after = await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    expect(after.body.planVersion).toBe(view.planVersion);
    expect(after.body.matches.map((m: MatchView) => [m.id, m.slot])).toEqual(view.matches.map((m) => [m.id, m.slot]));

    // a valid swap of two unplayed group matches goes through and bumps the version
    const [, , third, fourth] = bySlot as MatchView[];
    const swapped = await as("PUT", "/api/v1/tment/updateo", {
      id: view.id,
      planVersion: view.planVersion,
      op: "swap",
      matchA: third?.id,
      matchB: fourth?.id,
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.planVersion).toBe(view.planVersion + 1);
    expect(swapped.body.matches.find((m: MatchView) => m.id === third?.id).slot).toBe(fourth?.slot);
  });

  it("update3 stores an override or a lot for a perfect tie, the tables follow, and clearing brings the tie back", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, {
      teams: 3,
      pitches: 1,
      status: "published",
      format: { mode: "roundRobin" },
    });
    const entered = await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: view.matches.map((m) => ({ matchId: m.id, home: 2, away: 2 })),
    });
    expect(entered.status).toBe(200);
    const read = async () => (await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).body as InternalView;
    const level = (await read()).standings;
    expect(level[0]?.complete).toBe(true);
    expect(level[0]?.unresolved).toHaveLength(1);
    expect(level[0]?.rows.every((r) => r.reason === "unresolved")).toBe(true);
    const [x, y, z] = view.teams.map((team) => team.id) as [string, string, string];

    const override = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: {},
      tieDecisions: { groups: { A: { override: [z, x, y] } } },
    });
    expect(override.status).toBe(200);
    const decided = override.body.standings as Standings;
    expect(decided[0]?.unresolved).toEqual([]);
    expect(decided[0]?.rows.map((r) => [r.teamId, r.reason])).toEqual([
      [z, "override"],
      [x, "override"],
      [y, "override"],
    ]);
    expect(override.body.tieDecisions).toEqual({ groups: { A: { override: [z, x, y] } } });
    // the empty format changed nothing of the format and did not mark the plan outdated
    expect(override.body.settings).toEqual(view.settings);
    expect(override.body.planOutdated).toBe(false);

    // the default (DFB) rules end with the lot: a stored lot decides before any override
    const lot = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: {},
      tieDecisions: { groups: { A: { lot: [y, z, x] } } },
    });
    expect(lot.status).toBe(200);
    expect((lot.body.standings as Standings)[0]?.rows.map((r) => [r.teamId, r.reason])).toEqual([
      [y, "lot"],
      [z, "lot"],
      [x, "lot"],
    ]);

    const cleared = await as("PUT", "/api/v1/tment/update3", { id: view.id, format: {}, tieDecisions: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.body.tieDecisions).toEqual({});
    expect((cleared.body.standings as Standings)[0]?.unresolved).toHaveLength(1);
  });

  it("a lot across groups decides which runner-up reaches the semi-finals", async () => {
    const as = caller(t.app, owner);
    // 3 groups of 3: the winners and the best runner-up play the semi-finals
    const view = await buildTournament(t.app, owner, {
      teams: 9,
      pitches: 2,
      status: "published",
      format: { groupCount: 3, knockout: "semiFinal", thirdPlace: false },
    });
    const group = view.matches.filter((m) => m.stage === "group");
    const seed = (id: string | null) => Number(view.teams.find((team) => team.id === id)?.name.replace("Team ", ""));
    // in every group the strongest team wins 1:0 against both others, who draw 0:0
    const winners = new Map<string, string>();
    for (const m of group) {
      const best = [...group.filter((g) => g.group === m.group).flatMap((g) => [g.home.teamId, g.away.teamId])].sort(
        (a, b) => seed(a) - seed(b),
      )[0] as string;
      winners.set(m.group as string, best);
    }
    const results = group.map((m) => {
      const best = winners.get(m.group as string);
      return {
        matchId: m.id,
        home: m.home.teamId === best ? 1 : 0,
        away: m.away.teamId === best ? 1 : 0,
      };
    });
    const entered = await as("PUT", "/api/v1/tment/update", { id: view.id, idempotencyKey: newKey(), results });
    expect(entered.status).toBe(200);
    let current = (await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).body as InternalView;
    const standings = current.standings;
    // the two others of each group are level; decide each by hand (the higher seed second)
    const groups: Record<string, { override: string[] }> = {};
    for (const g of standings) {
      const level = g.unresolved[0] ?? [];
      groups[g.group] = { override: [...level].sort((a, b) => seed(a) - seed(b)) };
    }
    const secondOf = Object.values(groups).map((d) => d.override[0] as string);
    const bestOfRank = (v: InternalView) =>
      v.matches
        .flatMap((m) => [m.home, m.away])
        .find((s) => (s.placeholder as { kind?: string } | null)?.kind === "bestOfRank");
    const byGroups = await as("PUT", "/api/v1/tment/update3", { id: view.id, format: {}, tieDecisions: { groups } });
    expect(byGroups.status).toBe(200);
    current = byGroups.body;
    // the three runners-up are level across the groups: nobody is drawn into the semi-final yet
    expect(bestOfRank(current)?.teamId).toBeNull();

    const lucky = secondOf[2] as string;
    const lot = [lucky, ...secondOf.filter((team) => team !== lucky)];
    const across = await as("PUT", "/api/v1/tment/update3", {
      id: view.id,
      format: {},
      tieDecisions: { groups, acrossGroups: { "2": { lot } } },
    });
    expect(across.status).toBe(200);
    expect(bestOfRank(across.body)?.teamId).toBe(lucky);
  });
});
