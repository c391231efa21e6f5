// API payloads and answers of funino festivals (funino/*, auth/funino*), shared by server and SPA. A festival is a
// tournament row of mode "funino": general data, lifecycle, editors, reporter links and the live stream are the
// tournament's; the festival's own part (its configuration, rounds and round clock) is described here.
import { z } from "zod";
import { FuninoOutcomeSchema, GOALS_MAX, PitchSchema, TEAM_ID_MAX } from "./contracts.ts";
import { RegistrationSummarySchema } from "./registration-summary.ts";
import { GeneralSchema, TeamInputSchema, TournamentStatusSchema, VisibilitySchema } from "./tournament-contracts.ts";

/** Most teams of one festival. */
export const FUNINO_TEAMS_MAX = 64;
/** Most rounds of one festival. */
export const FUNINO_ROUNDS_MAX = 40;
/** Most pitches (a ladder uses teams ÷ 2). */
export const FUNINO_PITCHES_MAX = 32;

const TournamentId = z.uuid();
const TeamId = z.string().min(1).max(TEAM_ID_MAX);

export const FuninoFormatSchema = z.enum(["2v2", "3v3", "5v5", "7v7"]);
export type FuninoFormat = z.infer<typeof FuninoFormatSchema>;

/** Local time of day "HH:mm". */
export const LocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected HH:mm");

/** How a festival is played and shown: everything the organiser sets apart from the general data and teams. */
export const FuninoConfigSchema = z.object({
  /** ladder: pairings computed round by round from the outcomes; fixed: every round planned in advance. */
  planType: z.enum(["ladder", "fixed"]).default("ladder"),
  format: FuninoFormatSchema.default("3v3"),
  /** Number of pitches; omitted = teams ÷ 2 (at least 1). */
  pitchCount: z.number().int().min(1).max(FUNINO_PITCHES_MAX).optional(),
  /** Number of rounds; omitted = pitches + 1 (a team can climb from the bottom to the top). */
  rounds: z.number().int().min(1).max(FUNINO_ROUNDS_MAX).optional(),
  roundMinutes: z.number().int().min(1).max(60).default(7),
  breakMinutes: z.number().int().min(0).max(60).default(3),
  /** Kick-off of round 1 on the festival's day. */
  startTime: LocalTimeSchema.default("10:00"),
  /** Which end of the pitch list is the top of the ladder. */
  topPitch: z.enum(["first", "last"]).default("first"),
  drawRule: z.enum(["previousLoserAdvances", "lot", "decision"]).default("previousLoserAdvances"),
  /** Round 1: drawn, or by strength (strongest at the top, neighbours paired). */
  pairing: z.enum(["draw", "strength"]).default("draw"),
  avoidRematches: z.boolean().default(true),
  /** What is entered per pitch: the outcome only, or the score (the outcome follows from it). */
  entry: z.enum(["outcome", "score"]).default("outcome"),
  /** Whether outcomes (and the ladder's climbs and falls) are public; off by default (DFB: no tables for G/F). */
  publicResults: z.boolean().default(false),
});
export type FuninoConfig = z.infer<typeof FuninoConfigSchema>;
export type FuninoConfigInput = z.input<typeof FuninoConfigSchema>;

/** A festival team: name, club, strength 1–6 (for pairing by strength) and bib colour. */
export const FuninoTeamInputSchema = TeamInputSchema.pick({ id: true, name: true, club: true, strength: true }).extend({
  /** Bib colour as the organiser calls it ("red", "yellow bibs"). */
  bib: z.string().trim().max(30).optional(),
});
export type FuninoTeamInput = z.infer<typeof FuninoTeamInputSchema>;

const uniqueIds = (ts: ReadonlyArray<{ id?: string | undefined }>) =>
  new Set(ts.flatMap((t) => (t.id ? [t.id] : []))).size === ts.filter((t) => t.id).length;

const FuninoTeamListSchema = z
  .array(FuninoTeamInputSchema)
  .max(FUNINO_TEAMS_MAX)
  .refine(uniqueIds, { message: "team ids must be unique" });

/** POST funino/create: a draft festival with its general data, configuration and (optionally) its teams. */
export const CreateFuninoSchema = z.object({
  general: GeneralSchema,
  config: FuninoConfigSchema.default(FuninoConfigSchema.parse({})),
  teams: FuninoTeamListSchema.default([]),
});
export type CreateFunino = z.infer<typeof CreateFuninoSchema>;
export type CreateFuninoInput = z.input<typeof CreateFuninoSchema>;

/** POST funino/update: the general data and/or the configuration (each replaced as a whole). */
export const UpdateFuninoSchema = z.object({
  id: TournamentId,
  general: GeneralSchema.optional(),
  config: FuninoConfigSchema.optional(),
});
export type UpdateFunino = z.infer<typeof UpdateFuninoSchema>;

