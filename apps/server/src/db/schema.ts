import type { RetentionCounts, RetentionRemoved } from "@kickoff/domain/retention-contracts.ts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL 15+: plain types only, uuids from gen_random_uuid().

export const users = pgTable("users", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  /** Stored lower-cased so lookups and the unique index ignore case. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  displayName: text("display_name").notNull(),
  clubName: text("club_name").notNull().default(""),
  /** The club's logo (one of the user's uploads of purpose logo); a deleted file clears it. */
  clubLogoFileId: uuid("club_logo_file_id").references((): AnyPgColumn => files.id, { onDelete: "set null" }),
  language: text("language").notNull().default("en"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  termsVersion: text("terms_version"),
  privacyVersion: text("privacy_version"),
  /** Set by an operator: the account cannot log in and its sessions count as logged out (routes/operator.ts). */
  blockedAt: timestamp("blocked_at", { withTimezone: true }),
  blockedReason: text("blocked_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the opaque cookie value; the raw id never reaches the database. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * One-time secrets sent by mail: e-mail verification, password reset, e-mail change.
 * Both the link token and the 6-digit code are stored as keyed hashes only.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "verify-email" | "reset-password" | "change-email" */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Null for purposes that only send a link (password reset). */
    codeHash: text("code_hash"),
    /** For "change-email": the address that becomes the login once verified (lower-cased). */
    newEmail: text("new_email"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_token_hash_idx").on(t.tokenHash),
    index("one_time_tokens_user_purpose_idx").on(t.userId, t.purpose),
    index("one_time_tokens_new_email_idx").on(t.newEmail),
  ],
);

/**
 * Counters shared by every server process (PostgreSQL is the only shared state): failed logins
 * per account with the resulting block, resend and lookup limits. Keys carry hashed e-mails.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/** A club's venue (Spielstätte), reused when creating tournaments. */
export const venues = pgTable(
  "venues",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    street: text("street").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    /** The pitches' names in order; their number is the array's length. */
    pitches: jsonb("pitches").$type<string[]>().notNull().default([]),
    /** "grass" | "artificial" | "hall" | "other" */
    surface: text("surface").notNull().default("grass"),
    indoor: boolean("indoor").notNull().default(false),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("venues_user_id_idx").on(t.userId)],
);

/** Public contact details of a club, shown on its tournaments field by field as chosen. */
export const clubContacts = pgTable("club_contacts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contactPerson: text("contact_person"),
  phone: text("phone"),
  email: text("email"),
  website: text("website"),
  showContactPerson: boolean("show_contact_person").notNull().default(false),
  showPhone: boolean("show_phone").notNull().default(false),
  showEmail: boolean("show_email").notNull().default(false),
  showWebsite: boolean("show_website").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ─── Tournaments (normal mode) ────────────────────────────────────────────────────────────────
// Owned by the tournament-management area. The engine's data (settings, teams, planned matches,
// results, tie decisions) lives in jsonb columns of one row: a plan is always read and written as a
// whole, and every write locks that row (`for update`), so concurrent writers are serialised.

export const tournaments = pgTable(
  "tournaments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "normal" (groups/knockout) | "funino" (a festival: its own part is the `funino` column). */
    mode: text("mode").notNull().default("normal"),
    /** "draft" | "published" | "running" | "finished" | "archived" */
    status: text("status").notNull().default("draft"),
    /** "public" | "unlisted" | "private" */
    visibility: text("visibility").notNull().default("private"),
    name: text("name").notNull(),
    /** Local dates "YYYY-MM-DD": listed and sorted without opening the jsonb. */
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    /** Description, venue, age group, registration, contact, logo (UpdateGeneral without name/dates/visibility). */
    general: jsonb("general").notNull().default({}),
    /** The engine's TournamentSettings. */
    settings: jsonb("settings").notNull(),
    teams: jsonb("teams").notNull().default([]),
    matches: jsonb("matches").notNull().default([]),
    results: jsonb("results").notNull().default([]),
    tieDecisions: jsonb("tie_decisions").notNull().default({}),
    /** Seed of the last generation, so a plan can be reproduced. */
    planSeed: text("plan_seed"),
    /** Set when teams or format changed after the plan was generated. */
    planOutdated: boolean("plan_outdated").notNull().default(false),
    /** Bumped on every change of the plan's structure (generate, reorder): optimistic concurrency. */
    planVersion: integer("plan_version").notNull().default(0),
    /** Bumped by every write that changes what the public sees; the live events' version and the ETag. */
    revision: integer("revision").notNull().default(0),
    /** What a parent types to find the tournament (`/t/{code}`, search): unique, stored upper-case (domain short-code.ts). */
    shortCode: text("short_code").notNull(),
    /** Mode "funino" only: the festival's configuration, rounds and round clock (domain FuninoState). */
    funino: jsonb("funino"),
    /** Minutes the organiser moved the kick-offs still to come ("running late"); shown to viewers. */
    delayMinutes: integer("delay_minutes").notNull().default(0),
    /** Referees and their matches (domain Officials); never public. */
    officials: jsonb("officials").notNull().default({ referees: [], assignments: {} }),
    /** Taken down by an operator after a report (services/reports.ts): every public read answers 404. */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    /** The event this tournament is a division of (issue 19); null = a standalone tournament. */
    eventId: uuid("event_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
    /** The division's window on the event's pitches (domain DivisionWindow); null = none yet or standalone. */
    eventWindow: jsonb("event_window"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tournaments_owner_created_idx").on(t.ownerId, t.createdAt),
    index("tournaments_event_idx").on(t.eventId),
    index("tournaments_visibility_status_idx").on(t.visibility, t.status),
    uniqueIndex("tournaments_short_code_idx").on(t.shortCode),
    // Who may read a logo file is decided by the tournaments showing it (files area).
    index("tournaments_logo_file_idx").on(sql`(${t.general}->>'logoFileId')`),
  ],
);

export const tournamentEditors = pgTable(
  "tournament_editors",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while the invitation is open: an invited user has no access until they accept (issue 15). */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("tournament_editors_pair_idx").on(t.tournamentId, t.userId),
    index("tournament_editors_user_idx").on(t.userId),
  ],
);

/**
 * Events with several age groups (issue 19): one venue, days and pitches; its divisions are tournaments rows with
 * `event_id`. The event's own data is the jsonb `general` (domain EventGeneral); name and dates are copied into
 * columns for lists.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    general: jsonb("general").notNull(),
    /** Bumped by every change of the event's own data or its divisions' windows. */
    revision: integer("revision").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("events_owner_idx").on(t.ownerId)],
);

