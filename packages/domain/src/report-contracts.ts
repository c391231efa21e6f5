// Zod contracts of reports and takedowns (issue 20): a visitor reports a tournament, festival, photo or message
// (`POST /api/v1/report`, no account needed); operators work through the queue (`/api/v1/op/reports`). Error
// messages are i18n keys of the "public" namespace (`public.report.errors.*`): every page with a Report action
// loads it.
import { z } from "zod";
import { OPERATOR_PAGE_SIZE_DEFAULT, OPERATOR_PAGE_SIZE_MAX, OperatorReasonSchema } from "./operator-contracts.ts";

export const REPORT_TARGET_KINDS = ["tournament", "festival", "photo", "message"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_REASONS = [
  "childWithoutConsent",
  "personalData",
  "offensive",
  "spam",
  "wrongInformation",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ["open", "hidden", "deleted", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TEXT_MAX = 1000;
export const NOTE_TO_OWNER_MAX = 1000;

/** Reports per client IP and hour (like the contact form). */
export const REPORTS_PER_IP_PER_HOUR = 10;

const SEVERITY: Record<ReportReason, number> = {
  childWithoutConsent: 100,
  personalData: 80,
  offensive: 60,
  spam: 30,
  wrongInformation: 20,
  other: 10,
};

/** The queue's order: a child shown without consent first, then personal data, offence, spam, wrong facts, other. */
export const severityOf = (reason: ReportReason): number => SEVERITY[reason];

/** A photo reported as showing a child without consent is hidden at once, pending an operator's review. */
export const hidesAtOnce = (kind: ReportTargetKind, reason: ReportReason): boolean =>
  kind === "photo" && reason === "childWithoutConsent";

export const ReportSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS, "public.report.errors.target"),
  /** Tournament or festival id, the photo's file id, or the message id. */
  targetId: z.uuid("public.report.errors.target"),
  reason: z.enum(REPORT_REASONS, "public.report.errors.reason"),
  text: z.string().trim().max(REPORT_TEXT_MAX, "public.report.errors.tooLong").optional(),
  /** Photos of a link-only album: the album's key, as in the photo's address. */
  key: z.string().max(100).optional(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportCreatedSchema = z.object({ id: z.string() });
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

// ---------------------------------------------------------------- the operator queue

export const OperatorReportQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default("open"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).default(OPERATOR_PAGE_SIZE_DEFAULT),
});
export type OperatorReportQuery = z.infer<typeof OperatorReportQuerySchema>;

export const OperatorReportIdSchema = z.object({ id: z.uuid() });

export const REPORT_ACTIONS = ["hide", "unhide", "delete", "dismiss"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const ReportDecisionSchema = OperatorReasonSchema.extend({
  action: z.enum(REPORT_ACTIONS),
  /** Told to the target's owner by message and mail (hide, unhide, delete). */
  noteToOwner: z.string().trim().max(NOTE_TO_OWNER_MAX, "account.errors.tooLong").optional(),
});
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;

export const ReportTargetSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.string(),
  /** Tournament name, album title, or the message's subject and first words; null once the target is gone. */
  description: z.string().nullable(),
  owner: z.object({ id: z.string(), email: z.string(), displayName: z.string() }).nullable(),
  /** Taken down by an operator (or pending review). */
  hidden: z.boolean(),
  /** Every report of the target, and how many of them are still open. */
  reportCount: z.number().int(),
  openCount: z.number().int(),
});
export type ReportTarget = z.infer<typeof ReportTargetSchema>;

export const OperatorReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  severity: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  /** Whether a logged-in user reported it (who is not shown). */
  byUser: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  target: ReportTargetSchema,
});
export type OperatorReport = z.infer<typeof OperatorReportSchema>;

export const OperatorReportPageSchema = z.object({
  items: z.array(OperatorReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OperatorReportPage = z.infer<typeof OperatorReportPageSchema>;

export const ReportDecidedSchema = z.object({
  /** The reports closed with this decision (every open one of the same target, this one included). */
  closed: z.number().int(),
  status: z.enum(REPORT_STATUSES),
});
export type ReportDecided = z.infer<typeof ReportDecidedSchema>;
