// API payloads of tournament management (tment/*, dashboard/*, reporter links), shared by server and SPA.
// The engine's own shapes (settings, teams, matches, results) come from contracts.ts.
import { z } from "zod";
import {
  AgeRangeSchema,
  DisciplineSettingsSchema,
  FairPlayScaleSchema,
  HeadToHeadModeSchema,
  isCalendarDate,
  LocalDateTimeSchema,
  MATCH_ID_MAX,
  MatchMinutesSchema,
  PitchSchema,
  ResultSchema,
  TEAMS_MAX,
  TieBreakCriterionSchema,
  TieDecisionsSchema,
} from "./contracts.ts";

/** Local date "YYYY-MM-DD". */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .refine(isCalendarDate, "not a date of the calendar");

export const TOURNAMENT_STATUSES = ["draft", "published", "running", "finished", "archived"] as const;
export const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatusSchema>;

/** public: listed and visible; unlisted: visible to whoever has the link; private: owner and editors only. */
export const VisibilitySchema = z.enum(["public", "unlisted", "private"]);
export type Visibility = z.infer<typeof VisibilitySchema>;

/** Lifecycle: which status may follow which. Results exist only from "published" on. */
export const STATUS_TRANSITIONS: Record<TournamentStatus, readonly TournamentStatus[]> = {
  draft: ["published"],
  published: ["draft", "running"],
  running: ["finished"],
  finished: ["archived"],
  archived: ["finished"],
};

/** Whether a lifecycle transition is allowed. */
export function canTransition(from: TournamentStatus, to: TournamentStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

const TournamentId = z.uuid();

export const VenueSchema = z.object({
  /** One of the user's saved venues, if picked from them. */
  venueId: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().max(500).optional(),
  /** For discovery filters and the map link (copied from a saved venue or typed). */
  city: z.string().trim().max(120).optional(),
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "expected an ISO country code like DE")
    .optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

export const AgeGroupSchema = z.object({
  /** U-label as served by getjahrgang ("U11"); optional when only a birth-year range is given. */
  label: z
    .string()
    .regex(/^U\d{1,2}$/)
    .optional(),
  ageRange: AgeRangeSchema.optional(),
});

export const RegistrationSchema = z.object({
  open: z.boolean().default(false),
  deadline: LocalDateSchema.optional(),
  maxTeams: z.number().int().min(2).max(256).optional(),
  feeNote: z.string().trim().max(500).optional(),
  /**
   * When an accepted team leaves, promote the first waitlisted entry at once (otherwise it is only offered).
   * Absent = false (kept optional so tournaments stored before it read back unchanged).
   */
  autoPromote: z.boolean().optional(),
});

export const ContactSchema = z.object({
  name: z.string().trim().max(200).optional(),
  email: z.email().max(254).optional(),
  phone: z.string().trim().max(50).optional(),
});

/** The general data of a tournament (everything `ueditallgemein` changes). */
export const GeneralSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().max(5000).default(""),
    startDate: LocalDateSchema,
    /** Last day; omitted = one-day tournament. */
    endDate: LocalDateSchema.optional(),
    venue: VenueSchema.optional(),
    ageGroup: AgeGroupSchema.optional(),
    visibility: VisibilitySchema.default("private"),
    registration: RegistrationSchema.default({ open: false }),
    contact: ContactSchema.optional(),
    /** Id of an uploaded logo file (files/upload). */
    logoFileId: z.string().max(100).optional(),
    /**
     * What the public page shows: "all" results and tables; "resultsOnly" scores without tables or placings
     * (DFB rule for G/F); "none" neither. Omitted = "resultsOnly" for G/F age groups, "all" otherwise.
     */
    publicResults: z.enum(["all", "resultsOnly", "none"]).optional(),
  })
  .refine((g) => !g.endDate || g.endDate >= g.startDate, {
    message: "endDate must not be before startDate",
    path: ["endDate"],
  })
  .refine(
    (g) => {
      const range = g.ageGroup?.ageRange;
      return !range || range.youngestBirthYear === null || range.youngestBirthYear >= range.oldestBirthYear;
    },
    {
      message: "youngestBirthYear must not be before oldestBirthYear",
      path: ["ageGroup", "ageRange", "youngestBirthYear"],
    },
  )
  .refine((g) => !g.registration.deadline || g.registration.deadline <= (g.endDate ?? g.startDate), {
    message: "registration.deadline must not be after the tournament's last day",
    path: ["registration", "deadline"],
  });
export type General = z.infer<typeof GeneralSchema>;

/** POST tment/create: the general data; format, teams and times start from the engine's defaults. */
export const CreateTournamentSchema = GeneralSchema;
export type CreateTournament = z.infer<typeof CreateTournamentSchema>;

/** PUT tment/ueditallgemein: the complete general data (replaces it). */
export const UpdateGeneralSchema = z.object({ id: TournamentId, general: GeneralSchema });
export type UpdateGeneral = z.infer<typeof UpdateGeneralSchema>;

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "expected #rrggbb");

