import type { Language } from "@kickoff/locales/languages.ts";

/** GET /api/v1/calendar/tment/{id}?team=&lang= — an ICS file of one team's matches (or all without a team). */
export function calendarUrl(id: string, lang: Language, team?: string | null): string {
  const query = new URLSearchParams({ lang });
  if (team) query.set("team", team);
  return `/api/v1/calendar/tment/${encodeURIComponent(id)}?${query}`;
}
