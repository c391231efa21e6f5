import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Operator } from "@kickoff/domain/legal-contracts.ts";
import { z } from "zod";

const LogLevelSchema = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

const retentionDays = (fallback: number) => z.coerce.number().int().min(0).max(36_500).default(fallback);

/** Every environment variable the server reads; `.env.example` documents each one. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Kickoff <no-reply@localhost>"),
  CONTACT_TO: z.email("must be an e-mail address").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: LogLevelSchema.default("info"),
  WEB_DIST: z.string().optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/)
    .optional(),
  // The imprint's operator (all optional: unset, the imprint says the operator has not filled in their details).
  OPERATOR_NAME: z.string().max(200).optional(),
  /** Lines separated by "\n" (a literal backslash-n in a .env file) or real newlines. */
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  OPERATOR_EMAIL: z.email("must be an e-mail address").optional(),
  OPERATOR_PHONE: z.string().max(50).optional(),
  OPERATOR_REPRESENTATIVE: z.string().max(200).optional(),
  OPERATOR_REGISTER: z.string().max(200).optional(),
  OPERATOR_VAT_ID: z.string().max(50).optional(),
  /** Operators of the platform (issue 20): comma-separated e-mail addresses, matched ignoring case. */
  OPERATOR_EMAILS: z
    .string()
    .transform((value, ctx) => {
      const emails = value
        .split(",")
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean);
      for (const email of emails) {
        if (!z.email().safeParse(email).success) {
          ctx.addIssue({ code: "custom", message: `"${email}" is not an e-mail address (comma-separated list)` });
        }
      }
      return [...new Set(emails)];
    })
    .optional(),
  // Retention clean-up (services/retention.ts). Days of 0 switch that kind off.
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).optional(),
  RETENTION_FIRST_RUN_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  RETENTION_UNVERIFIED_DAYS: retentionDays(14),
  RETENTION_IDEMPOTENCY_DAYS: retentionDays(7),
  RETENTION_DRAFT_DAYS: retentionDays(365),
  RETENTION_ORPHAN_FILE_DAYS: retentionDays(7),
  RETENTION_RUNS_KEEP_DAYS: retentionDays(90),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[a-z\d.:/]+(\s*,\s*[a-z\d.:/]+)*$/i,
      "must be a comma-separated list of proxy addresses or CIDRs (127.0.0.1,10.0.0.0/8) or loopback",
    )
    .optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The operator's address for contact form messages; unset: messages are only stored (a warning at start). */
  contactTo: string | undefined;
  sessionSecret: string;
  logLevel: z.infer<typeof LogLevelSchema>;
  webDist: string;
  gaMeasurementId: string | undefined;
  /** Cookies get `Secure` only when the public URL is https (a plain-http localhost must still log in). */
  secureCookies: boolean;
  /**
   * The proxies whose `X-Forwarded-For` is believed for the client address (Fastify's trustProxy): none by
   * default, since a client can write that header itself and would then choose its own address for every
   * per-IP limit. Addresses, not a hop count: Fastify refuses to trust hop counts (the peer is not checked).
   */
  trustProxy: false | string[];
  /** The imprint's operator details (OPERATOR_*); null without OPERATOR_NAME. */
  operator: Operator | null;
  /** OPERATOR_EMAILS, lower-cased: verified accounts with these addresses are operators (cannot be revoked). */
  operatorEmails: string[];
  retention: RetentionConfig;
};

/** What the retention clean-up removes and when it runs (RETENTION_*); 0 days: that kind is never removed. */
export type RetentionConfig = {
  /** Minutes between scheduled runs; 0: no schedule (the default under NODE_ENV=test unless set). */
  intervalMinutes: number;
  /** The first scheduled run this long after start (not at once: a restart loop must not hammer the database). */
  firstRunDelaySeconds: number;
  unverifiedAccountDays: number;
  idempotencyKeyDays: number;
  draftTournamentDays: number;
  orphanedFileDays: number;
  runHistoryDays: number;
};

function operatorOf(e: z.infer<typeof EnvSchema>): Operator | null {
  if (!e.OPERATOR_NAME) return null;
  const lines = (e.OPERATOR_ADDRESS ?? "")
    .split(/\\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    name: e.OPERATOR_NAME.trim(),
    address: lines,
    email: e.OPERATOR_EMAIL ?? null,
    phone: e.OPERATOR_PHONE?.trim() || null,
    representative: e.OPERATOR_REPRESENTATIVE?.trim() || null,
    register: e.OPERATOR_REGISTER?.trim() || null,
    vatId: e.OPERATOR_VAT_ID?.trim() || null,
  };
}

function trustProxyOf(value: string | undefined): Config["trustProxy"] {
  return value ? value.split(",").map((part) => part.trim()) : false;
}

export class ConfigError extends Error {}

// Empty strings in a .env file mean "not set", not "set to empty".
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string
  >;
}

/** The secret is generated once and kept in DATA_DIR so sessions survive restarts without configuration. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Read and validate the configuration once; throws a readable list of every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    secureCookies: publicUrl.startsWith("https://"),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    operator: operatorOf(e),
    operatorEmails: e.OPERATOR_EMAILS ?? [],
    retention: {
      intervalMinutes: e.RETENTION_INTERVAL_MINUTES ?? (e.NODE_ENV === "test" ? 0 : 60),
      firstRunDelaySeconds: e.RETENTION_FIRST_RUN_DELAY_SECONDS,
      unverifiedAccountDays: e.RETENTION_UNVERIFIED_DAYS,
      idempotencyKeyDays: e.RETENTION_IDEMPOTENCY_DAYS,
      draftTournamentDays: e.RETENTION_DRAFT_DAYS,
      orphanedFileDays: e.RETENTION_ORPHAN_FILE_DAYS,
      runHistoryDays: e.RETENTION_RUNS_KEEP_DAYS,
    },
  };
}
