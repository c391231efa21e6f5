// Zod contracts shared by server, SPA and PDFs. Times: a match carries `startMinute`/`endMinute`
// (minutes after the first kick-off, the source of truth) and `start`/`end` as local ISO date-times
// ("2025-06-14T10:12", no zone: a tournament happens in one place), recomputed by the planner.
import { z } from "zod";

// Size limits of stored and served data: one call must not store megabytes that every visitor then loads.
/** Longest match id ("A16", "SF1", "P5"; the engine's ids stay far below). */
export const MATCH_ID_MAX = 20;
/** Longest team id (the same as TeamInputSchema's id pattern). */
export const TEAM_ID_MAX = 40;
/** Most teams of one tournament. */
export const TEAMS_MAX = 128;
/** Most goals (or penalties) of one side in one match. */
export const GOALS_MAX = 99;

const MatchId = z.string().min(1).max(MATCH_ID_MAX);
const TeamId = z.string().min(1).max(TEAM_ID_MAX);
const Goals = z.number().int().min(0).max(GOALS_MAX);

/** Local date-time without zone, minute precision: "YYYY-MM-DDTHH:mm". */
export const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "expected YYYY-MM-DDTHH:mm")
  .refine((s) => isCalendarDate(s.slice(0, 10)) && Number(s.slice(11, 13)) < 24 && Number(s.slice(14, 16)) < 60, {
    message: "not a date and time of the calendar",
  });

/** Whether "YYYY-MM-DD" names a day of the calendar (not 2030-02-31 or 2030-13-45). */
export function isCalendarDate(s: string): boolean {
  const at = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === s;
}
export type LocalDateTime = z.infer<typeof LocalDateTimeSchema>;

export const TieBreakCriterionSchema = z.enum([
  "points",
  "goalDifference",
  "goalsScored",
  "headToHead",
  "wins",
  "fairPlay",
  "shootout",
  "lot",
]);
export type TieBreakCriterion = z.infer<typeof TieBreakCriterionSchema>;

/** DFB youth default: points, goal difference, goals scored, head-to-head, shoot-out, lot. */
export const DFB_TIE_BREAK_ORDER: TieBreakCriterion[] = [
  "points",
  "goalDifference",
  "goalsScored",
  "headToHead",
  "shootout",
  "lot",
];
/** UEFA EURO style: head-to-head first (re-applied), then overall goal difference, goals, wins. */
export const UEFA_TIE_BREAK_ORDER: TieBreakCriterion[] = [
  "points",
  "headToHead",
  "goalDifference",
  "goalsScored",
  "wins",
  "lot",
];

export const StageSchema = z.enum([
  "group",
  "knockout", // early rounds of a plain bracket (round of 16, 32 …)
  "quarterFinal",
  "semiFinal",
  "placement",
  "thirdPlace",
  "final",
]);
export type Stage = z.infer<typeof StageSchema>;

export const PlaceholderSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("groupRank"), group: z.string().max(20), rank: z.number().int().min(1).max(TEAMS_MAX) }),
  z.object({
    kind: z.literal("bestOfRank"),
    rank: z.number().int().min(1).max(TEAMS_MAX),
    index: z.number().int().min(1).max(TEAMS_MAX),
  }),
  z.object({ kind: z.literal("winner"), match: MatchId }),
  z.object({ kind: z.literal("loser"), match: MatchId }),
]);
export type Placeholder = z.infer<typeof PlaceholderSchema>;

/** One side of a match: a known team, or a placeholder waiting to be filled (or both once filled). */
export const SideSchema = z.object({
  teamId: TeamId.nullable(),
  placeholder: PlaceholderSchema.nullable(),
});
export type Side = z.infer<typeof SideSchema>;

export const PitchSchema = z.object({ id: z.string().min(1).max(40), name: z.string().min(1).max(40) });
export type Pitch = z.infer<typeof PitchSchema>;

export const MatchMinutesSchema = z.object({
  group: z.number().int().min(1).max(120).default(10),
  knockout: z.number().int().min(1).max(120).optional(),
  quarterFinal: z.number().int().min(1).max(120).optional(),
  semiFinal: z.number().int().min(1).max(120).optional(),
  placement: z.number().int().min(1).max(120).optional(),
  thirdPlace: z.number().int().min(1).max(120).optional(),
  final: z.number().int().min(1).max(120).optional(),
});
export type MatchMinutes = z.infer<typeof MatchMinutesSchema>;

export const AgeRangeSchema = z.object({
  /** Oldest allowed birth year ("Jahrgang 2016 und jünger" → 2016). */
  oldestBirthYear: z.number().int().min(1990).max(2100),
  /** Youngest allowed birth year; null = "and younger". */
  youngestBirthYear: z.number().int().min(1990).max(2100).nullable().default(null),
});
export type AgeRange = z.infer<typeof AgeRangeSchema>;