/** POST funino/updateteams: the whole team list (add = no id, rename = same id, withdraw = left out). */
export const UpdateFuninoTeamsSchema = z.object({ id: TournamentId, teams: FuninoTeamListSchema });
export type UpdateFuninoTeams = z.infer<typeof UpdateFuninoTeamsSchema>;

/** POST funino/result: one pitch's outcome of one round (or `clear`), applied once per idempotency key. */
export const FuninoResultSchema = z.object({
  id: TournamentId,
  round: z.number().int().min(1).max(FUNINO_ROUNDS_MAX),
  /** The game's index in the round (ladder: 0 = top pitch). */
  game: z
    .number()
    .int()
    .min(0)
    .max(FUNINO_PITCHES_MAX - 1),
  outcome: FuninoOutcomeSchema.shape.outcome.nullable().describe("null clears the pitch's outcome"),
  /** For the draw rule "decision": the team the organiser declared winner (rock-paper-scissors). */
  decidedWinner: TeamId.optional(),
  score: z
    .object({ first: z.number().int().min(0).max(GOALS_MAX), second: z.number().int().min(0).max(GOALS_MAX) })
    .optional(),
  /** The plan version the device showed: 409 PLAN_CHANGED when the pairings changed since. */
  planVersion: z.number().int().min(0),
  /** The outcome the device showed for this pitch (null: none); 409 RESULT_CHANGED when someone changed it since. */
  basedOn: FuninoOutcomeSchema.shape.outcome.nullable().optional(),
  idempotencyKey: z.string().min(8).max(100),
  reporterToken: z.string().max(200).optional(),
});
export type FuninoResult = z.infer<typeof FuninoResultSchema>;

/** POST funino/clock: the round clock, one for every device (the server's time). */
export const FuninoClockActionSchema = z.object({
  id: TournamentId,
  action: z.enum(["start", "pause", "resume", "reset"]),
  /** The round the device shows: 409 ROUND_NOT_CURRENT when the festival moved on. */
  round: z.number().int().min(1).max(FUNINO_ROUNDS_MAX),
});
export type FuninoClockAction = z.infer<typeof FuninoClockActionSchema>;

// ─── Stored and answered shapes ──────────────────────────────────────────────────────────────────────────

/** One game of a round: its pitch (id) and two teams; in a ladder, games are in ladder order (top first). */
export const FuninoGameSchema = z.object({
  pitch: z.string(),
  first: z.string(),
  second: z.string(),
});
export type FuninoGame = z.infer<typeof FuninoGameSchema>;

/** A stored outcome of one game. */
export const FuninoGameOutcomeSchema = z.object({
  game: z.number().int().min(0),
  outcome: FuninoOutcomeSchema.shape.outcome,
  decidedWinner: TeamId.optional(),
  score: z.object({ first: z.number().int(), second: z.number().int() }).optional(),
});
export type FuninoGameOutcome = z.infer<typeof FuninoGameOutcomeSchema>;

export const FuninoRoundSchema = z.object({
  round: z.number().int().min(1),
  games: z.array(FuninoGameSchema),
  /** Teams sitting out this round. */
  bench: z.array(z.string()),
  outcomes: z.array(FuninoGameOutcomeSchema),
});
export type FuninoRound = z.infer<typeof FuninoRoundSchema>;

/**
 * The round clock: `startedAt` (server epoch ms) while running, `elapsedMs` run before the last start. The
 * remaining time is roundMinutes − (elapsedMs + now − startedAt); clients correct their clock by `serverNow`.
 */
export const FuninoClockSchema = z.object({
  round: z.number().int().min(0),
  running: z.boolean(),
  startedAt: z.number().nullable(),
  elapsedMs: z.number().int().min(0),
});
export type FuninoClock = z.infer<typeof FuninoClockSchema>;

/** The festival's own stored part (the tournament row's `funino` column). */
export const FuninoStateSchema = z.object({
  config: FuninoConfigSchema,
  rounds: z.array(FuninoRoundSchema),
  clock: FuninoClockSchema,
  /** Teams that withdrew after playing: kept for the names in earlier rounds. */
  withdrawn: z.array(z.object({ id: z.string(), name: z.string(), club: z.string().optional() })).default([]),
});
export type FuninoState = z.infer<typeof FuninoStateSchema>;

const FuninoTeamViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  club: z.string().optional(),
  bib: z.string().optional(),
  /** Withdrawn after playing: still named in earlier rounds. */
  withdrawn: z.boolean().optional(),
});

/** A round as answered: planned kick-off and, where the viewer may see them, the outcomes. */
const FuninoRoundViewSchema = FuninoRoundSchema.extend({
  /** Planned kick-off "YYYY-MM-DDTHH:mm" (round length and change-over from round 1's kick-off). */
  start: z.string(),
});

