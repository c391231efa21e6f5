// API payloads of the public tournament pages (auth/tment/*, live stream, calendar export), shared by
// server and SPA. Everything here is readable by anonymous visitors: team and club names only, never
// player names, owner ids, seeds/strengths or internal plan data.
import { z } from "zod";
import { MatchSchema, PitchSchema, ResultSchema, StageSchema, TieBreakCriterionSchema } from "./contracts.ts";
import { LIVE_EVENT_TYPES } from "./live-events.ts";
import { RegistrationSummarySchema } from "./registration-summary.ts";
import { GeneralSchema, LocalDateSchema, PageSchema, TournamentStatusSchema } from "./tournament-contracts.ts";

/** A translatable engine label (i18n key of the "engine" namespace, its params, English fallback). */
export const DomainMessageSchema = z
  .object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() })
  .meta({ id: "DomainMessage" });

/** Which parts of the results the public page shows (see GeneralSchema.publicResults). */
export const PublicResultsSchema = z.enum(["all", "resultsOnly", "none"]);
export type PublicResults = z.infer<typeof PublicResultsSchema>;

export const PublicTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  club: z.string().optional(),
  colours: z.object({ primary: z.string().optional(), secondary: z.string().optional() }).optional(),
  group: z.string().optional(),
});

export const PublicStandingRowSchema = z.object({
  teamId: z.string(),
  rank: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  /** The rule that separated this team from the teams it was level with; label = engine key `reason.<reason>`. */
  reason: z.string(),
  levelWith: z.array(z.string()),
});

export const PublicGroupStandingsSchema = z.object({
  group: z.string(),
  complete: z.boolean(),
  rows: z.array(PublicStandingRowSchema),
  unresolved: z.array(z.array(z.string())),
});

/** The organiser's club contact: only the fields the club marked public (club settings), others null. */
export const OrganiserContactSchema = z
  .object({
    club: z.string().nullable(),
    contactPerson: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: "OrganiserContact" });

/** A scheduled match as the public page shows it: the engine's match plus labels and (if shown) its result. */
export const PublicMatchSchema = MatchSchema.extend({
  /** Label of each side while its team is not known yet ("1st Group A", "Winner SF1"); null once known. */
  homeLabel: DomainMessageSchema.nullable(),
  awayLabel: DomainMessageSchema.nullable(),
  /** Stage label (engine key `stage.<stage>`). */
  stageLabel: DomainMessageSchema,
  /** Null until entered, or always when the organiser hides results (publicResults "none"). */
  result: ResultSchema.omit({ matchId: true }).nullable(),
});
export type PublicMatch = z.infer<typeof PublicMatchSchema>;

export const KnockoutRoundSchema = z.object({
  stage: StageSchema,
  round: z.number().int(),
  label: DomainMessageSchema,
  /** Matches of this round in bracket order. */
  matchIds: z.array(z.string()),
});

export const PlacementSchema = z.object({ place: z.number().int().min(1), teamId: z.string() });

/**
 * GET auth/tment/{id}: everything the public tournament page needs in one response. Served from a cache
 * that every change invalidates (also on other server processes), with ETag / If-None-Match.
 */
export const PublicTournamentSchema = z
  .object({
    view: z.literal("public"),
    id: z.uuid(),
    status: TournamentStatusSchema,
    /** Increases with every change; equals the live stream's event id. */
    version: z.number().int(),
    updatedAt: z.string(),
    general: GeneralSchema,
    /** A link to the venue on OpenStreetMap (coordinates if known, else a search for name and address). */
    mapUrl: z.string().nullable(),
    /** "U11" from the label or the birth-year range on the tournament's date; null when neither is set. */
    ageGroupLabel: z.string().nullable(),
    organiser: OrganiserContactSchema,
    format: z.object({
      mode: z.enum(["roundRobin", "groupsKnockout", "knockout"]),
      points: z.object({ win: z.number().int(), draw: z.number().int(), loss: z.number().int() }),
      tieBreakOrder: z.array(TieBreakCriterionSchema),
      knockout: z.enum(["none", "final", "semiFinal", "quarterFinal"]),
      thirdPlace: z.boolean(),
      placementGames: z.boolean(),
    }),
    /** What is shown: tables and placements only with "all"; scores with "all" or "resultsOnly". */
    publicResults: PublicResultsSchema,
    pitches: z.array(PitchSchema),
    teams: z.array(PublicTeamSchema),
    groups: z.array(z.object({ name: z.string(), teamIds: z.array(z.string()) })),
    /** Ordered by kick-off, then pitch. */
    matches: z.array(PublicMatchSchema),
    /** Empty unless publicResults is "all". */
    standings: z.array(PublicGroupStandingsSchema),
    knockout: z.array(KnockoutRoundSchema),
    /** Final places decided so far by the final, third-place and placement games (empty unless "all"). */
    placements: z.array(PlacementSchema),
    /** Whether teams may register now (registration open and deadline not passed, tournament not over). */
    registrationOpen: z.boolean(),
    /** While registration is open: places taken and waiting, counts only; otherwise null. */
    registrationSummary: RegistrationSummarySchema.nullable(),
    /** What parents type to find the tournament, and its short URL `/t/{shortCode}`. */
    shortCode: z.string(),
    /** "Running X minutes late": minutes the kick-offs still to come were moved; 0 unless published or running. */
    delayMinutes: z.number().int(),
  })
  .meta({ id: "PublicTournament" });