/**
 * Head-to-head over three or more level teams: "reapply" ranks any subset still level by a new mini-table of
 * only its own teams, until nothing changes (UEFA); "once" uses the one mini-table of all of them and passes
 * what is still level to the next criterion (FIFA before 2022).
 */
export const HeadToHeadModeSchema = z.enum(["reapply", "once"]);
export type HeadToHeadMode = z.infer<typeof HeadToHeadModeSchema>;

/** Points deducted per player in each card category (see CardCountsSchema); all 0–20. */
export const FairPlayScaleSchema = z.object({
  yellow: z.number().int().min(0).max(20),
  secondYellow: z.number().int().min(0).max(20),
  red: z.number().int().min(0).max(20),
  yellowRed: z.number().int().min(0).max(20),
});
export type FairPlayScale = z.infer<typeof FairPlayScaleSchema>;

/** FIFA's scale: yellow −1, second yellow −3, direct red −4, yellow then direct red −5. */
export const FIFA_FAIR_PLAY_SCALE: FairPlayScale = { yellow: 1, secondYellow: 3, red: 4, yellowRed: 5 };

export const DisciplineSettingsSchema = z.object({
  /** Results carry yellow / second-yellow / red cards per team (off by default). */
  enabled: z.boolean(),
  /** Visitors see them too (off by default: they stay with organisers and reporters). */
  public: z.boolean(),
});
export type DisciplineSettings = z.infer<typeof DisciplineSettingsSchema>;

export const TournamentSettingsSchema = z.object({
  mode: z.enum(["roundRobin", "groupsKnockout", "knockout"]).default("groupsKnockout"),
  ageRange: AgeRangeSchema.optional(),
  points: z
    .object({
      win: z.number().int().min(0).max(10).default(3),
      draw: z.number().int().min(0).max(10).default(1),
      loss: z.number().int().min(0).max(10).default(0),
    })
    .default({ win: 3, draw: 1, loss: 0 }),
  tieBreakOrder: z.array(TieBreakCriterionSchema).min(1).max(7).default(DFB_TIE_BREAK_ORDER),
  doubleRoundRobin: z.boolean().default(false),
  groupCount: z.number().int().min(1).max(8).default(1),
  /** Explicit group sizes (must sum to the team count); omitted = as even as possible. */
  groupSizes: z.array(z.number().int().min(2).max(TEAMS_MAX)).max(8).optional(),
  seeding: z.enum(["snake", "pots", "draw"]).default("draw"),
  knockout: z.enum(["none", "final", "semiFinal", "quarterFinal"]).default("semiFinal"),
  thirdPlace: z.boolean().default(true),
  placementGames: z.boolean().default(false),
  matchMinutes: MatchMinutesSchema.default({ group: 10 }),
  breakMinutes: z.number().int().min(0).max(120).default(2),
  pauseBeforeFinalsMinutes: z.number().int().min(0).max(600).default(10),
  /**
   * Least rest (minutes) before a knockout match for every team that can reach it, from the end of the match it
   * comes from; omitted (every tournament stored before this setting) = the break between matches.
   */
  knockoutRestMinutes: z.number().int().min(0).max(120).optional(),
  /** How head-to-head ranks three or more level teams; omitted = "reapply" (UEFA). */
  headToHead: HeadToHeadModeSchema.optional(),
  /** Points deducted per card category for the `fairPlay` criterion; omitted = FIFA_FAIR_PLAY_SCALE. */
  fairPlayScale: FairPlayScaleSchema.optional(),
  /** Whether results carry card records, and whether the public sees them; omitted = neither. */
  discipline: DisciplineSettingsSchema.optional(),
  firstKickoff: LocalDateTimeSchema,
  pitches: z.array(PitchSchema).min(1).max(64),
});
export type TournamentSettings = z.infer<typeof TournamentSettingsSchema>;
export type TournamentSettingsInput = z.input<typeof TournamentSettingsSchema>;

export const TeamSchema = z.object({
  id: TeamId,
  name: z.string().min(1).max(80),
  club: z.string().max(120).optional(),
  /** Seeding position, 1 = strongest. */
  seed: z.number().int().min(1).max(256).optional(),
  /** Funino strength estimate, 1 = weakest … 6 = strongest. */
  strength: z.number().int().min(1).max(6).optional(),
});
export type Team = z.infer<typeof TeamSchema>;

export const MatchStatusSchema = z.enum(["scheduled", "live", "finished"]);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

export const MatchSchema = z.object({
  id: MatchId,
  stage: StageSchema,
  group: z.string().max(20).nullable(),
  /** Round within the stage (round-robin round, or bracket round counted from 1). */
  round: z.number().int().min(1),
  /** Place decided by this match's winner (final = 1, 3rd-place game = 3); null if none. */
  placeFor: z.number().int().min(1).nullable(),
  home: SideSchema,
  away: SideSchema,
  /** Time slot index: matches in one slot kick off together. */
  slot: z.number().int().min(0),
  pitch: z.string().max(40),
  startMinute: z.number().int().min(0),
  endMinute: z.number().int().min(0),
  start: LocalDateTimeSchema,
  end: LocalDateTimeSchema,
  status: MatchStatusSchema.default("scheduled"),
});
export type Match = z.infer<typeof MatchSchema>;

