// "We are running X minutes late": moves every kick-off still to come, remembers the delay for viewers,
// audits it and tells every open page (live event "schedule").
import {
  DELAY_TOTAL_MAX,
  delayRefusal,
  matchesToPlay,
  nextKickoff,
  shiftMatchesToPlay,
} from "@kickoff/domain/delay.ts";
import type { DelayKickoffs } from "@kickoff/domain/tournament-contracts.ts";
import type { Db } from "../db/client.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import type { DelayAuditValue } from "../presenters/tournament.ts";
import { insertAudit } from "../repositories/tournaments.ts";
import { writePublicChange } from "./public-live.ts";
import { type Caller, mutate } from "./tournament-service.ts";

const REFUSALS = {
  belowZero: "a correction can take back at most the minutes added before",
  beforeNow: "a correction must not move the next kick-off before now",
  tooLate: `the kick-offs can be moved by at most ${DELAY_TOTAL_MAX} minutes in all`,
} as const;

/**
 * Owners and editors (not reporter links), while the tournament is published or running. Answers the saved row
 * with the caller's actor.
 * The audit trail gets one row of kind "delay" (match id "*": it concerns the plan, not one match).
 */
export async function delayKickoffs(db: Db, caller: Caller, input: DelayKickoffs) {
  return mutate(db, caller, input.id, "edit", async (tx, state, actor) => {
    if (state.status === "draft") throw conflict("TOURNAMENT_NOT_PUBLISHED", "Publish the tournament first");
    if (state.status !== "published" && state.status !== "running")
      throw conflict("TOURNAMENT_READ_ONLY", `A ${state.status} tournament cannot be changed`);
    const before = state.row.delayMinutes;
    const refusal = delayRefusal({
      currentDelay: before,
      minutes: input.minutes,
      next: nextKickoff(state.matches, state.results),
      now: input.now,
    });
    if (refusal === "nothingToPlay") throw conflict("NOTHING_TO_DELAY", "Every match has been played");
    if (refusal) {
      const message = `minutes: ${REFUSALS[refusal]}`;
      throw badRequest("INVALID_DELAY", message, { fields: [{ field: "minutes", message: REFUSALS[refusal] }] });
    }
    const moved = matchesToPlay(state.matches, state.results).map((m) => m.id);
    const delayMinutes = before + input.minutes;
    const record: DelayAuditValue = { delayMinutes, minutes: input.minutes, matchIds: moved };
    await insertAudit(tx, [
      {
        tournamentId: state.id,
        matchId: "*",
        userId: actor.user?.id ?? null,
        kind: "delay",
        oldValue: { delayMinutes: before },
        newValue: record,
      },
    ]);
    return writePublicChange(tx, state.id, "schedule", {
      matches: shiftMatchesToPlay(state.matches, state.results, input.minutes),
      delayMinutes,
    });
  });
}
