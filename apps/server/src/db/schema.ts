import { sql } from "drizzle-orm";
import {
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
  language: text("language").notNull().default("en"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  termsVersion: text("terms_version"),
  privacyVersion: text("privacy_version"),
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
