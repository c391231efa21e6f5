// The public event page's call (issue 19 item 3): no account, same visibility rules as the divisions' pages.
import { EventPublicSchema } from "@kickoff/domain/event-public.ts";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { matchesEtag } from "../lib/public-cache.ts";
import { divisionBodyHtml } from "../services/event-division-html.ts";
import { loadPublicEvent } from "../services/public-event.ts";

const tag = "events";

export async function publicEventRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The body is the cached JSON text (its schema documents it): sent as it is, not serialized again.
  const serve = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const answer = await loadPublicEvent(database, request.params.id);
    reply.header("etag", answer.etag).header("cache-control", "public, max-age=0, must-revalidate");
    if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(answer.body);
  };

  r.get(
    "/api/v1/event/public/:id",
    {
      // No per-address limit: answers come from memory, and a venue's Wi-Fi puts every parent behind one address.
      schema: {
        tags: [tag],
        summary: "A public event (the event page)",
        description:
          "No account needed. The event's name, days and venue; its divisions that anybody may see (public or " +
          "unlisted, published, running or finished, not taken down — the tournament page's rules), each with its " +
          "mode, name, age group, status, page path (`tournament/{id}` or `funino/{id}` after `/{lang}/`), live " +
          'version, "now / next" per pitch, its teams (team and club names only) and whether it takes registrations ' +
          'now (`registrationOpen`: registration open, deadline not passed, not over); and "now / next" across ' +
          "divisions: every event pitch with the match being played or the next unplayed one on it.\n\n" +
          "Made from the divisions' cached public payloads. Live: follow each division's stream " +
          "(GET /api/v1/live/tment/{id}); an event with a newer `version` than the division's here means refetch. " +
          "`ETag` / `If-None-Match` answer 304. 404 EVENT_NOT_FOUND for private and unknown events (an unlisted " +
          "event is reachable by its link; only public ones are in the sitemap).",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: EventPublicSchema, 304: z.null(), ...errorResponses(404) },
      },
    },
    serve,
  );

  r.get(
    "/api/v1/event/public/:id/division/:divisionId",
    {
      schema: {
        tags: [tag],
        summary: "A division's section of the event page, as HTML",
        description:
          "No account needed. The body of one division's section on the event page (`/{lang}/event/{id}`) in " +
          "`lang`: a tournament's schedule (days as `<details>`, rows `tr[data-match]`), group tables and knockout " +
          "rounds, or a festival's current round and rounds; the same markup as the division's own page, every name " +
          "escaped. The page's script fetches it when a section opens that the server did not draw, and again when " +
          "the division's live version changes. `ETag` / `If-None-Match` answer 304. 404 EVENT_NOT_FOUND as for the " +
          "event; 404 DIVISION_NOT_FOUND when the division is not a publicly visible division of this event.",
        params: z.object({ id: z.string().max(100), divisionId: z.string().max(100) }),
        querystring: z.object({ lang: z.enum(LANGUAGES).default("en") }),
        response: { 200: z.string().describe("text/html fragment"), 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { payload } = await loadPublicEvent(database, request.params.id);
      const wanted = request.params.divisionId.toLowerCase();
      const division = payload.divisions.find((d) => d.id === wanted);
      const html = division ? await divisionBodyHtml(database, division, request.query.lang) : null;
      if (!division || html === null) {
        throw new AppError(404, "DIVISION_NOT_FOUND", "divisionId: no such public division in this event");
      }
      // The body changes with the division's version and with the minute ("being played" follows the clock).
      const etag = `"d-${division.id.slice(0, 8)}-${division.version}-${request.query.lang}-${Math.floor(Date.now() / 60_000)}"`;
      reply.header("etag", etag).header("cache-control", "public, max-age=0, must-revalidate");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      return reply.type("text/html; charset=utf-8").send(html);
    },
  );
}