/** What a festival's public page (and the organiser's screens) share. */
const FuninoViewBase = z.object({
  id: z.uuid(),
  status: TournamentStatusSchema,
  general: GeneralSchema,
  config: FuninoConfigSchema,
  pitches: z.array(PitchSchema),
  teams: z.array(FuninoTeamViewSchema),
  rounds: z.array(FuninoRoundViewSchema),
  /** Number of rounds the festival plays. */
  roundCount: z.number().int(),
  /** The round being played or next to play (the first without every outcome); roundCount + 1 when all are played. */
  currentRound: z.number().int(),
  clock: FuninoClockSchema,
  /** The server's clock (epoch ms) when the answer was made, to correct a device's clock. */
  serverNow: z.number(),
  /** The live stream's version (GET live/tment/{id} announces newer ones). */
  version: z.number().int(),
  shortCode: z.string(),
  updatedAt: z.string(),
});

/** GET auth/funino/{id}: the public view; outcomes (and scores) only when config.publicResults is on. */
export const FuninoPublicSchema = FuninoViewBase.extend({
  view: z.literal("public"),
  /** While the organiser has registration open: places taken and waiting, counts only (absent otherwise). */
  registrationSummary: RegistrationSummarySchema.optional(),
}).meta({ id: "FuninoPublic" });
export type FuninoPublic = z.infer<typeof FuninoPublicSchema>;

/** GET auth/funinop/{id}: the plan only (rounds, clock), for the pitch cards and polling screens. */
export const FuninoPublicPlanSchema = FuninoViewBase.pick({
  id: true,
  rounds: true,
  roundCount: true,
  currentRound: true,
  clock: true,
  serverNow: true,
  version: true,
}).meta({ id: "FuninoPublicPlan" });
export type FuninoPublicPlan = z.infer<typeof FuninoPublicPlanSchema>;

/** The organiser's view: everything, with the caller's role and what they may do. */
export const FuninoInternalSchema = FuninoViewBase.extend({
  view: z.literal("internal"),
  ownerId: z.uuid(),
  role: z.enum(["owner", "editor", "reporter", "none"]),
  abilities: z.object({
    edit: z.boolean(),
    enterResults: z.boolean(),
    changeStatus: z.boolean(),
    delete: z.boolean(),
    manageEditors: z.boolean(),
    manageReporters: z.boolean(),
  }),
  visibility: VisibilitySchema,
  teams: z.array(FuninoTeamViewSchema.extend({ strength: z.number().int().optional() })),
  /** Bumped whenever pairings change (a round computed, regen): send it with every result. */
  planVersion: z.number().int(),
  /** Teams changed after the current round was drawn: funino/regen/{id} applies them. */
  planOutdated: z.boolean(),
  createdAt: z.string(),
}).meta({ id: "FuninoInternal" });
export type FuninoInternal = z.infer<typeof FuninoInternalSchema>;

/** What funino/regen/{id} changed. */
export const FuninoRegenSchema = z
  .object({
    festival: FuninoInternalSchema,
    /** The first round that was recomputed (rounds before it stay as played); null when nothing could change. */
    fromRound: z.number().int().nullable(),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    /** Teams whose pitch or opponent changed in the recomputed rounds. */
    moved: z.array(z.string()),
  })
  .meta({ id: "FuninoRegen" });
export type FuninoRegen = z.infer<typeof FuninoRegenSchema>;

export const FuninoResultResponseSchema = z
  .object({
    festival: FuninoInternalSchema,
    /** Whether the entry changed the stored outcome. */
    applied: z.boolean(),
    /** The round whose pairings this entry computed or recomputed (the next round), or null. */
    computedRound: z.number().int().nullable(),
    replayed: z.boolean(),
  })
  .meta({ id: "FuninoResultResponse" });
export type FuninoResultResponse = z.infer<typeof FuninoResultResponseSchema>;

/** GET auth/funino/exist/{id}: true only for a festival the public may see. */
export const FuninoExistsSchema = z.object({ exists: z.boolean() }).meta({ id: "FuninoExists" });

/** POST spielplan/funinopdfqrcode: which sheet, in which language. */
export const FuninoPdfRequestSchema = z.object({
  tmentid: TournamentId,
  lang: z.enum(["de", "en", "es", "fr", "it", "nl", "pt", "tr"]).default("en"),
  /** sheet: round-by-round plan or ladder sheet; pitchCards: one card per pitch; poster: the QR poster. */
  kind: z.enum(["sheet", "pitchCards", "poster"]).default("sheet"),
});
export type FuninoPdfRequest = z.infer<typeof FuninoPdfRequestSchema>;