/** Editors of a whole event: like tournament_editors, they edit every division once they accepted. */
export const eventEditors = pgTable(
  "event_editors",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while the invitation is open: no access until accepted. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("event_editors_pair_idx").on(t.eventId, t.userId), index("event_editors_user_idx").on(t.userId)],
);

/** Revocable links that let a helper without an account enter results (optionally for one pitch). */
export const reporterLinks = pgTable(
  "reporter_links",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    /** SHA-256 hex of the token; the raw token is shown once at creation. */
    tokenHash: text("token_hash").notNull().unique(),
    pitch: text("pitch"),
    /** A referee of the tournament's officials: the link enters results of that referee's matches only. */
    refereeId: text("referee_id"),
    label: text("label").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("reporter_links_tournament_idx").on(t.tournamentId)],
);

/**
 * Reporter links of a whole event (issue 19): bound to one event pitch, they enter results of whatever division
 * plays there (services/event-reporting.ts). Kept apart from `reporter_links`, which belong to one tournament.
 */
export const eventReporterLinks = pgTable(
  "event_reporter_links",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** An event pitch id (EventGeneral.pitches). */
    pitch: text("pitch").notNull(),
    label: text("label").notNull().default(""),
    /** SHA-256 hex of the token; the raw token is shown once at creation. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("event_reporter_links_event_idx").on(t.eventId)],
);

/** Every result change: who (user or reporter link), when, old → new. */
export const resultAudit = pgTable(
  "result_audit",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    matchId: text("match_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    reporterLinkId: uuid("reporter_link_id").references(() => reporterLinks.id, { onDelete: "set null" }),
    /** An entry through an event's reporter link (then reporter_link_id is null). */
    eventReporterLinkId: uuid("event_reporter_link_id").references(() => eventReporterLinks.id, {
      onDelete: "set null",
    }),
    /** "entry" | "correction" (after the tournament finished) | "regenerate" (plan regenerated over results) */
    kind: text("kind").notNull().default("entry"),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("result_audit_tournament_idx").on(t.tournamentId, t.at)],
);

/** Answers of result entries by idempotency key: a retried or replayed entry is applied once. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the request body, to refuse the same key with a different entry. */
    requestHash: text("request_hash").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotency_keys_pair_idx").on(t.tournamentId, t.key)],
);

