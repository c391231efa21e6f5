// Pure helpers of the event page's organiser parts (issue 19).
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import type { DashboardItem } from "@kickoff/domain/tournament-views.ts";

/**
 * My tournaments that may join the event: mine (not only edited), in no event yet (the server refuses a division of
 * another event with 409 ALREADY_IN_EVENT), every day within the event's days.
 */
export function attachable(items: readonly DashboardItem[], event: EventInternal): DashboardItem[] {
  const first = event.general.startDate;
  const last = event.general.endDate ?? first;
  const divisions = new Set(event.divisions.map((d) => d.tournamentId));
  return items.filter(
    (i) =>
      i.role === "owner" &&
      !divisions.has(i.id) &&
      !i.eventId &&
      i.startDate >= first &&
      (i.endDate || i.startDate) <= last,
  );
}

/** A plausible e-mail that is neither mine nor already on the list: null, or the key of the problem. */
export function checkInviteEmail(
  email: string,
  known: { ownEmail?: string | undefined; editorEmails: readonly string[] },
): "required" | "invalid" | "self" | "already" | null {
  const value = email.trim().toLowerCase();
  if (!value) return "required";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return "invalid";
  if (known.ownEmail && value === known.ownEmail.toLowerCase()) return "self";
  if (known.editorEmails.some((e) => e.toLowerCase() === value)) return "already";
  return null;
}

/** The invite call's refusal as the same keys (404 USER_NOT_FOUND, 409 ALREADY_*), or null for others. */
export function inviteErrorOf(code: string): "notFound" | "self" | "already" | null {
  if (code === "USER_NOT_FOUND") return "notFound";
  if (code === "ALREADY_OWNER") return "self";
  if (code === "ALREADY_EDITOR") return "already";
  return null;
}
