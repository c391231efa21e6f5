// Zod contracts of team registration and waiting lists (`wlist/*`, `tment/waiting/{id}`), shared by the server and
// the SPA. The bot defences (honeypot, minimum fill time) are the contact form's: same fields, same constant.
import { z } from "zod";
import { ACCOUNT_LANGUAGES } from "./account-contracts.ts";
import { CONTACT_MIN_FILL_MS, ContactSchema } from "./contact-contracts.ts";

/** pending: received, not decided; accepted: plays (is in the tournament's teams); waitlisted: has a position. */
export const REGISTRATION_STATES = ["pending", "accepted", "waitlisted", "declined", "withdrawn"] as const;
export const RegistrationStateSchema = z.enum(REGISTRATION_STATES);
export type RegistrationState = z.infer<typeof RegistrationStateSchema>;

/** A registration sent sooner than this after the form opened is a bot's (the contact form's rule). */
export const REGISTRATION_MIN_FILL_MS = CONTACT_MIN_FILL_MS;

export const REGISTRATION_TEAM_NAME_MAX = 80;
export const REGISTRATION_CLUB_MAX = 120;
export const REGISTRATION_CONTACT_MAX = 100;
export const REGISTRATION_PHONE_MAX = 50;
export const REGISTRATION_MESSAGE_MAX = 2000;
export const REGISTRATION_PLAYERS_MAX = 60;

const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.string().trim().max(254).pipe(z.email());
const phone = z
  .string()
  .trim()
  .max(REGISTRATION_PHONE_MAX)
  .regex(/^[+\d\s()/.-]*$/, "digits, spaces and + ( ) / . - only");
const birthYear = z.number().int().min(1900).max(2100);
const players = z.number().int().min(1).max(REGISTRATION_PLAYERS_MAX);
const strength = z.number().int().min(1).max(6);

/** POST wlist/register: a team applies for a tournament (anonymous or logged in). */
export const RegisterTeamSchema = z
  .object({
    tournamentId: z.uuid(),
    teamName: text(REGISTRATION_TEAM_NAME_MAX),
    club: z.string().trim().max(REGISTRATION_CLUB_MAX).default(""),
    contactName: text(REGISTRATION_CONTACT_MAX),
    email,
    phone: phone.default(""),
    players: players.optional(),
    /** Festivals: how strong the team is, 1 = weakest … 6 = strongest (used for pairing by strength). */
    strength: strength.optional(),
    /** The squad's oldest and youngest birth year, checked against the tournament's age group. */
    oldestBirthYear: birthYear.optional(),
    youngestBirthYear: birthYear.optional(),
    message: z.string().trim().max(REGISTRATION_MESSAGE_MAX).default(""),
    /** Consent to the privacy notice: required. */
    privacyConsent: z.literal(true, "consent to the privacy notice is required"),
    /** The page's language: the applicant's mails are written in it. */
    language: z.enum(ACCOUNT_LANGUAGES).default("en"),
    /** Honeypot (see ContactSchema): anything in it marks a bot, answered alike but not stored. */
    website: ContactSchema.shape.website,
    /** How long the form was open (ms); below REGISTRATION_MIN_FILL_MS or absent: a bot, answered alike. */
    fillMs: ContactSchema.shape.fillMs,
  })
  .refine(
    (r) =>
      r.oldestBirthYear === undefined || r.youngestBirthYear === undefined || r.youngestBirthYear >= r.oldestBirthYear,
    { message: "youngestBirthYear must not be before oldestBirthYear", path: ["youngestBirthYear"] },
  );
export type RegisterTeamInput = z.input<typeof RegisterTeamSchema>;
export type RegisterTeam = z.output<typeof RegisterTeamSchema>;

/** The answer of wlist/register: the same for a stored registration and a quietly dropped bot's. */
export const RegistrationReceivedSchema = z.object({ status: z.literal("received") });
export type RegistrationReceived = z.infer<typeof RegistrationReceivedSchema>;

/**
 * The private link's token (43 base64url characters; a little slack for the future). At least 32, so the request
 * log's URL cleaning (which redacts path segments of 32+ such characters) always hides it.
 */
export const RegistrationTokenSchema = z
  .string()
  .min(32)
  .max(200)
  .regex(/^[\w-]+$/);

export const RegistrationTokenParams = z.object({ token: RegistrationTokenSchema });

/** POST wlist/withdraw: the applicant withdraws their entry with the private link's token. */
export const WithdrawRegistrationSchema = z.object({ token: RegistrationTokenSchema });
export type WithdrawRegistration = z.infer<typeof WithdrawRegistrationSchema>;

