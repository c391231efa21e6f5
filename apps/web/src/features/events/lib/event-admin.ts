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