export const TeamInputSchema = z.object({
  /** Existing team id to keep (rename); omitted = new team. */
  id: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .optional(),
  name: z.string().trim().min(1).max(80),
  club: z.string().trim().max(120).optional(),
  colours: z.object({ primary: Colour.optional(), secondary: Colour.optional() }).optional(),
  /** Seeding position, 1 = strongest (used by snake seeding and knockout brackets). */
  seed: z.number().int().min(1).max(256).optional(),
  /** Pot number for pot seeding, 1 = first pot. */
  pot: z.number().int().min(1).max(16).optional(),
  /** Strength 1 (weakest) … 6 (strongest). */
  strength: z.number().int().min(1).max(6).optional(),
  /** Fixed group letter; honoured when every team has one. */
  group: z
    .string()
    .regex(/^[A-H]$/)
    .optional(),
});
export type TeamInput = z.infer<typeof TeamInputSchema>;

/** PUT tment/ueditteams: the whole team list (add = no id, rename = same id, remove = left out). */
export const UpdateTeamsSchema = z.object({
  id: TournamentId,
  teams: z
    .array(TeamInputSchema)
    .max(128)
    .refine((ts) => new Set(ts.flatMap((t) => (t.id ? [t.id] : []))).size === ts.filter((t) => t.id).length, {
      message: "team ids must be unique",
    }),
});
export type UpdateTeams = z.infer<typeof UpdateTeamsSchema>;

/** The format part of the engine settings (everything but times and pitches). */
export const FormatSchema = z.object({
  mode: z.enum(["roundRobin", "groupsKnockout", "knockout"]),
  points: z.object({
    win: z.number().int().min(0).max(10),
    draw: z.number().int().min(0).max(10),
    loss: z.number().int().min(0).max(10),
  }),
  tieBreakOrder: z.array(TieBreakCriterionSchema).min(1).max(7),
  doubleRoundRobin: z.boolean(),
  groupCount: z.number().int().min(1).max(8),
  groupSizes: z.array(z.number().int().min(2).max(TEAMS_MAX)).max(8).optional(),
  seeding: z.enum(["snake", "pots", "draw"]),
  knockout: z.enum(["none", "final", "semiFinal", "quarterFinal"]),
  thirdPlace: z.boolean(),
  placementGames: z.boolean(),
  /** Officials' settings (issue 18); omitted = unchanged (defaults: see TournamentSettingsSchema). */
  headToHead: HeadToHeadModeSchema.optional(),
  fairPlayScale: FairPlayScaleSchema.optional(),
  discipline: DisciplineSettingsSchema.optional(),
});
export type Format = z.infer<typeof FormatSchema>;

/** Tie decisions per group name (at most 8 groups) and per cross-group rank ("3": the third-placed teams). */
export const KnockoutDecisionsSchema = z.object({
  groups: z
    .record(z.string().min(1).max(20), TieDecisionsSchema)
    .refine((r) => Object.keys(r).length <= 8, "at most 8 groups")
    .optional(),
  acrossGroups: z
    .record(z.string().regex(/^\d{1,3}$/, "expected a rank"), TieDecisionsSchema)
    .refine((r) => Object.keys(r).length <= TEAMS_MAX, `at most ${TEAMS_MAX} ranks`)
    .optional(),
});

/** PUT tment/update3: format (groups, knockout shape, placement games, points, tie-break order) and tie decisions. */
export const UpdateFormatSchema = z.object({
  id: TournamentId,
  format: FormatSchema.partial(),
  tieDecisions: KnockoutDecisionsSchema.optional(),
});
export type UpdateFormat = z.infer<typeof UpdateFormatSchema>;

/** PUT tment/updateTime: clock and pitches; an existing plan is reflowed, pairings stay. */
export const UpdateTimesSchema = z.object({
  id: TournamentId,
  firstKickoff: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "expected YYYY-MM-DDTHH:mm"),
  matchMinutes: MatchMinutesSchema,
  breakMinutes: z.number().int().min(0).max(120),
  pauseBeforeFinalsMinutes: z.number().int().min(0).max(600),
  /** Least rest before a knockout match (see TournamentSettings); omitted = unchanged. */
  knockoutRestMinutes: z.number().int().min(0).max(120).optional(),
  pitches: z.array(PitchSchema).min(1).max(64),
});
export type UpdateTimes = z.infer<typeof UpdateTimesSchema>;

/** PUT tment/plangen: generate the plan; over entered results only with `confirmOverwriteResults`. */
export const GeneratePlanSchema = z.object({
  id: TournamentId,
  confirmOverwriteResults: z.boolean().optional(),
  /** Draw seed; omitted = a new random one. */
  seed: z.string().max(64).optional(),
});
export type GeneratePlan = z.infer<typeof GeneratePlanSchema>;

