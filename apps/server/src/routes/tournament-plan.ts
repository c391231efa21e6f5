import { MAX_PLAN_MATCHES } from "@kickoff/domain/planner.ts";
import {
  DELAY_STEP_MAX,
  DelayKickoffsSchema,
  GeneratePlanSchema,
  ReorderSchema,
  UpdateFormatSchema,
  UpdateTimesSchema,
} from "@kickoff/domain/tournament-contracts.ts";
import type { FastifyInstance } from "fastify";
import { delayKickoffs } from "../services/tournament-delay.ts";
import { generatePlan, reorder, updateFormat, updateTimes } from "../services/tournament-service.ts";
import { type TournamentRouteDeps, writeRoute } from "./tournament-route.ts";

/** The plan of a tournament: format, times and pitches, generation, manual order and running late. */
export async function tournamentPlanRoutes(app: FastifyInstance, { database }: TournamentRouteDeps) {
  const db = database.db;

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/update3",
    summary: "Edit the format",
    description:
      "Changes the format (the engine's settings): mode, groups (count, sizes, seeding), knockout shape, third " +
      "place and placement games, points, tie-break order; and the stored tie decisions (shoot-out, lot, " +
      "override per group or across groups); head-to-head mode, fair-play scale and card recording " +
      "(`discipline`: `enabled`, `public`). `fairPlay` in the tie-break order needs card recording (400 " +
      "INVALID_FORMAT naming `format.tieBreakOrder`). Points, tie rules and decisions apply at once (standings and " +
      "unstarted knockout sides are recalculated); structural changes mark an existing plan `planOutdated`. " +
      "400 INVALID_FORMAT when the settings are inconsistent.",
    body: UpdateFormatSchema,
    limit: "planEdit",
    write: (user, body) => updateFormat(db, { user }, body),
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/updateTime",
    summary: "Times and pitches",
    description:
      "Sets first kick-off, match lengths per stage, break between matches, pause before the finals and the " +
      "pitches. An existing plan is reflowed: every time is recomputed, pairings, slots and pitches stay. " +
      "409 PITCH_IN_USE when a removed pitch still holds matches.",
    body: UpdateTimesSchema,
    limit: "planEdit",
    write: (user, body) => updateTimes(db, { user }, body),
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/plangen",
    summary: "Generate the match plan",
    description:
      "Generates (or regenerates) the plan with the engine from teams, format and times; bumps `planVersion`. " +
      "When results exist it answers 409 RESULTS_EXIST unless `confirmOverwriteResults` is true; then the " +
      "results are removed and each removal is audited (kind regenerate). Referee assignments are cleared (the " +
      "referees stay). 400 NOT_ENOUGH_TEAMS / " +
      "PLAN_NOT_POSSIBLE when the engine cannot plan the format; 400 PLAN_TOO_LARGE when teams and format " +
      `make more than ${MAX_PLAN_MATCHES} matches.`,
    body: GeneratePlanSchema,
    limit: "plangen",
    write: (user, body) => generatePlan(db, { user }, body),
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/updateo",
    summary: "Manual order: swap or move matches",
    description:
      "`op: swap` exchanges the slots and pitches of two matches; `op: move` puts a match on a free pitch in " +
      "a slot. The engine validates the hard rules (no team twice at once, one match per pitch, knockout " +
      "after its feeders, started matches stay): a refusal is 409 PLAN_EDIT_REFUSED with the reason. " +
      "With `planVersion`, a plan changed meanwhile answers 409 PLAN_CHANGED.",
    body: ReorderSchema,
    limit: "planEdit",
    write: (user, body) => reorder(db, { user }, body),
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/delay",
    summary: "Running late: move the kick-offs still to come",
    description:
      `Moves the kick-off (and end) of every match still to be played (not live, not finished, no result) by ` +
      `\`minutes\` (−${DELAY_STEP_MAX} … ${DELAY_STEP_MAX}, not 0) and keeps the total as \`delayMinutes\`, ` +
      'which the public page and display show ("running X minutes late") while the tournament is published ' +
      "or running. A negative value corrects an earlier delay: at most back to 0, and with `now` (the " +
      "caller's wall-clock time at the venue; plans have no time zone) never before it; otherwise 400 " +
      "INVALID_DELAY naming `minutes`. Times recomputed later (updateTime, updateo, plangen) keep the delay " +
      "on the matches still to be played. Owners and editors only (a reporter link cannot); 409 " +
      "TOURNAMENT_NOT_PUBLISHED for a draft, TOURNAMENT_READ_ONLY once finished, NOTHING_TO_DELAY when " +
      "every match has been played. Audited (kind delay); viewers get a live `schedule` event.",
    body: DelayKickoffsSchema,
    write: (user, body) => delayKickoffs(db, { user }, body),
  });
}
