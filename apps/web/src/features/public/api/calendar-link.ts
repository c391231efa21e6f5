import type { Language } from "@kickoff/locales/languages.ts";

/** GET /api/v1/calendar/tment/{id}?team=&lang= — an ICS file of one team's matches (or all without a team). */
export function calendarUrl(id: string, lang: Language, team?: string | null): string {
  const query = new URLSearchParams({ lang });
  if (team) query.set("team", team);
  return `/api/v1/calendar/tment/${encodeURIComponent(id)}?${query}`;
}

/**
 * The same calendar as an address to subscribe to: the server answers it with the current plan every time, so a
 * calendar app that fetches it again (every 15 minutes, as the file asks) picks up new times, pairings and scores.
 * `https` for "From URL" in Google Calendar, `webcal` for the phone's own calendar app (it subscribes instead of
 * importing once).
 */
export function calendarFeedUrls(
  id: string,
  lang: Language,
  team?: string | null,
  origin = window.location.origin,
): { https: string; webcal: string } {
  const https = `${origin}${calendarUrl(id, lang, team)}`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}
