import { FuninoExistsSchema, FuninoPublicPlanSchema, FuninoPublicSchema } from "@kickoff/domain/funino-contracts.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import type { CacheEntry } from "../lib/public-cache.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import { findTournament } from "../repositories/tournaments.ts";
import { loadFestival, type Variant, withServerNow } from "../services/public-festival.ts";
import { authorizePublicRead, type PublicMeta, publicTournamentId } from "../services/public-tournament.ts";
import { toState } from "../services/tournament-state.ts";

const tag = "public funino";

/** Public funino festival reads (spec §7 Auth): the same visibility rules as public tournaments. */
export async function publicFuninoRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const serve =
    (variant: Variant) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const entry: CacheEntry<PublicMeta> | null = await loadFestival(database, request.params.id, variant);
      const access = entry?.meta.visible
        ? "public"
        : await authorizePublicRead(database, entry, () => request.currentUser());
      if (!entry) return;
      // No ETag: every answer carries the server's clock for the round clock.
      reply
        .header("cache-control", access === "public" ? "public, no-cache" : "private, no-cache")
        .header("vary", "cookie");
      return reply.type("application/json; charset=utf-8").send(withServerNow(entry.body));
    };

  r.get(
    "/api/v1/auth/funino/exist/:id",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Whether a public festival exists",
        description:
          "true only for a festival anybody may see (public or unlisted, not a draft); private, draft and unknown " +
          "festivals, normal tournaments and malformed ids all answer false, so private festivals never leak.",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: FuninoExistsSchema, ...errorResponses(429) },
      },
    },
    async (request) => {
      const id = publicTournamentId(request.params.id);
      const row = id ? await findTournament(database.db, id) : null;
      return { exists: row !== null && row.mode === "funino" && isPubliclyVisible(toState(row)) };
    },
  );

  const VISIBILITY =
    "Public and unlisted festivals that left the draft state, for everybody; owners and editors also see their " +
    "own before that (a preview); anything else is 404 TOURNAMENT_NOT_FOUND, as for an unknown id. Outcomes and " +
    "scores are in the answer only when the organiser made results public (config.publicResults); otherwise " +
    "every round's `outcomes` is empty. `serverNow` is the server's clock when answering, for the round clock. " +
    "Changes are announced on GET live/tment/{id}.";

  r.get(
    "/api/v1/auth/funino/:id",
    {
      schema: {
        tags: [tag],
        summary: "A public funino festival",
        description: `Teams (name, club, bib), pitches, rounds with their planned kick-offs, the current round and the round clock. ${VISIBILITY}`,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: FuninoPublicSchema, ...errorResponses(404) },
      },
    },
    serve("festival"),
  );

  r.get(
    "/api/v1/auth/funinop/:id",
    {
      schema: {
        tags: [tag],
        summary: "A public festival's plan",
        description: `The rounds, the current round and the round clock only (for displays and pitch cards). ${VISIBILITY}`,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: FuninoPublicPlanSchema, ...errorResponses(404) },
      },
    },
    serve("festivalPlan"),
  );
}