/** Notifications for users (e.g. "you were added as editor") until the messages area delivers them in-app. */
export const tournamentNotifications = pgTable(
  "tournament_notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id").references(() => tournaments.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [index("tournament_notifications_user_idx").on(t.userId, t.createdAt)],
);

// ─── Files (logos; later photos) ─────────────────────────────────────────────────────────────
// Owned by the files area. The bytes live in a FileStore (DATA_DIR/files by default, an object store
// at scale) under `storageKey`; this row is who owns them, what they are for and how to serve them.

export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "logo" (tournament or club logo); the purpose decides the size limits and who may read it. */
    purpose: text("purpose").notNull(),
    /** What the stored (re-encoded) bytes are: "image/png" | "image/jpeg". */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Photos: SHA-256 of the uploaded bytes, so the same photo uploaded again is answered, not stored twice. */
    contentHash: text("content_hash"),
    /** Photos: the thumbnail's storage key, size in pixels and bytes (the main key holds the display size). */
    thumbKey: text("thumb_key"),
    thumbWidth: integer("thumb_width"),
    thumbHeight: integer("thumb_height"),
    /** Photos: taken down by an operator or pending review of a report (services/reports.ts); only the owner sees it. */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("files_owner_created_idx").on(t.ownerId, t.createdAt),
    // Null hashes (logos) never collide: de-duplication is for photos only.
    uniqueIndex("files_owner_hash_idx").on(t.ownerId, t.contentHash),
  ],
);

// ─── Galleries ───────────────────────────────────────────────────────────────────────────────
// Albums of a user's photos; linked to a tournament, a season or nothing. Who sees what: services/galleries.ts.

export const albums = pgTable(
  "albums",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The tournament the photos were taken at; the album stays (unlinked) if the tournament is deleted. */
    tournamentId: uuid("tournament_id").references(() => tournaments.id, { onDelete: "set null" }),
    season: text("season"),
    /** "private" | "link" | "public". */
    visibility: text("visibility").notNull().default("private"),
    /** Unguessable key of the link-only address (random, 128 bits). */
    linkKey: text("link_key").notNull(),
    /** Set only by the file id of one of the album's photos; null = the first photo. */
    coverFileId: uuid("cover_file_id"),
    /** The owner's last confirmation that they hold the consent of the people shown (required to publish). */
    consentConfirmedAt: timestamp("consent_confirmed_at", { withTimezone: true }),
    consentConfirmedBy: uuid("consent_confirmed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("albums_owner_idx").on(t.ownerId), index("albums_tournament_idx").on(t.tournamentId)],
);

export const albumPhotos = pgTable(
  "album_photos",
  {
    albumId: uuid("album_id")
      .notNull()
      .references(() => albums.id, { onDelete: "cascade" }),
    /** Deleting the file removes it from every album. */
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    caption: text("caption").notNull().default(""),
    /** Hidden from the tournament's page by one of its organisers (owner or editor). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("album_photos_pair_idx").on(t.albumId, t.fileId), index("album_photos_file_idx").on(t.fileId)],
);

// ─── Contact form ────────────────────────────────────────────────────────────────────────────
// Messages of the public contact form, kept whether or not a mail went out (CONTACT_TO may be unset).
// Bot submissions (honeypot, sent too fast) are not stored.

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** 1–5 stars, null when none was given. */
    rating: integer("rating"),
    /** The page language of the sender. */
    language: text("language"),
    /** The logged-in sender, if any; kept as null when the account is deleted. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The operator address the mail was queued to; null when CONTACT_TO was unset (stored only). */
    mailedTo: text("mailed_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Answered from the operator area (services/contact-inbox.ts): when, by whom, and the text mailed. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    answer: text("answer"),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

// ─── Messages (spec §7 Messages) ─────────────────────────────────────────────────────────────
// One row per receiver: a message to a tournament's organisers is one row for each of them. The same row is the
// sender's sent copy; each side deletes only its own view of it (receiverDeletedAt / senderDeletedAt).

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** The writing user; null for system messages and once the sender's account is deleted. */
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The tournament the message is about (sent from its page, or a system message of it). */
    tournamentId: uuid("tournament_id").references(() => tournaments.id, { onDelete: "set null" }),
    /** "user" | "system". */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    /** Plain text, never rendered as HTML. */
    body: text("body").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    receiverDeletedAt: timestamp("receiver_deleted_at", { withTimezone: true }),
    senderDeletedAt: timestamp("sender_deleted_at", { withTimezone: true }),
    /** Taken down by an operator after a report (services/reports.ts): the receiver no longer sees it. */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_receiver_idx").on(t.receiverId, t.createdAt),
    index("messages_sender_idx").on(t.senderId, t.createdAt),
  ],
);

/** Per user: whether new messages are told by mail (default on) and when the last such mail went out. */
export const messageMailState = pgTable("message_mail_state", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mailOnNew: boolean("mail_on_new").notNull().default(true),
  lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
});

// ─── Team registrations and waiting lists (spec §7 Waiting list) ────────────────────────────
// One row per application of a team to a tournament. The applicant's private link is a random token stored as
// its SHA-256 (like reporter links); e-mail and phone are read only by the tournament's owner and editors.

export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    /** "pending" | "accepted" | "waitlisted" | "declined" | "withdrawn". */
    state: text("state").notNull().default("pending"),
    /** Place on the waiting list (1 = next to promote); null unless waitlisted. */
    position: integer("position"),
    teamName: text("team_name").notNull(),
    club: text("club").notNull().default(""),
    contactName: text("contact_name").notNull(),
    /** Stored lower-cased: duplicates (same e-mail and team name) are found regardless of case. */
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    players: integer("players"),
    /** Festivals: the team's strength 1–6. */
    strength: integer("strength"),
    oldestBirthYear: integer("oldest_birth_year"),
    youngestBirthYear: integer("youngest_birth_year"),
    message: text("message").notNull().default(""),
    /** The page language the applicant used: their mails are written in it. */
    language: text("language").notNull().default("en"),
    /** The logged-in applicant, if any. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 hex of the private link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The id of the team in the tournament's teams while accepted. */
    teamId: text("team_id"),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("registrations_tournament_idx").on(t.tournamentId, t.createdAt),
    index("registrations_email_idx").on(t.tournamentId, t.email),
  ],
);

