// Calendar export of a public tournament's schedule (ICS), e.g. "my team's matches" in the phone's calendar, once
// as a file or subscribed to (the same URL), so later changes of times, pairings and scores reach the phone.

import { contentDisposition, downloadFileName } from "@kickoff/domain/file-names.ts";
import { pitchLabel } from "@kickoff/domain/pitch-label.ts";
import { CalendarQuerySchema, type PublicMatch, type PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { timeZoneOfCountry } from "@kickoff/domain/time-zones.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { buildCalendar, type IcsEvent } from "../lib/ics.ts";
import { matchesEtag } from "../lib/public-cache.ts";
import { translator } from "../services/public-i18n.ts";
import { authorizePublicRead, loadPublicTournament } from "../services/public-tournament.ts";

const tag = "public tournaments";

export async function calendarRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const host = new URL(config.publicUrl).hostname;

  r.get(
    "/api/v1/calendar/tment/:id",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Calendar export (ICS) of a public tournament's matches",
        description:
          "An iCalendar file (RFC 5545, `text/calendar`) with one event per match: all matches, or with `team` " +
          "only that team's (knockout matches appear once the team is known in them). Titles and descriptions in " +
          "`lang` (default en); a description carries the score once it is public. Times are UTC instants computed " +
          "in the tournament's time zone, which is the venue country's (`X-WR-TIMEZONE` names it); without a " +
          "country (or for one with several main zones) they are floating local times, shown as on the plan. " +
          "Every event has a stable UID per match and SEQUENCE = the tournament's version.\n\n" +
          'The URL is also the subscription address (`webcal://…`, or `https://…` for "From URL" in Google ' +
          "Calendar): it always answers the current plan, asks calendar apps to refresh every 15 minutes " +
          "(REFRESH-INTERVAL, X-PUBLISHED-TTL) and answers their revalidation with ETag/304. Same visibility as " +
          "GET /api/v1/auth/tment/{id} (404 for private, draft and unknown tournaments). The download name is the " +
          "catalog's word for it and the team's (or tournament's) name, with an RFC 5987 `filename*`.",
        params: z.object({ id: z.string().max(100) }),
        querystring: CalendarQuerySchema,
        response: { 200: z.string().describe("text/calendar"), 304: z.null(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { team, lang } = request.query;
      const entry = await loadPublicTournament(database, id, "page");
      const access = await authorizePublicRead(database, entry, () => request.currentUser());
      if (!entry) return;
      const page = JSON.parse(entry.body) as PublicTournament;
      if (team && !page.teams.some((t) => t.id === team))
        throw new AppError(404, "TEAM_NOT_FOUND", "No such team in this tournament");

      // "z": the format with time zones, so calendars holding the older floating times revalidate once.
      const etag = `${entry.etag.slice(0, -1)}-${lang}-${team ?? "all"}-z"`;
      reply
        .header("etag", etag)
        .header("cache-control", access === "public" ? "public, max-age=0, must-revalidate" : "private, no-cache");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send(null);

      const t = await translator(lang);
      const names = new Map(page.teams.map((x) => [x.id, x.name]));
      const pitches = new Map(
        page.pitches.map((p) => [p.id, pitchLabel(p.name, (pitch) => t("public.match.pitch", { pitch }))]),
      );
      const side = (teamId: string | null, label: PublicMatch["homeLabel"]) =>
        (teamId ? names.get(teamId) : undefined) ?? (label ? t(`engine.${label.key}`, label.params) : "?");
      const venue = page.general.venue;
      const location = venue ? [venue.name, venue.address, venue.city].filter(Boolean).join(", ") : undefined;
      const url = `${config.publicUrl}/${lang}/tournament/${page.id}`;
      const events: IcsEvent[] = page.matches
        .filter((m) => !team || m.home.teamId === team || m.away.teamId === team)
        .map((m) => ({
          uid: `${page.id}-${m.id}@${host}`,
          start: m.start,
          end: m.end,
          summary: t("public.ics.summary", {
            home: side(m.home.teamId, m.homeLabel),
            away: side(m.away.teamId, m.awayLabel),
          }),
          description: [
            t("public.ics.description", {
              stage:
                m.stage === "group" && m.group
                  ? t("public.ics.group", { group: m.group })
                  : t(`engine.stage.${m.stage}`),
              pitch: pitches.get(m.pitch) ?? m.pitch,
              tournament: page.general.name,
            }),
            m.result ? t("public.ics.result", { home: m.result.home, away: m.result.away }) : null,
          ]
            .filter(Boolean)
            .join("\n"),
          ...(location ? { location } : {}),
          url,
          sequence: page.version,
        }));
      const teamName = team ? names.get(team) : undefined;
      const body = buildCalendar({
        name: t("public.ics.calendarName", {
          tournament: teamName ? `${page.general.name} · ${teamName}` : page.general.name,
        }),
        stamp: new Date(page.updatedAt),
        events,
        timeZone: timeZoneOfCountry(page.general.venue?.country),
      });
      const filename = downloadFileName([t("public.files.calendar"), teamName ?? page.general.name], "ics");
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", contentDisposition("attachment", filename))
        .send(body);
    },
  );
}
