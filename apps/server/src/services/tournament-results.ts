// Result entry: idempotent per key, transactional, audited, recalculating standings and knockout sides.
import { createHash } from "node:crypto";
import type { CardCounts, Match, Result } from "@kickoff/domain/contracts.ts";
import { seenScoreOf } from "@kickoff/domain/seen-score.ts";
import type {
  EnterResults,
  ResultConflict,
  SeenScore,
  TournamentStatus,
} from "@kickoff/domain/tournament-contracts.ts";
import type { EnterResultsResponse } from "@kickoff/domain/tournament-views.ts";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict } from "../lib/errors.ts";
import { roleOf } from "../policies/tournament-policy.ts";
import {
  findIdempotencyKey,
  insertAudit,
  insertIdempotencyKey,
  lastResultChanges,
  updateTournament,
} from "../repositories/tournaments.ts";
import { writePublicChange } from "./public-live.ts";
import { type Caller, mutate, requireNormal } from "./tournament-service.ts";
import { refill } from "./tournament-state.ts";

const counts = (c: CardCounts): CardCounts => ({
  yellow: c.yellow,
  secondYellow: c.secondYellow,
  red: c.red,
  yellowRed: c.yellowRed,
});

/**
 * An entry is the whole result: its score, its penalties and (where the tournament records them) its cards.
 * An entry without `cards` stores none, so a correction from a device that shows cards always sends them.
 */
const normalise = (r: Result): Result => ({
  matchId: r.matchId,
  home: r.home,
  away: r.away,
  ...(r.penalties ? { penalties: { home: r.penalties.home, away: r.penalties.away } } : {}),
  ...(r.cards ? { cards: { home: counts(r.cards.home), away: counts(r.cards.away) } } : {}),
});

const cardsKey = (s: NonNullable<SeenScore>) =>
  s.cards ? JSON.stringify([counts(s.cards.home), counts(s.cards.away)]) : null;

/** Same score, penalties and card record, by value (jsonb reads keys back in another order). */
const sameScore = (a: SeenScore, b: SeenScore) =>
  a === null || b === null
    ? a === b
    : a.home === b.home &&
      a.away === b.away &&
      (a.penalties?.home ?? null) === (b.penalties?.home ?? null) &&
      (a.penalties?.away ?? null) === (b.penalties?.away ?? null) &&
      cardsKey(a) === cardsKey(b);

/**
 * Refuses the whole entry with 409 RESULT_CHANGED when a match's stored result is no longer the one the device
 * based its entry on (someone else changed it meanwhile), naming the current result and who changed it. An entry
 * that equals the stored result is no conflict: both sides agree. Reporter links see no user names.
 */
async function refuseStaleEntries(
  tx: Db,
  tournamentId: string,
  entries: EnterResults["results"],
  stored: ReadonlyMap<string, Result>,
  hideNames: boolean,
) {
  const stale = entries.filter((entry) => {
    if (entry.basedOn === undefined) return false;
    const current = stored.get(entry.matchId);
    const wanted = "clear" in entry ? null : seenScoreOf(normalise(entry));
    return !sameScore(seenScoreOf(current), entry.basedOn) && !sameScore(seenScoreOf(current), wanted);
  });
  if (!stale.length) return;
  const changes = await lastResultChanges(
    tx,
    tournamentId,
    stale.map((e) => e.matchId),
  );
  const conflicts: ResultConflict[] = stale.map((entry) => {
    const change = changes.get(entry.matchId);
    const byReporter = Boolean(change?.reporterLinkId);
    return {
      matchId: entry.matchId,
      current: seenScoreOf(stored.get(entry.matchId)),
      changedBy: change
        ? {
            kind: byReporter ? "reporter" : "user",
            name: byReporter ? (change.reporterLabel ?? null) : hideNames ? null : (change.userName ?? null),
          }
        : null,
      changedAt: change ? change.at.toISOString() : null,
    };
  });
  throw new AppError(
    409,
    "RESULT_CHANGED",
    `The result of ${conflicts.map((c) => c.matchId).join(", ")} was changed meanwhile: keep it or send yours again based on it`,
    { conflicts },
  );
}

function validateEntry(
  match: Match | undefined,
  entry: EnterResults["results"][number],
  index: number,
  cardsEnabled: boolean,
): asserts match is Match {
  if (!match) throw badRequest("UNKNOWN_MATCH", `No match ${entry.matchId} in this plan`);
  if ("clear" in entry) return;
  if (entry.cards && !cardsEnabled) {
    const field = `results[${index}].cards`;
    const problem = "this tournament does not record cards (format: discipline.enabled)";
    throw badRequest("CARDS_NOT_ENABLED", `${field}: ${problem}`, { fields: [{ field, message: problem }] });
  }
  if (!match.home.teamId || !match.away.teamId)
    throw conflict("MATCH_NOT_READY", `The teams of ${match.id} are not known yet`);
  if (match.stage !== "group") {
    const diff = entry.home - entry.away || (entry.penalties ? entry.penalties.home - entry.penalties.away : 0);
    if (diff === 0)
      throw badRequest("KNOCKOUT_NEEDS_WINNER", `${match.id} is a knockout match: enter a winner (penalties)`);
  } else if (entry.penalties) {
    throw badRequest("NO_PENALTIES_IN_GROUPS", `${match.id} is a group match: penalties are not recorded`);
  }
}

