import { ageGroupList, seasonStartYear } from "@kickoff/domain/age-groups.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import { findTournament } from "../repositories/tournaments.ts";
import { toState } from "../services/tournament-state.ts";
import { notImplemented } from "./not-implemented.ts";

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

  notImplemented(app, "GET", "/api/v1/auth/tment/alltment", tag, "Upcoming public tournaments");
  notImplemented(app, "POST", "/api/v1/auth/tment/getpublic", tag, "Search public tournaments");

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
      const row = await findTournament(db, request.params.id);
      return { exists: row !== null && isPubliclyVisible(toState(row)) };
    },
  );

  notImplemented(app, "GET", "/api/v1/auth/tment/:id", tag, "A public tournament");
  notImplemented(app, "GET", "/api/v1/auth/tmentp/:id", tag, "A public tournament's plan");
}
