// The public event page's call (issue 19 item 3): no account, same visibility rules as the divisions' pages.
import { EventPublicSchema } from "@kickoff/domain/event-public.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { matchesEtag } from "../lib/public-cache.ts";
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
          'version, "now / next" per pitch and its teams (team and club names only); and "now / next" across ' +
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
}
