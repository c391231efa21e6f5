// Match officials (issue 18): the referee list and who leads which match. Written under the row lock like the
// plan, without a revision bump: officials are never in a public payload, so the public cache stays valid.
import type { Match } from "@kickoff/domain/contracts.ts";
import { assignmentConflict, autoAssignReferees } from "@kickoff/domain/officials.ts";
import type { AssignReferees, Officials, UpdateReferees } from "@kickoff/domain/officials-contracts.ts";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict, notFound } from "../lib/errors.ts";
import { revokeRefereeLinks, updateTournament } from "../repositories/tournaments.ts";
import { type Caller, checkPlanVersion, mutate, requireEditable, requireNormal } from "./tournament-service.ts";
import { type TournamentState, withoutReferees } from "./tournament-state.ts";

/** What both officials calls answer: the stored officials and the matches still to be played without a referee. */
export type OfficialsChange = { officials: Officials; unassigned: string[] };

const fieldError = (code: "UNKNOWN_TEAM" | "UNKNOWN_MATCH", field: string, problem: string) =>
  badRequest(code, `${field}: ${problem}`, { fields: [{ field, message: problem }] });

/** Scheduled matches (not started, no result) that nobody leads, in plan order. */
const openMatches = (matches: readonly Match[], officials: Officials) =>
  matches.filter((m) => m.status === "scheduled" && !officials.assignments[m.id]).map((m) => m.id);

/**
 * Replaces the referee list. Team referees must name teams of the tournament; a referee left out loses their
 * matches and their reporter links are revoked (in the same transaction).
 */
export async function updateReferees(db: Db, caller: Caller, input: UpdateReferees) {
  return mutate(db, caller, input.id, "edit", async (tx, state): Promise<OfficialsChange> => {
    requireNormal(state);
    requireEditable(state);
    const teams = new Set(state.teams.map((t) => t.id));
    for (const [i, r] of input.referees.entries())
      if (r.teamId && !teams.has(r.teamId))
        throw fieldError("UNKNOWN_TEAM", `referees[${i}].teamId`, `no team ${r.teamId} in this tournament`);
    const kept = new Set(input.referees.map((r) => r.id));
    const removed = new Set(state.officials.referees.filter((r) => !kept.has(r.id)).map((r) => r.id));
    const officials: Officials = {
      referees: input.referees,
      assignments: withoutReferees(state.officials, removed).assignments,
    };
    await revokeRefereeLinks(tx, state.id, [...removed]);
    await updateTournament(tx, state.id, { officials });
    return { officials, unassigned: openMatches(state.matches, officials) };
  });
}

/**
 * Applies hand assignments as one change: every named match must exist (400) and every named referee too (404);
 * then each new assignment is checked against all the others as they will be (so a batch may swap two referees),
 * and the first broken rule refuses the whole call with 409 REFEREE_CONFLICT and its reason.
 */
function assignByHand(state: TournamentState, entries: Extract<AssignReferees, { mode: "manual" }>["assignments"]) {
  const matchIds = new Set(state.matches.map((m) => m.id));
  const refereeIds = new Set(state.officials.referees.map((r) => r.id));
  const assignments = { ...state.officials.assignments };
  for (const [i, e] of entries.entries()) {
    if (!matchIds.has(e.matchId))
      throw fieldError("UNKNOWN_MATCH", `assignments[${i}].matchId`, `no match ${e.matchId} in this plan`);
    if (e.refereeId === null) {
      delete assignments[e.matchId];
      continue;
    }
    if (!refereeIds.has(e.refereeId))
      throw notFound("REFEREE_NOT_FOUND", `assignments[${i}].refereeId: no referee ${e.refereeId} in this tournament`);
    assignments[e.matchId] = e.refereeId;
  }
  const officials: Officials = { referees: state.officials.referees, assignments };
  for (const matchId of new Set(entries.map((e) => e.matchId))) {
    const refereeId = assignments[matchId];
    if (!refereeId) continue;
    const others = Object.fromEntries(Object.entries(assignments).filter(([id]) => id !== matchId));
    const reason = assignmentConflict(state.matches, { ...officials, assignments: others }, matchId, refereeId);
    if (reason) throw new AppError(409, "REFEREE_CONFLICT", reason.text, reason);
  }
  return officials;
}

/**
 * Assigns referees by hand or automatically (every match still to be played gets the eligible referee with the
 * fewest matches; started and finished ones keep theirs). `planVersion` guards against a plan changed meanwhile.
 */
export async function assignReferees(db: Db, caller: Caller, input: AssignReferees) {
  return mutate(db, caller, input.id, "edit", async (tx, state): Promise<OfficialsChange> => {
    requireNormal(state);
    requireEditable(state);
    checkPlanVersion(state, input.planVersion);
    if (!state.matches.length) throw conflict("NO_PLAN", "Generate the plan first");
    let change: OfficialsChange;
    if (input.mode === "auto") {
      const outcome = autoAssignReferees(state.matches, state.officials);
      const officials = { referees: state.officials.referees, assignments: outcome.assignments };
      change = { officials, unassigned: outcome.unassigned };
    } else {
      const officials = assignByHand(state, input.assignments);
      change = { officials, unassigned: openMatches(state.matches, officials) };
    }
    await updateTournament(tx, state.id, { officials: change.officials });
    return change;
  });
}