/**
 * Applies one entry of one or several results once per idempotency key: a retried or offline-replayed
 * entry answers the stored response (`replayed: true`) and changes nothing. Published tournaments start
 * running with their first result; finished ones accept corrections from owner and editors only.
 */
export async function enterResults(db: Db, caller: Caller, input: EnterResults): Promise<EnterResultsResponse> {
  const requestHash = createHash("sha256")
    .update(JSON.stringify({ results: input.results, planVersion: input.planVersion ?? null }))
    .digest("hex");
  const { value } = await mutate(db, caller, input.id, "enterResults", async (tx, state, actor) => {
    const stored = await findIdempotencyKey(tx, state.id, input.idempotencyKey);
    if (stored) {
      if (stored.requestHash !== requestHash)
        throw conflict("IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for a different entry");
      return { ...(stored.response as EnterResultsResponse), replayed: true };
    }
    requireNormal(state);
    const role = roleOf(actor, state);
    if (state.status === "draft") throw conflict("TOURNAMENT_NOT_PUBLISHED", "Publish the tournament first");
    if (state.status === "archived") throw conflict("TOURNAMENT_READ_ONLY", "An archived tournament cannot be changed");
    const correction = state.status === "finished";
    if (correction && role === "reporter")
      throw conflict("TOURNAMENT_READ_ONLY", "The tournament is finished: corrections only by its organisers");
    // A reporter's phone may show a plan that was regenerated meanwhile: without the version its "A1" could
    // land on the new plan's A1 pairing. Organisers see the control centre reload with every change.
    if (role === "reporter" && input.planVersion === undefined)
      throw new AppError(400, "VALIDATION_FAILED", "planVersion: required for entries through a reporter link", {
        fields: [{ field: "planVersion", message: "required for entries through a reporter link" }],
      });
    if (input.planVersion !== undefined && input.planVersion !== state.row.planVersion)
      throw conflict("PLAN_CHANGED", "The plan was changed meanwhile: reload it and try again");

    const matchById = new Map(state.matches.map((m) => [m.id, m]));
    const before = new Map(state.results.map((r) => [r.matchId, r]));
    const results = new Map(before);
    const statusOf = new Map<string, Match["status"]>();
    const applied: string[] = [];
    const unchanged: string[] = [];
    const audit: Array<{ matchId: string; old: Result | null; next: Result | null }> = [];
    const cardsEnabled = state.settings.discipline?.enabled === true;
    for (const [index, entry] of input.results.entries()) {
      const match = matchById.get(entry.matchId);
      validateEntry(match, entry, index, cardsEnabled);
      const pitch = actor.reporterLink?.pitch;
      if (role === "reporter" && pitch && match.pitch !== pitch)
        throw new AppError(403, "PITCH_NOT_ALLOWED", `This link may enter results on pitch ${pitch} only`);
      const referee = actor.reporterLink?.refereeId;
      if (role === "reporter" && referee && state.officials.assignments[match.id] !== referee)
        throw new AppError(403, "FORBIDDEN", `This link may enter results of its referee's matches only (${match.id})`);
      const old = results.get(entry.matchId);
      const next = "clear" in entry ? undefined : normalise(entry);
      // By value: results read back from jsonb have their keys in another order than an entry's.
      if (sameScore(seenScoreOf(old), seenScoreOf(next))) {
        unchanged.push(entry.matchId);
        continue;
      }
      if (next) results.set(entry.matchId, next);
      else results.delete(entry.matchId);
      statusOf.set(entry.matchId, next ? "finished" : "scheduled");
      applied.push(entry.matchId);
      audit.push({ matchId: entry.matchId, old: old ?? null, next: next ?? null });
    }

    // After validation, so an unknown match or a forbidden pitch answers as such, not as a conflict.
    await refuseStaleEntries(tx, state.id, input.results, before, role === "reporter");
    const resultList = [...results.values()];
    const withStatus = state.matches.map((m) => {
      const s = statusOf.get(m.id);
      return s ? { ...m, status: s } : m;
    });
    const filled = refill({ ...state, matches: withStatus, results: resultList });
    const status: TournamentStatus = state.status === "published" && resultList.length > 0 ? "running" : state.status;
    const patch = { results: resultList, matches: filled.matches, status };
    // Only a changed result is news for viewers (revision bump and live event); a repeated entry is not.
    const row = applied.length
      ? await writePublicChange(tx, state.id, "results", patch)
      : await updateTournament(tx, state.id, patch);
    await insertAudit(
      tx,
      audit.map((a) => ({
        tournamentId: state.id,
        matchId: a.matchId,
        userId: role === "reporter" ? null : (actor.user?.id ?? null),
        reporterLinkId: role === "reporter" && !actor.reporterLink?.eventLink ? (actor.reporterLink?.id ?? null) : null,
        eventReporterLinkId: role === "reporter" && actor.reporterLink?.eventLink ? actor.reporterLink.id : null,
        kind: correction ? "correction" : "entry",
        oldValue: a.old,
        newValue: a.next,
      })),
    );
    const response: EnterResultsResponse = {
      tournamentId: state.id,
      status: row.status as TournamentStatus,
      planVersion: row.planVersion,
      applied,
      unchanged,
      knockoutChanges: filled.changes,
      replayed: false,
    };
    await insertIdempotencyKey(tx, { tournamentId: state.id, key: input.idempotencyKey, requestHash, response });
    return response;
  });
  return value;
}
