// Result entry across an event's divisions (issue 19): reporter links bound to one event pitch, which follow
// whatever division plays there, their session, and the control centre's view of every pitch's now/next match.
import { z } from "zod";
import { MatchSchema, ResultSchema } from "./contracts.ts";
import { FuninoPublicSchema } from "./funino-contracts.ts";
import { TournamentStatusSchema } from "./tournament-contracts.ts";
import { TournamentPublicSchema } from "./tournament-views.ts";

/** Event reporter links per event, revoked ones included (they stay listed as the event's history). */
export const EVENT_REPORTER_LINKS_MAX = 100;

/** POST event/reporter: a link for one event pitch. */
export const CreateEventReporterLinkSchema = z.object({
  id: z.uuid(),
  pitch: z.string().min(1).max(40),
  label: z.string().trim().max(80).default(""),
});
export type CreateEventReporterLink = z.infer<typeof CreateEventReporterLinkSchema>;

export const EventReporterLinkSchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    /** The event pitch id the link enters results on. */
    pitch: z.string(),
    label: z.string(),
    active: z.boolean(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "EventReporterLink" });
export type EventReporterLink = z.infer<typeof EventReporterLinkSchema>;

export const CreatedEventReporterLinkSchema = EventReporterLinkSchema.extend({
  /** The raw token, shown once. */
  token: z.string(),
  /** The reporter page with the token in the fragment (never sent to the server), to show as QR code. */
  url: z.string(),
});
export type CreatedEventReporterLink = z.infer<typeof CreatedEventReporterLinkSchema>;

export const EventReporterLinkListSchema = z.object({ links: z.array(EventReporterLinkSchema) });

export const DivisionModeSchema = z.enum(["normal", "funino"]);

/** One division as a reporter on one event pitch sees it. */
export const EventReporterDivisionSchema = z.object({
  tournamentId: z.uuid(),
  name: z.string(),
  mode: DivisionModeSchema,
  status: TournamentStatusSchema,
  planVersion: z.number().int().describe("Send it with every entry of this division"),
  /** The division's live stream version (GET live/tment/{id} announces newer ones). */
  version: z.number().int(),
  /** Whether the division has a public live stream (public or unlisted, published, not taken down). */
  live: z.boolean(),
  /** The division's own id of the link's pitch (a festival numbers its pitches "1" … "n"). */
  pitchId: z.string(),
  /** Whether entries carry card records. */
  cards: z.boolean(),
  /** The division's public view with only the matches on this pitch (results and cards of those). */
  tournament: TournamentPublicSchema,
  /** Festivals only: the festival with every outcome. */
  festival: FuninoPublicSchema.optional(),
});

export const EventReporterSessionSchema = z
  .object({
    link: z.object({ id: z.uuid(), label: z.string() }),
    event: z.object({ id: z.uuid(), name: z.string() }),
    pitch: z.object({ id: z.string(), name: z.string() }),
    /** Every division whose window includes the pitch, in window order. */
    divisions: z.array(EventReporterDivisionSchema),
  })
  .meta({ id: "EventReporterSession" });
export type EventReporterSession = z.infer<typeof EventReporterSessionSchema>;

/** One match of the control centre: a tournament's match, or a festival's game of its current round. */
export const EventControlMatchSchema = z.object({
  tournamentId: z.uuid(),
  divisionName: z.string(),
  mode: DivisionModeSchema,
  status: TournamentStatusSchema,
  planVersion: z.number().int(),
  cards: z.boolean(),
  match: MatchSchema,
  home: z.string().nullable(),
  away: z.string().nullable(),
  result: ResultSchema.nullable(),
});
export type EventControlMatch = z.infer<typeof EventControlMatchSchema>;

/** A festival's game of its current round on one event pitch (outcomes entered through funino/result). */
export const EventControlFestivalGameSchema = z.object({
  tournamentId: z.uuid(),
  divisionName: z.string(),
  /** The festival's own id of this pitch (a festival numbers its pitches "1" … "n"). */
  pitchId: z.string(),
  round: z.number().int(),
  start: z.string(),
  first: z.string(),
  second: z.string(),
  decided: z.boolean(),
});
export type EventControlFestivalGame = z.infer<typeof EventControlFestivalGameSchema>;

/** "Now" or "next" on a pitch: a tournament's match or a festival's game, whichever kicks off first. */
export const EventControlItemSchema = z.discriminatedUnion("kind", [
  EventControlMatchSchema.extend({ kind: z.literal("match") }),
  EventControlFestivalGameSchema.extend({ kind: z.literal("festival") }),
]);
export type EventControlItem = z.infer<typeof EventControlItemSchema>;

export const EventControlSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.enum(["owner", "editor"]),
    /** The day "now / next" is about: today while the event runs, its first day before it, its last after it. */
    day: z.string(),
    /** Whether the event spans several days (times are shown with their day). */
    multiDay: z.boolean(),
    /** The divisions: their live streams (`live`: public or unlisted and published, so a stream exists). */
    divisions: z.array(
      z.object({
        tournamentId: z.uuid(),
        name: z.string(),
        mode: DivisionModeSchema,
        revision: z.number().int(),
        live: z.boolean(),
      }),
    ),
    pitches: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        /**
         * The first match or festival game of `day` or later still open (no result, game not decided) in kick-off
         * order, and the one after it: an earlier day's match that never got a result is not "now".
         */
        now: EventControlItemSchema.nullable(),
        next: EventControlItemSchema.nullable(),
        /** Every tournament match on this pitch across divisions in kick-off order. */
        matches: z.array(EventControlMatchSchema),
        /** Every festival's game on this pitch in its current round, by kick-off (several festivals keep their own). */
        festivals: z.array(EventControlFestivalGameSchema),
      }),
    ),
  })
  .meta({ id: "EventControl" });
export type EventControl = z.infer<typeof EventControlSchema>;