/** What the private link shows: this entry only, without the contact data. */
export const PrivateRegistrationSchema = z.object({
  tournamentId: z.uuid(),
  tournamentName: z.string(),
  mode: z.enum(["normal", "funino"]),
  startDate: z.string(),
  teamName: z.string(),
  club: z.string(),
  state: RegistrationStateSchema,
  /** Place on the waiting list while waitlisted, else null. */
  position: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the entry can still be withdrawn (not declined or withdrawn already). */
  canWithdraw: z.boolean(),
});
export type PrivateRegistration = z.infer<typeof PrivateRegistrationSchema>;

/** An entry as the organisers (owner and editors) see it, with the applicant's contact data. */
export const RegistrationEntrySchema = z.object({
  id: z.uuid(),
  tournamentId: z.uuid(),
  state: RegistrationStateSchema,
  position: z.number().int().nullable(),
  teamName: z.string(),
  club: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  players: z.number().int().nullable(),
  strength: z.number().int().nullable(),
  oldestBirthYear: z.number().int().nullable(),
  youngestBirthYear: z.number().int().nullable(),
  message: z.string(),
  language: z.string(),
  /** Whether the applicant was logged in when registering. */
  hasAccount: z.boolean(),
  /** The team's id in the tournament's teams while accepted. */
  teamId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegistrationEntry = z.infer<typeof RegistrationEntrySchema>;

/** GET wlist/waitinglist/{id}: all entries, waitlisted by position, the others oldest first. */
export const RegistrationListSchema = z.object({
  tournamentId: z.uuid(),
  entries: z.array(RegistrationEntrySchema),
});
export type RegistrationList = z.infer<typeof RegistrationListSchema>;

/** GET tment/waiting/{id}: the organisers' summary. */
export const WaitingSummarySchema = z.object({
  tournamentId: z.uuid(),
  /** Whether the public can register right now (open, deadline not passed, published or running). */
  registrationOpen: z.boolean(),
  deadline: z.string().nullable(),
  maxTeams: z.number().int().nullable(),
  autoPromote: z.boolean(),
  /** Teams in the tournament (accepted registrations and teams the organisers added themselves). */
  teamCount: z.number().int(),
  /** Places left before maxTeams; null without a maximum. */
  freePlaces: z.number().int().nullable(),
  counts: z.object({
    pending: z.number().int(),
    accepted: z.number().int(),
    waitlisted: z.number().int(),
    declined: z.number().int(),
    withdrawn: z.number().int(),
  }),
});
export type WaitingSummary = z.infer<typeof WaitingSummarySchema>;

/**
 * POST wlist/changetype: moves an entry to another state (owner/editor). `position` places a waitlisted entry
 * (1 = first; omitted = last). Accepting when the tournament is full answers 409 TOURNAMENT_FULL: waitlist instead.
 */
export const ChangeRegistrationStateSchema = z.object({
  id: z.uuid(),
  state: RegistrationStateSchema,
  position: z.number().int().min(1).max(10_000).optional(),
});
export type ChangeRegistrationState = z.infer<typeof ChangeRegistrationStateSchema>;

/**
 * The answer of changetype and withdraw (organiser side): the changed entry, the first waitlisted entry that could
 * take a freed place (null when none was freed or nobody waits), and the entry that was promoted automatically
 * (when the organisers turned on registration.autoPromote).
 */
export const RegistrationChangeSchema = z.object({
  entry: RegistrationEntrySchema,
  promotable: RegistrationEntrySchema.nullable(),
  promoted: RegistrationEntrySchema.nullable(),
});
export type RegistrationChange = z.infer<typeof RegistrationChangeSchema>;

/** POST wlist/update, op "edit": corrects an entry's data (an accepted team is renamed in the tournament too). */
export const EditRegistrationSchema = z.object({
  op: z.literal("edit"),
  id: z.uuid(),
  teamName: text(REGISTRATION_TEAM_NAME_MAX).optional(),
  club: z.string().trim().max(REGISTRATION_CLUB_MAX).optional(),
  contactName: text(REGISTRATION_CONTACT_MAX).optional(),
  email: email.optional(),
  phone: phone.optional(),
  players: players.nullable().optional(),
  strength: strength.nullable().optional(),
});

/** POST wlist/update, op "reorder": the waiting list's complete new order (every waitlisted entry once). */
export const ReorderWaitingListSchema = z.object({
  op: z.literal("reorder"),
  tournamentId: z.uuid(),
  order: z.array(z.uuid()).min(1).max(1000),
});

export const UpdateRegistrationSchema = z.discriminatedUnion("op", [EditRegistrationSchema, ReorderWaitingListSchema]);
export type UpdateRegistration = z.infer<typeof UpdateRegistrationSchema>;

/** The answer of wlist/update: the entries it changed. */
export const RegistrationUpdatedSchema = z.object({ entries: z.array(RegistrationEntrySchema) });
