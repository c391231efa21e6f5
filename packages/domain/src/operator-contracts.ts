// Zod contracts of the operator area (`/api/v1/op/*`, issue 20): who runs the platform acts on users, grants the
// role, reads the audit log and the platform's health. Every state-changing call carries a `reason` that goes into
// the operator audit log. Error messages are i18n keys of the "account" namespace (`account.errors.*`).
import { z } from "zod";
import { EmailSchema } from "./account-contracts.ts";

export const OPERATOR_REASON_MAX = 500;
export const OPERATOR_PAGE_SIZE_MAX = 100;
export const OPERATOR_PAGE_SIZE_DEFAULT = 20;
export const OPERATOR_SEARCH_MAX = 200;

/** Why an operator acts: required for every state-changing call, kept in the audit log. */
export const OperatorReasonSchema = z.object({
  reason: z.string().trim().min(1, "account.errors.required").max(OPERATOR_REASON_MAX, "account.errors.tooLong"),
});
export type OperatorReason = z.infer<typeof OperatorReasonSchema>;

/** Whether the caller is an operator (the SPA shows the operator area by it). */
export const OperatorRoleSchema = z.object({ operator: z.boolean() });
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).default(OPERATOR_PAGE_SIZE_DEFAULT);

export const OperatorPageQuerySchema = z.object({ page, size });
export type OperatorPageQuery = z.infer<typeof OperatorPageQuerySchema>;

/** User search: `q` matches e-mail or display name as a case-insensitive substring (empty: everybody). */
export const OperatorUserQuerySchema = z.object({
  q: z.string().trim().max(OPERATOR_SEARCH_MAX).default(""),
  page,
  size,
});
export type OperatorUserQuery = z.infer<typeof OperatorUserQuerySchema>;

export const OperatorUserIdSchema = z.object({ id: z.uuid() });
export const OperatorIdSchema = z.object({ userId: z.uuid() });

export const OperatorUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  clubName: z.string(),
  createdAt: z.string(),
  verified: z.boolean(),
  blocked: z.boolean(),
  operator: z.boolean(),
  tournamentCount: z.number().int(),
  /** Bytes of the user's stored files (logos and photos). */
  storageBytes: z.number().int(),
});
export type OperatorUserSummary = z.infer<typeof OperatorUserSummarySchema>;

export const OperatorUserListSchema = z.object({
  items: z.array(OperatorUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OperatorUserList = z.infer<typeof OperatorUserListSchema>;

export const OperatorUserTournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  visibility: z.string(),
  mode: z.string(),
  startDate: z.string(),
});

export const OperatorUserDetailSchema = OperatorUserSummarySchema.extend({
  tournaments: z.array(OperatorUserTournamentSchema),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  photoCount: z.number().int(),
  activeSessions: z.number().int(),
});
export type OperatorUserDetail = z.infer<typeof OperatorUserDetailSchema>;

export const OperatorDoneSchema = z.object({ ok: z.literal(true) });

export const GrantOperatorSchema = OperatorReasonSchema.extend({
  email: EmailSchema,
});
export type GrantOperator = z.infer<typeof GrantOperatorSchema>;

export const OperatorEntrySchema = z.object({
  /** Null for an address of OPERATOR_EMAILS without a verified account yet. */
  userId: z.string().nullable(),
  email: z.string(),
  displayName: z.string().nullable(),
  /** Named by OPERATOR_EMAILS: cannot be revoked in the operator area. */
  fromConfig: z.boolean(),
  grantedAt: z.string().nullable(),
  /** The operator who granted the role; null for config operators and when that account is gone. */
  grantedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type OperatorEntry = z.infer<typeof OperatorEntrySchema>;

export const OperatorListSchema = z.object({ items: z.array(OperatorEntrySchema) });
export type OperatorList = z.infer<typeof OperatorListSchema>;

export const OPERATOR_ACTIONS = ["block", "unblock", "resendverify", "delete", "export", "grant", "revoke"] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const OperatorAuditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string(),
  details: z.unknown(),
  at: z.string(),
});
export type OperatorAuditEntry = z.infer<typeof OperatorAuditEntrySchema>;

export const OperatorAuditPageSchema = z.object({
  items: z.array(OperatorAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OperatorAuditPage = z.infer<typeof OperatorAuditPageSchema>;

export const PlatformHealthSchema = z.object({
  users: z.object({ total: z.number().int(), verified: z.number().int(), blocked: z.number().int() }),
  /** Tournaments and festivals per status (every status listed, 0 when none). */
  tournaments: z.record(z.string(), z.number().int()),
  /** Distinct matches with a result entered in the last 7 days. */
  matchesThisWeek: z.number().int(),
  /** Open live streams on the answering server process. */
  liveViewers: z.number().int(),
  storage: z.object({ bytes: z.number().int(), files: z.number().int() }),
  /** Null where the database cannot tell (the embedded one may not). */
  databaseBytes: z.number().int().nullable(),
  /** How mail leaves: SMTP, or files in the outbox directory (no SMTP_URL: nothing reaches anybody). */
  mailTransport: z.enum(["smtp", "outbox"]),
  /** The answering process's recent 5xx (newest first, at most 50) and how many since it started. */
  serverErrors: z.object({
    total: z.number().int(),
    recent: z.array(
      z.object({
        at: z.string(),
        requestId: z.string(),
        method: z.string(),
        path: z.string(),
        status: z.number().int(),
        code: z.string(),
      }),
    ),
  }),
  /** Mails the answering process could not send (newest first, at most 50; no addresses). */
  mailFailures: z.object({
    total: z.number().int(),
    recent: z.array(z.object({ at: z.string(), subject: z.string(), error: z.string() })),
  }),
});
export type PlatformHealth = z.infer<typeof PlatformHealthSchema>;
