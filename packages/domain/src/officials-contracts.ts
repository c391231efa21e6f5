// Match officials (issue 18): a tournament's referees and which match each one leads. Stored with the
// tournament (its `officials` column), read and written as a whole like the plan; never in public payloads
// (names and e-mail addresses of helpers stay with the organisers).
import { z } from "zod";
import { MATCH_ID_MAX, TEAM_ID_MAX } from "./contracts.ts";

/** Most referees of one tournament. */
export const REFEREES_MAX = 100;
/** Longest referee id. */
export const REFEREE_ID_MAX = 40;

const TournamentId = z.uuid();
export const RefereeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "expected letters, digits, - or _ (at most 40)")
  .max(REFEREE_ID_MAX);

/**
 * A referee: a person (name, optional e-mail for their schedule), or a team of the tournament that provides
 * one (`teamId`; its name is the team's unless given). A team referee never leads a match while it plays or
 * in the slot just before or after one of its own matches.
 */
export const RefereeSchema = z.object({
  id: RefereeIdSchema,
  name: z.string().trim().min(1).max(80),
  email: z.email().max(254).optional(),
  teamId: z.string().min(1).max(TEAM_ID_MAX).optional(),
});
export type Referee = z.infer<typeof RefereeSchema>;

/** A tournament's referees and their matches: match id → referee id (a match without one is not listed). */
export const OfficialsSchema = z
  .object({
    referees: z.array(RefereeSchema).max(REFEREES_MAX),
    assignments: z.record(z.string().min(1).max(MATCH_ID_MAX), RefereeIdSchema),
  })
  .meta({ id: "Officials" });
export type Officials = z.infer<typeof OfficialsSchema>;

export const EMPTY_OFFICIALS: Officials = { referees: [], assignments: {} };

/**
 * PUT tment/referees: the whole referee list (add, rename, remove). A removed referee loses their matches and
 * their reporter links are revoked. Ids are unique; team ids must be teams of the tournament.
 */
export const UpdateRefereesSchema = z.object({
  id: TournamentId,
  referees: z
    .array(RefereeSchema)
    .max(REFEREES_MAX)
    .refine((rs) => new Set(rs.map((r) => r.id)).size === rs.length, { message: "referee ids must be unique" }),
});
export type UpdateReferees = z.infer<typeof UpdateRefereesSchema>;

/**
 * PUT tment/refassign: assign by hand (`assignments`, refereeId null = none) — refused with 409
 * REFEREE_CONFLICT and the reason when a rule would break — or automatically (`auto`): every match not yet
 * started gets the eligible referee with the least matches so far; started and finished matches keep theirs.
 */
export const AssignRefereesSchema = z.discriminatedUnion("mode", [
  z.object({
    id: TournamentId,
    planVersion: z.number().int().min(0).optional(),
    mode: z.literal("manual"),
    assignments: z
      .array(z.object({ matchId: z.string().min(1).max(MATCH_ID_MAX), refereeId: RefereeIdSchema.nullable() }))
      .min(1)
      .max(500),
  }),
  z.object({ id: TournamentId, planVersion: z.number().int().min(0).optional(), mode: z.literal("auto") }),
]);
export type AssignReferees = z.infer<typeof AssignRefereesSchema>;

/** GET tment/matchcards/{id}: one card per match, for one pitch (in order of play) or the whole day. */
export const MatchCardsQuerySchema = z.object({
  pitch: z.string().min(1).max(40).optional(),
  perPage: z.enum(["2", "4"]).default("4"),
  lang: z.string().max(5).optional(),
});
export type MatchCardsQuery = z.infer<typeof MatchCardsQuerySchema>;

/** GET tment/refschedule/{id}: one referee's matches on one page. */
export const RefereeScheduleQuerySchema = z.object({
  referee: RefereeIdSchema,
  lang: z.string().max(5).optional(),
});
export type RefereeScheduleQuery = z.infer<typeof RefereeScheduleQuerySchema>;
