import { ageGroupList, seasonStartYear } from "@kickoff/domain/age-groups.ts";
import {
  PublicListPageSchema,
  PublicPlanSchema,
  PublicSearchSchema,
  PublicTournamentSchema,
  UpcomingQuerySchema,
} from "@kickoff/domain/public-contracts.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { type CacheEntry, encodedBody, matchesEtag } from "../lib/public-cache.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import { findTournament } from "../repositories/tournaments.ts";
import {
  authorizePublicRead,
  cachedPublicTournament,
  listUpcoming,
  loadPublicTournament,
  type PublicMeta,
  type PublicVariant,
  publicTournamentId,
  searchPublic,
} from "../services/public-tournament.ts";
import { toState } from "../services/tournament-state.ts";

const tag = "public tournaments";

const AgeGroupListSchema = z
  .object({
    /** "2025/26" */
    season: z.string(),
    seasonStartYear: z.number().int(),
    ageGroups: z.array(
      z.object({
        label: z.string(),
        under: z.number().int(),
        youthClass: z.enum(["A", "B", "C", "D", "E", "F", "G"]),
        birthYear: z.number().int(),
      }),
    ),
  })
  .meta({ id: "AgeGroupList" });

/** Public tournament reads, served under /auth/tment for anonymous visitors (spec §7 Auth). */
export async function publicTournamentRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    "/api/v1/auth/tment/alltment",
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Upcoming public tournaments",
        description:
          "Tournaments with visibility `public` that are published or running and not over yet (end date today or " +
          "later), soonest first, paged (`page` from 0, `size` 1–100, default 20). Unlisted and private tournaments " +
          "are never listed.",
        querystring: UpcomingQuerySchema,
        response: { 200: PublicListPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return listUpcoming(database, request.query);
    },
  );

  r.post(
    "/api/v1/auth/tment/getpublic",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Search public tournaments",
        description:
          "Every tournament with visibility `public` that is published, running or finished, filtered by text (each " +
          "word in name, description, venue or city; or the tournament's short code, in any letter case), date range (`from`/`to`: tournaments with a day in it), age " +
          "group (`U11`: the organiser's label, else derived from the birth-year range), mode, venue country (ISO " +
          "code) and city, and `registrationOpen`. Order: not yet over soonest first, then past ones latest first. " +
          "Paged like the dashboard (`page` from 0, `size` 1–100).",
        body: PublicSearchSchema,
        response: { 200: PublicListPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => searchPublic(database, request.body),
  );

  r.get(
    "/api/v1/auth/tment/getjahrgang",
    {
      schema: {
        tags: [tag],
        summary: "Age groups of the current season",
        description:
          "The engine's age-group list (U19 … U6 with youth class and birth year) for the season running today " +
          "(seasons start on 1 July).",
        response: { 200: AgeGroupListSchema },
      },
    },
    async (_request, reply) => {
      const today = new Date().toISOString().slice(0, 10);
      const start = seasonStartYear(today);
      reply.header("cache-control", "public, max-age=3600");
      return {
        season: `${start}/${String((start + 1) % 100).padStart(2, "0")}`,
        seasonStartYear: start,
        ageGroups: ageGroupList(today),
      };
    },
  );

  r.get(
    "/api/v1/auth/tment/exist/:id",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Whether a public tournament exists",
        description:
          "`exists: true` only for a tournament anybody may see (public or unlisted, no longer a draft). Private, " +
          "draft, unknown and malformed ids all answer `exists: false`, so private tournaments never leak.",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ exists: z.boolean() }), ...errorResponses(429) },
      },
    },
    async (request) => {
      const id = publicTournamentId(request.params.id);
      const row = id ? await findTournament(db, id) : null;
      return { exists: row !== null && isPubliclyVisible(toState(row)) };
    },
  );

  /** The cached body with its ETag; 304 on If-None-Match; previews of owners/editors never go to shared caches. */
  const answer = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    entry: CacheEntry<PublicMeta>,
    access: "public" | "private",
  ) => {
    reply
      .header("etag", entry.etag)
      .header(
        "cache-control",
        access === "public" ? "public, max-age=0, must-revalidate" : "private, no-cache, must-revalidate",
      )
      .header("vary", "cookie, accept-encoding");
    if (matchesEtag(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
    const { bytes, coding } = encodedBody(entry, request.headers["accept-encoding"]);
    if (coding) reply.header("content-encoding", coding);
    return reply.type("application/json; charset=utf-8").send(bytes);
  };

  /** A tournament not in memory yet, or one only its owner and editors may see: load, then authorize. */
  const loadAndServe = async (
    variant: PublicVariant,
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    // Any letter case of the id is the same tournament (one cache entry); a malformed id is 404 at once.
    const entry =
      cachedPublicTournament(database, request.params.id, variant) ??
      (await loadPublicTournament(database, request.params.id, variant));
    const access = entry?.meta.visible
      ? "public"
      : await authorizePublicRead(database, entry, () => request.currentUser());
    if (!entry) return; // authorizePublicRead threw already
    return answer(request, reply, entry, access);
  };

  const servePublic =
    (variant: PublicVariant) => (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      // A hit of a public tournament (the common case under load) is answered at once: no database, no user,
      // and no promise for Fastify to wait on.
      const hit = cachedPublicTournament(database, request.params.id, variant);
      if (hit?.meta.visible) {
        answer(request, reply, hit, "public");
        return;
      }
      return loadAndServe(variant, request, reply);
    };

  const CACHING =
    "Served from a per-process cache that every change invalidates on every server process (PostgreSQL " +
    "LISTEN/NOTIFY); answers carry a weak `ETag` and `cache-control: public, max-age=0, must-revalidate`, and " +
    "`If-None-Match` with the current ETag answers 304 without a body. `version` increases with every change and " +
    "equals the id of the live stream's events (GET /api/v1/live/tment/{id}). Visibility: public and unlisted " +
    "tournaments once published; owners and editors also see drafts and private ones (a preview, `cache-control: " +
    "private`); everyone else gets 404 TOURNAMENT_NOT_FOUND, as for unknown ids. The id matches in any letter " +
    "case (the answer is the same, as is its ETag); anything that is not a uuid is 404.";

  r.get(
    "/api/v1/auth/tment/:id",
    {
      // No per-address limit: answers come from memory, and a venue's Wi-Fi puts every parent behind one address.
      // The answer is compressed once per version by the cache, so the compression plugin stays out of the way.
      compress: false,
      decompress: false,
      schema: {
        tags: [tag],
        summary: "A public tournament (the tournament page)",
        description:
          "Everything the public page needs in one answer: general data (venue with an OpenStreetMap link, age " +
          "group, registration, the tournament's contact) and the organiser's club contact (only the fields the " +
          "club marked public), format, pitches, teams (team and club names only: no players), groups, matches " +
          "ordered by kick-off with placeholder and stage labels and results, group tables with the tie-break " +
          "reason of every rank, the knockout rounds and placements.\n\nPrivacy: `publicResults` (general data) " +
          '"resultsOnly" hides tables and placements, "none" also hides scores and who advanced; G/F age groups ' +
          'default to "resultsOnly" (DFB: no tables, placings not announced).\n\n' +
          CACHING,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: PublicTournamentSchema, 304: z.null(), ...errorResponses(404) },
      },
    },
    servePublic("page"),
  );

  r.get(
    "/api/v1/auth/tmentp/:id",
    {
      // No per-address limit: answers come from memory, and a venue's Wi-Fi puts every parent behind one address.
      // The answer is compressed once per version by the cache, so the compression plugin stays out of the way.
      compress: false,
      decompress: false,
      schema: {
        tags: [tag],
        summary: "A public tournament's plan by pitch (display mode, print)",
        description:
          "The compact schedule for the display mode at the venue and for printing: every pitch with its matches " +
          "in kick-off order, team names resolved (placeholder text while unknown, labels carry the i18n key), " +
          "scores as shown publicly. No general data, tables or team list.\n\n" +
          CACHING,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: PublicPlanSchema, 304: z.null(), ...errorResponses(404) },
      },
    },
    servePublic("plan"),
  );
}