// ─── Operators (issue 20) ────────────────────────────────────────────────────────────────────
// Who runs the platform: the addresses in OPERATOR_EMAILS (config, not stored) and users granted here by another
// operator. Every operator action writes one audit row in the action's transaction.

export const operators = pgTable("operators", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    operatorId: uuid("operator_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the operator's account is deleted: the log still says who acted. */
    operatorEmail: text("operator_email").notNull(),
    /** "block" | "unblock" | "resendverify" | "delete" | "export" | "grant" | "revoke" */
    action: text("action").notNull(),
    /** "user" (the target is a user id; a deleted user's id stays as text). */
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason").notNull().default(""),
    /** What the target was at the time (e.g. the e-mail of a deleted user). */
    details: jsonb("details"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_audit_at_idx").on(t.at)],
);

// ─── Reports (issue 20) ──────────────────────────────────────────────────────────────────────
// A visitor's report of a tournament, festival, photo or message; operators work through the open ones by severity
// and age (services/reports.ts). The reporter's IP is kept only as a keyed hash, never shown.

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** "tournament" | "festival" | "photo" | "message" (a photo is its file id). */
    targetKind: text("target_kind").notNull(),
    targetId: uuid("target_id").notNull(),
    /** "childWithoutConsent" | "personalData" | "offensive" | "spam" | "wrongInformation" | "other" */
    reason: text("reason").notNull(),
    text: text("text").notNull().default(""),
    /** Higher first in the queue; derived from the reason (domain report-contracts.ts). */
    severity: integer("severity").notNull(),
    reporterUserId: uuid("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    /** HMAC of the client IP: tells repeated reports apart without keeping the address. */
    reporterIpHash: text("reporter_ip_hash"),
    /** "open" | "hidden" | "deleted" | "dismissed" */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolutionNote: text("resolution_note"),
  },
  (t) => [
    index("reports_status_severity_idx").on(t.status, t.severity, t.createdAt),
    index("reports_target_idx").on(t.targetKind, t.targetId),
  ],
);

// ─── Retention (issue 20) ────────────────────────────────────────────────────────────────────
// One row per clean-up run that got the lock (services/retention.ts): what it removed, for the operators. Scheduled
// runs have no operator, so this is its own log; a run started by an operator also writes an operator audit row.

export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** "schedule" | "operator" */
    trigger: text("trigger").notNull(),
    operatorId: uuid("operator_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    /** Removed rows per kind (domain retention-contracts.ts RetentionCounts). */
    counts: jsonb("counts").$type<Partial<RetentionCounts>>().notNull(),
    /** The removed accounts (id, e-mail), tournaments and files (domain RetentionRemoved). */
    removed: jsonb("removed").$type<Partial<RetentionRemoved>>().notNull(),
  },
  (t) => [index("retention_runs_started_idx").on(t.startedAt)],
);
