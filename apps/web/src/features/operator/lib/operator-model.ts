// Pure helpers of the operator area: which tab is open, which error text to show, how old a report is, how big
// the stored files are, which actions a report offers. No I/O, no i18n instance: the components translate.
import type { ReportAction, ReportStatus } from "@kickoff/domain/report-contracts.ts";

export const OPERATOR_TABS = ["reports", "users", "contact", "health", "operators", "audit", "retention"] as const;
export type OperatorTab = (typeof OPERATOR_TABS)[number];

/** The tab a `?tab=` value names; anything else opens the report queue (the most urgent work). */
export function tabOf(value: string | null | undefined): OperatorTab {
  return OPERATOR_TABS.find((tab) => tab === value) ?? "reports";
}

/** Error codes the operator catalog explains (`operator.errors.<CODE>`). */
const EXPLAINED = new Set([
  "USER_NOT_FOUND",
  "ACCOUNT_BLOCKED",
  "CANNOT_ACT_ON_SELF",
  "USER_IS_OPERATOR",
  "ALREADY_VERIFIED",
  "ALREADY_OPERATOR",
  "OPERATOR_NOT_FOUND",
  "OPERATOR_FROM_CONFIG",
  "REPORT_NOT_FOUND",
  "REPORT_TARGET_GONE",
  "REPORT_CLOSED",
  "NOT_HIDDEN",
  "CONTACT_MESSAGE_NOT_FOUND",
  "CONTACT_ALREADY_ANSWERED",
  "RETENTION_BUSY",
  "RATE_LIMITED",
  "FORBIDDEN",
  "VALIDATION_FAILED",
  "NETWORK_ERROR",
]);

/**
 * The catalog key explaining a failed operator call: the code's own text; a call this server does not have yet
 * (404 ROUTE_NOT_FOUND) says so; a 429 without its code is "too many"; anything else the generic failure.
 */
export function operatorErrorKey(code: string | undefined, status: number | undefined): string {
  if (code === "ROUTE_NOT_FOUND") return "operator.errors.notBuilt";
  if (code && EXPLAINED.has(code)) return `operator.errors.${code}`;
  if (status === 0) return "operator.errors.NETWORK_ERROR";
  if (status === 429) return "operator.errors.RATE_LIMITED";
  if (status === 403) return "operator.errors.FORBIDDEN";
  return "operator.errors.failed";
}

export type AgeUnit = "minute" | "hour" | "day" | "week";

/** How long ago `iso` was, in the largest whole unit up to weeks (never negative: a clock ahead reads "0 minutes"). */
export function ageOf(iso: string, now: Date): { value: number; unit: AgeUnit } {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: "minute" };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: "hour" };
  const days = Math.floor(hours / 24);
  if (days < 14) return { value: days, unit: "day" };
  return { value: Math.floor(days / 7), unit: "week" };
}

/** "3 hours ago" in the page's language (Intl, so no catalog texts are needed for units). */
export function formatAge(iso: string, now: Date, lang: string): string {
  const { value, unit } = ageOf(iso, now);
  return new Intl.RelativeTimeFormat(lang, { numeric: "always" }).format(-value, unit);
}

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** Stored bytes in the largest unit below 1024 of the next (1 decimal above bytes), in the page's language. */
export function formatBytes(bytes: number, lang: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: BYTE_UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * What an operator may do with a report: an open one can be hidden (or unhidden when its target already is, e.g. a
 * photo hidden at once pending review), deleted or dismissed; a hidden one unhidden or deleted; closed ones
 * nothing more. A target that is gone (no description and no owner) can only be dismissed.
 */
export function reportActions(status: ReportStatus, targetHidden: boolean, targetGone: boolean): ReportAction[] {
  if (status === "open") {
    if (targetGone) return ["dismiss"];
    return [targetHidden ? "unhide" : "hide", "delete", "dismiss"];
  }
  if (status === "hidden" && !targetGone) return targetHidden ? ["unhide", "delete"] : ["hide", "delete"];
  return [];
}

/** Whether the decision tells the owner (the server mails hide, unhide and delete): the note field is offered then. */
export const tellsOwner = (action: ReportAction): boolean => action !== "dismiss";

/** Pages of `size` needed for `total` items (at least one, so "page 1 of 1" reads right on an empty list). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
