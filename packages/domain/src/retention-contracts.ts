// Zod contracts of the retention clean-up as operators see it (`/api/v1/op/retention*`, issue 20): what the policy
// removes, and what each run removed. The server runs the clean-up on a schedule (services/retention.ts).
import { z } from "zod";
import { OperatorPageQuerySchema, OperatorReasonSchema } from "./operator-contracts.ts";

/** What one run removes, each counted apart. */
export const RETENTION_KINDS = [
  "unverifiedAccounts",
  "oneTimeTokens",
  "idempotencyKeys",
  "draftTournaments",
  "orphanedFiles",
  "expiredSessions",
  "retentionRuns",
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

const count = z.number().int();

export const RetentionCountsSchema = z.object({
  unverifiedAccounts: count,
  /** Used tokens, and expired ones a day after their expiry (until then a late code is told "expired"). */
  oneTimeTokens: count,
  idempotencyKeys: count,
  draftTournaments: count,
  orphanedFiles: count,
  expiredSessions: count,
  /** This log's own rows older than the kept history. */
  retentionRuns: count,
}) satisfies z.ZodType<Record<RetentionKind, number>>;
export type RetentionCounts = z.infer<typeof RetentionCountsSchema>;

export const RetentionRemovedSchema = z.object({
  /** Unverified accounts removed, with the address they had. */
  accounts: z.array(z.object({ id: z.string(), email: z.string() })),
  /** Draft tournaments and festivals removed, with their owner. */
  tournaments: z.array(z.object({ id: z.string(), name: z.string(), ownerId: z.string() })),
  /** Orphaned files removed (row and stored bytes). */
  files: z.array(z.object({ id: z.string(), ownerId: z.string(), purpose: z.string(), bytes: z.number().int() })),
});
export type RetentionRemoved = z.infer<typeof RetentionRemovedSchema>;

export const RetentionRunSchema = z.object({
  id: z.string(),
  /** "schedule" (the server's timer) or "operator" (run now). */
  trigger: z.enum(["schedule", "operator"]),
  /** The operator who ran it; null for scheduled runs and once that account is gone. */
  operatorId: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  counts: RetentionCountsSchema,
  removed: RetentionRemovedSchema,
});
export type RetentionRun = z.infer<typeof RetentionRunSchema>;

/** The configured policy (environment variables RETENTION_*); 0 days: that kind is never removed. */
export const RetentionPolicySchema = z.object({
  /** Minutes between scheduled runs; 0: no schedule in this process. */
  intervalMinutes: z.number().int(),
  unverifiedAccountDays: z.number().int(),
  idempotencyKeyDays: z.number().int(),
  draftTournamentDays: z.number().int(),
  orphanedFileDays: z.number().int(),
  runHistoryDays: z.number().int(),
});
export type RetentionPolicy = z.infer<typeof RetentionPolicySchema>;

export const RetentionQuerySchema = OperatorPageQuerySchema;

export const RetentionRunsPageSchema = z.object({
  policy: RetentionPolicySchema,
  items: z.array(RetentionRunSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type RetentionRunsPage = z.infer<typeof RetentionRunsPageSchema>;

/** Run it now: the reason goes into the operator audit log. */
export const RetentionRunRequestSchema = OperatorReasonSchema;