export type PublicTournament = z.infer<typeof PublicTournamentSchema>;

/**
 * GET auth/tmentp/{id}: the plan by pitch for display mode (big screen at the venue) and print: every
 * pitch with its matches in order, team names resolved, scores as shown publicly. No tables, no general data.
 */
export const PublicPlanSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: TournamentStatusSchema,
    version: z.number().int(),
    updatedAt: z.string(),
    publicResults: PublicResultsSchema,
    pitches: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        matches: z.array(
          z.object({
            id: z.string(),
            stage: StageSchema,
            group: z.string().nullable(),
            start: z.string(),
            end: z.string(),
            status: z.enum(["scheduled", "live", "finished"]),
            /** Team name, or the placeholder's English text while unknown (labels carry the i18n key). */
            home: z.string(),
            away: z.string(),
            homeLabel: DomainMessageSchema.nullable(),
            awayLabel: DomainMessageSchema.nullable(),
            result: ResultSchema.omit({ matchId: true }).nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "PublicPlan" });
export type PublicPlan = z.infer<typeof PublicPlanSchema>;

/** One tournament in the discovery lists. */
export const PublicListItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: TournamentStatusSchema,
    startDate: z.string(),
    endDate: z.string(),
    venue: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    ageGroupLabel: z.string().nullable(),
    mode: z.enum(["roundRobin", "groupsKnockout", "knockout"]),
    /** A funino festival (its page is /{lang}/funino/{id}; `mode` then says nothing). */
    festival: z.boolean(),
    teamCount: z.number().int(),
    registrationOpen: z.boolean(),
  })
  .meta({ id: "PublicTournamentListItem" });
export type PublicListItem = z.infer<typeof PublicListItemSchema>;

export const PublicListPageSchema = z
  .object({
    items: z.array(PublicListItemSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "PublicTournamentListPage" });
export type PublicListPage = z.infer<typeof PublicListPageSchema>;

/** GET auth/tment/alltment?page&size: upcoming public tournaments, soonest first. */
export const UpcomingQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type UpcomingQuery = z.infer<typeof UpcomingQuerySchema>;

/**
 * POST auth/tment/getpublic: search all public tournaments. Every filter is optional and they combine
 * with AND; results: upcoming and running tournaments soonest first, then past ones latest first.
 */
export const PublicSearchSchema = PageSchema.extend({
  /** Words matched (case-insensitive) against name, description, venue, city. */
  text: z.string().trim().max(100).optional(),
  /** Tournaments with a day on or after this date. */
  from: LocalDateSchema.optional(),
  /** Tournaments with a day on or before this date. */
  to: LocalDateSchema.optional(),
  /** U-label ("U11"): the organiser's label, or derived from the birth-year range on the tournament date. */
  ageGroup: z
    .string()
    .regex(/^U\d{1,2}$/)
    .optional(),
  mode: z.enum(["roundRobin", "groupsKnockout", "knockout"]).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  city: z.string().trim().min(1).max(120).optional(),
  /** Only tournaments taking registrations now. */
  registrationOpen: z.boolean().optional(),
});
export type PublicSearch = z.infer<typeof PublicSearchSchema>;

/**
 * The data of every live stream event (`data:` line, JSON), the same for all event names: the server writes it,
 * the SPA reads it (with liveEventVersion, which accepts exactly what this schema accepts; see its test).
 * `version` is the tournament's version after the change, also sent as the event's `id:`.
 */
export const LiveEventDataSchema = z
  .object({
    type: z.enum(LIVE_EVENT_TYPES),
    version: z.number().int().min(0),
    /**
     * Festivals only, when a round's pairings were computed: the new current round and its pitches (no outcome),
     * so a thousand phones show the next pitch without a thousand refetches.
     */
    festival: z
      .object({
        currentRound: z.number().int(),
        round: z.object({
          round: z.number().int(),
          games: z.array(z.object({ pitch: z.string(), first: z.string(), second: z.string() })),
          bench: z.array(z.string()),
        }),
      })
      .optional(),
  })
  .meta({ id: "LiveEventData" });
export type LiveEventData = z.infer<typeof LiveEventDataSchema>;

/** Query of the live stream: the last version the client has (EventSource cannot send headers on connect). */
export const LiveQuerySchema = z.object({ lastEventId: z.coerce.number().int().min(0).optional() });

/** Query of the calendar export: one team's matches, or the whole schedule without `team`. */
export const CalendarQuerySchema = z.object({
  team: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .optional(),
  lang: z.enum(["de", "en", "es", "fr", "it", "nl", "pt", "tr"]).default("en"),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;