/** PUT tment/updateo: swap two matches or move one to a slot/pitch (validated by the engine). */
export const ReorderSchema = z.discriminatedUnion("op", [
  z.object({
    id: TournamentId,
    planVersion: z.number().int().min(0).optional(),
    op: z.literal("swap"),
    matchA: z.string().min(1).max(MATCH_ID_MAX),
    matchB: z.string().min(1).max(MATCH_ID_MAX),
  }),
  z.object({
    id: TournamentId,
    planVersion: z.number().int().min(0).optional(),
    op: z.literal("move"),
    matchId: z.string().min(1).max(MATCH_ID_MAX),
    slot: z.number().int().min(0).max(10_000),
    pitch: z.string().min(1).max(40),
  }),
]);
export type Reorder = z.infer<typeof ReorderSchema>;

/** A score as a device last saw it: what an entry replaces (null: the device saw no result). */
export const SeenScoreSchema = ResultSchema.omit({ matchId: true }).nullable();
export type SeenScore = z.infer<typeof SeenScoreSchema>;

const basedOn = SeenScoreSchema.optional().describe(
  "The result this entry replaces as the device showed it (null: none). When the stored result differs, the " +
    "entry is refused with 409 RESULT_CHANGED and the current result, so a stale screen never silently " +
    "overwrites someone else's entry. Omitted: no check (the SPA always sends it).",
);

export const ResultEntrySchema = z.union([
  ResultSchema.extend({ basedOn }),
  z.object({ matchId: z.string().min(1).max(MATCH_ID_MAX), clear: z.literal(true), basedOn }),
]);
export type ResultEntry = z.infer<typeof ResultEntrySchema>;

/** One match of a 409 RESULT_CHANGED: its result now and who changed it last. */
export const ResultConflictSchema = z.object({
  matchId: z.string(),
  current: SeenScoreSchema,
  /** Who changed it last: a user (name hidden from reporter links: null), or a reporter link (its label). */
  changedBy: z.object({ kind: z.enum(["user", "reporter"]), name: z.string().nullable() }).nullable(),
  changedAt: z.string().nullable(),
});
export type ResultConflict = z.infer<typeof ResultConflictSchema>;
export const ResultConflictListSchema = z.array(ResultConflictSchema).min(1);

/** PUT tment/update: one or several results, applied once per idempotency key. */
export const EnterResultsSchema = z.object({
  id: TournamentId,
  /** Client-chosen unique key per entry (e.g. a uuid made when the entry was typed). */
  idempotencyKey: z.string().min(8).max(100),
  /** If given, the entry is refused with 409 PLAN_CHANGED when the plan was regenerated or reordered since. */
  planVersion: z.number().int().min(0).optional(),
  results: z.array(ResultEntrySchema).min(1).max(200),
  /** For reporter links: the token (instead of the x-reporter-token header). */
  reporterToken: z.string().max(200).optional(),
});
export type EnterResults = z.infer<typeof EnterResultsSchema>;

/** Most minutes one delay call may move the kick-offs (either way). */
export const DELAY_STEP_MAX = 240;

/** PUT tment/delay: "we are running X minutes late": moves every kick-off still to come. */
export const DelayKickoffsSchema = z.object({
  id: TournamentId,
  /** Minutes later (positive), or earlier to take back part of an earlier delay (negative); never 0. */
  minutes: z
    .number()
    .int()
    .min(-DELAY_STEP_MAX)
    .max(DELAY_STEP_MAX)
    .refine((m) => m !== 0, "must not be 0"),
  /** The caller's wall-clock time at the venue (plans have no time zone): no kick-off is moved before it. */
  now: LocalDateTimeSchema.optional(),
});
export type DelayKickoffs = z.infer<typeof DelayKickoffsSchema>;

/** PUT tment/status: a lifecycle transition. */
export const ChangeStatusSchema = z.object({ id: TournamentId, status: TournamentStatusSchema });
export type ChangeStatus = z.infer<typeof ChangeStatusSchema>;

/** POST tment/getBearbeiter: add an editor by the e-mail of a registered, verified user. */
export const AddEditorSchema = z.object({ id: TournamentId, email: z.email().max(254) });
export type AddEditor = z.infer<typeof AddEditorSchema>;

/** POST tment/duplicate: copy general data, format, times and teams into a new draft. */
export const DuplicateTournamentSchema = z.object({
  id: TournamentId,
  name: z.string().trim().min(1).max(120).optional(),
  startDate: LocalDateSchema.optional(),
});
export type DuplicateTournament = z.infer<typeof DuplicateTournamentSchema>;

/** POST tment/reporter: a reporter link, optionally for one pitch or for one referee's matches. */
export const CreateReporterLinkSchema = z.object({
  id: TournamentId,
  label: z.string().trim().max(80).default(""),
  pitch: z.string().min(1).max(40).optional(),
  /** A referee of the tournament (officials): the link enters results of that referee's matches only. */
  refereeId: z.string().min(1).max(40).optional(),
});
export type CreateReporterLink = z.infer<typeof CreateReporterLinkSchema>;

/** Paging of dashboard lists: zero-based page, 1–100 items per page. */
export const PageSchema = z.object({
  page: z.number().int().min(0).max(100_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export type Page = z.infer<typeof PageSchema>;