/** Most players of one team booked in one category in one match. */
export const CARDS_MAX = 20;
const CardCount = z.number().int().min(0).max(CARDS_MAX);

/**
 * One team's disciplinary record of a match, counted per player by the card that ended their record (FIFA
 * fair-play categories): `yellow` = a single yellow card; `secondYellow` = sent off for a second yellow;
 * `red` = a direct red; `yellowRed` = a yellow, then a direct red. A player is in one category only.
 */
export const CardCountsSchema = z.object({
  yellow: CardCount,
  secondYellow: CardCount,
  red: CardCount,
  yellowRed: CardCount,
});
export type CardCounts = z.infer<typeof CardCountsSchema>;

export const ResultSchema = z.object({
  matchId: MatchId,
  home: Goals,
  away: Goals,
  penalties: z.object({ home: Goals, away: Goals }).optional(),
  /** Disciplinary records (only when the tournament records them; public only when it publishes them). */
  cards: z.object({ home: CardCountsSchema, away: CardCountsSchema }).optional(),
});
export type Result = z.infer<typeof ResultSchema>;

/** Organiser decisions that settle ties: shoot-out order, a stored lot, a manual override (all ordered team ids). */
export const TieDecisionsSchema = z.object({
  shootout: z.array(TeamId).max(TEAMS_MAX).optional(),
  lot: z.array(TeamId).max(TEAMS_MAX).optional(),
  override: z.array(TeamId).max(TEAMS_MAX).optional(),
});
export type TieDecisions = z.infer<typeof TieDecisionsSchema>;

/**
 * Rest before a knockout match on a side whose team is not known yet ("Winner SF1" before the final): minutes
 * from the end of the match(es) its team comes from, the least over every team that can reach it.
 */
export const PathRestSchema = z.object({
  match: MatchId,
  side: z.enum(["home", "away"]),
  placeholder: PlaceholderSchema,
  rest: z.number(),
});
export type PathRest = z.infer<typeof PathRestSchema>;

/** A plan's fairness over every stage; bracket sides not known yet count through their path (restByPath). */
export const FairnessSchema = z.object({
  /** Back-to-back games (rest ≤ the break) of known teams plus those of bracket paths. */
  backToBackTotal: z.number().int(),
  backToBackByTeam: z.record(z.string(), z.number().int()),
  /** Shortest / longest rest (minutes from one match's end to the next start) over all teams and bracket paths; null if nobody plays twice. */
  minRest: z.number().nullable(),
  maxRest: z.number().nullable(),
  restByTeam: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
  /** Older stored or cached reports have no paths. */
  restByPath: z.array(PathRestSchema).default([]),
  idlePitchSlots: z.number().int(),
  slotCount: z.number().int(),
});
export type Fairness = z.infer<typeof FairnessSchema>;

export const FuninoSettingsSchema = z.object({
  planType: z.enum(["ladder", "fixed"]).default("ladder"),
  pairing: z.enum(["draw", "strength"]).default("draw"),
  /** Which end of the pitch list is the top of the ladder. */
  topPitch: z.enum(["first", "last"]).default("first"),
  drawRule: z.enum(["previousLoserAdvances", "lot", "decision"]).default("previousLoserAdvances"),
  avoidRematches: z.boolean().default(false),
  rounds: z.number().int().min(1).max(40).optional(),
  roundMinutes: z.number().int().min(1).max(60).default(7),
  breakMinutes: z.number().int().min(0).max(60).default(3),
  /** Fixed plan: how many different opponents every team meets. */
  opponentsPerTeam: z.number().int().min(1).max(TEAMS_MAX).optional(),
  firstKickoff: LocalDateTimeSchema,
  pitches: z.array(PitchSchema).max(64).optional(),
});
export type FuninoSettings = z.infer<typeof FuninoSettingsSchema>;

export const FuninoOutcomeSchema = z.object({
  /** Ladder pitch index, 0 = top. */
  pitchIndex: z.number().int().min(0).max(63),
  outcome: z.enum(["first", "second", "draw"]),
  /** For drawRule "decision": the team the organiser declared winner (e.g. rock-paper-scissors). */
  decidedWinner: TeamId.optional(),
  score: z.object({ first: Goals, second: Goals }).optional(),
});
export type FuninoOutcome = z.infer<typeof FuninoOutcomeSchema>;

/** A match before planning: pairing and stage, no time or pitch yet. */
export type MatchSpec = Pick<Match, "id" | "stage" | "group" | "round" | "placeFor" | "home" | "away">;
