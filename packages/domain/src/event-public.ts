// The public event page (issue 19 item 3): one page for every division of an event — "now / next" by pitch across
// divisions, each division with its link, and a team finder. Made by the server from the divisions' cached public
// payloads; read by the server's first paint and by the page's small script (built from apps/web/src/event-page/event-page.ts).
import { z } from "zod";
import { TournamentStatusSchema, VenueSchema } from "./tournament-contracts.ts";

/** One match (or festival game) as the event page shows it: when, where, who. */
export const EventPublicMatchSchema = z.object({
  divisionId: z.uuid(),
  divisionName: z.string(),
  /** Local kick-off "YYYY-MM-DDTHH:mm". */
  start: z.string(),
  /** Team names, or the placeholder text ("Winner SF1") while a side is not known; null = not known yet. */
  home: z.string().nullable(),
  away: z.string().nullable(),
  /** Being played now (status live), rather than the next one. */
  live: z.boolean(),
});
export type EventPublicMatch = z.infer<typeof EventPublicMatchSchema>;

/** A pitch's current or next match: the first one on it that is not finished, in kick-off order. */
export const EventPitchNextSchema = z.object({
  pitch: z.string(),
  pitchName: z.string(),
  match: EventPublicMatchSchema.nullable(),
});

export const EventPublicDivisionSchema = z.object({
  id: z.uuid(),
  mode: z.enum(["normal", "funino"]),
  name: z.string(),
  ageGroupLabel: z.string().nullable(),
  status: TournamentStatusSchema,
  /** The division's public page after `/{lang}/`: `tournament/{id}` or `funino/{id}`. */
  path: z.string(),
  /** Its live stream's version (GET /api/v1/live/tment/{id}): a newer one means this payload is outdated. */
  version: z.number().int(),
  /** "Now / next" on each of the division's pitches. */
  nowNext: z.array(EventPitchNextSchema),
  teams: z.array(z.object({ name: z.string(), club: z.string().nullable() })),
  /** Teams may register for it now (the tournament page's rule: registration open, deadline not passed, not over). */
  registrationOpen: z.boolean(),
});
export type EventPublicDivision = z.infer<typeof EventPublicDivisionSchema>;

/** GET event/public/{id}. */
export const EventPublicSchema = z
  .object({
    view: z.literal("eventPublic"),
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    venue: VenueSchema.nullable(),
    /** The event's logo (GET /api/v1/files/{id}, served to anybody while the event is public or unlisted); null: none. */
    logoFileId: z.string().nullable(),
    /** Publicly visible divisions only (published, running or finished; not private, not taken down). */
    divisions: z.array(EventPublicDivisionSchema),
    /** Every event pitch with the next unplayed match on it across divisions (kick-off order). */
    nowNext: z.array(EventPitchNextSchema),
  })
  .meta({ id: "EventPublic" });
export type EventPublic = z.infer<typeof EventPublicSchema>;
