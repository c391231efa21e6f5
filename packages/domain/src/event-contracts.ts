// Events with several age groups (issue 19): one venue, one or more days, pitches with their hours, and
// divisions — each a tournament or a funino festival of its own (a `tournaments` row with `eventId`). A single
// tournament stays what it is (an event of one division is not needed for it); every existing URL keeps working.
// Divisions share the event's pitches: each gets a window (pitches and a time span) in which its own planner
// schedules it, so no pitch is booked twice and moving one window re-flows only that division.
import { z } from "zod";
import { LocalDateTimeSchema } from "./contracts.ts";
import {
  ContactSchema,
  LocalDateSchema,
  TournamentStatusSchema,
  VenueSchema,
  VisibilitySchema,
} from "./tournament-contracts.ts";

/** Most divisions of one event. */
export const DIVISIONS_MAX = 12;
/** Most pitches of one event. */
export const EVENT_PITCHES_MAX = 24;
/** Most days of one event. */
export const EVENT_DAYS_MAX = 7;

const EventId = z.uuid();
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected HH:mm");

/** When a pitch can be used on one day of the event (local time at the venue). */
export const PitchHoursSchema = z
  .object({ date: LocalDateSchema, from: Time, to: Time })
  .refine((h) => h.from < h.to, { message: "must end after it starts", path: ["to"] });
export type PitchHours = z.infer<typeof PitchHoursSchema>;

/** A pitch of the venue; `hours` empty = usable all day on every day of the event. */
export const EventPitchSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "expected letters, digits, - or _"),
  name: z.string().trim().min(1).max(40),
  hours: z
    .array(PitchHoursSchema)
    .max(EVENT_DAYS_MAX * 2)
    .default([]),
});
export type EventPitch = z.infer<typeof EventPitchSchema>;

/** The event's own data (everything `event/update` changes). */
export const EventGeneralSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().max(5000).default(""),
    startDate: LocalDateSchema,
    /** Last day; omitted = one day. */
    endDate: LocalDateSchema.optional(),
    venue: VenueSchema.optional(),
    contact: ContactSchema.optional(),
    logoFileId: z.string().max(100).optional(),
    visibility: VisibilitySchema.default("private"),
    pitches: z
      .array(EventPitchSchema)
      .min(1)
      .max(EVENT_PITCHES_MAX)
      .refine((ps) => new Set(ps.map((p) => p.id)).size === ps.length, { message: "pitch ids must be unique" }),
    /** Minutes a pitch stays free between two divisions' matches (teams change, goals are moved). */
    changeoverMinutes: z.number().int().min(0).max(120).default(10),
  })
  .refine((e) => !e.endDate || e.endDate >= e.startDate, {
    message: "endDate must not be before startDate",
    path: ["endDate"],
  });
export type EventGeneral = z.infer<typeof EventGeneralSchema>;

/**
 * Where and when a division plays: some of the event's pitches, from `start` to `end` (local date-times of one
 * day). Its planner starts at `start` on these pitches; the plan must end by `end`.
 */
export const DivisionWindowSchema = z
  .object({
    pitches: z.array(z.string().min(1).max(40)).min(1).max(EVENT_PITCHES_MAX),
    start: LocalDateTimeSchema,
    end: LocalDateTimeSchema,
  })
  .refine((w) => w.start < w.end, { message: "must end after it starts", path: ["end"] })
  .refine((w) => w.start.slice(0, 10) === w.end.slice(0, 10), {
    message: "must end on the day it starts",
    path: ["end"],
  });
export type DivisionWindow = z.infer<typeof DivisionWindowSchema>;

/** A division as the event shows it: its tournament (or festival), age group and window. */
export const DivisionSchema = z.object({
  tournamentId: z.uuid(),
  mode: z.enum(["normal", "funino"]),
  name: z.string(),
  ageGroupLabel: z.string().nullable(),
  status: TournamentStatusSchema,
  teamCount: z.number().int(),
  /** Null until the division has a window. */
  window: DivisionWindowSchema.nullable(),
  /** Minutes of play the division needs on one pitch (sum of its matches' or rounds' lengths and breaks). */
  pitchMinutes: z.number().int(),
});
export type Division = z.infer<typeof DivisionSchema>;

/** POST event/create: the event's general data. */
export const CreateEventSchema = EventGeneralSchema;
/** PUT event/update: the complete general data (replaces it). */
export const UpdateEventSchema = z.object({ id: EventId, general: EventGeneralSchema });
/** POST event/division: a new division (a draft tournament or festival owned by the event's owner). */
export const CreateDivisionSchema = z.object({
  id: EventId,
  mode: z.enum(["normal", "funino"]),
  name: z.string().trim().min(1).max(120),
  ageGroupLabel: z
    .string()
    .regex(/^U\d{1,2}$/)
    .optional(),
});
/** POST event/attach: an existing tournament of the caller joins the event (same dates). */
export const AttachDivisionSchema = z.object({ id: EventId, tournamentId: z.uuid() });
/** PUT event/windows: windows of some divisions (others keep theirs); each changed division is re-flowed alone. */
export const UpdateWindowsSchema = z.object({
  id: EventId,
  windows: z
    .array(z.object({ tournamentId: z.uuid(), window: DivisionWindowSchema }))
    .min(1)
    .max(DIVISIONS_MAX),
});

/** One problem of an event's shared plan, translatable like the engine's messages (key + params). */
export const EventIssueSchema = z.object({
  severity: z.enum(["error", "warning"]),
  key: z.enum([
    "event.pitchDoubleBooked",
    "event.changeoverTooShort",
    "event.outsideWindow",
    "event.outsidePitchHours",
    "event.unknownPitch",
    "event.clubClash",
    "event.noWindow",
  ]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
});
export type EventIssue = z.infer<typeof EventIssueSchema>;
