import { PlatformStatsSchema } from "@kickoff/domain/platform-stats.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { countPublicActivity } from "../repositories/platform-stats.ts";

const tag = "public tournaments";
const STATS_TTL_MS = 60_000;

/** The home page's public counts (not in spec §7; the user count stays `user/getusercount`). */
export async function platformStatsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A cache, not state: the home page is the hottest page, one aggregate a minute per process is plenty.
  let cached: { value: { tournaments: number; matchesPlayed: number }; at: number } | undefined;

  r.get(
    "/api/v1/auth/platformstats",
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Counts for the home page",
        description:
          "Public; cached for a minute. Counts tournaments and festivals with visibility `public` that are published, " +
          "running or finished, and their matches (festival games) with an entered result. Unlisted and private " +
          "tournaments and drafts never count.",
        response: { 200: PlatformStatsSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      const now = Date.now();
      if (!cached || now - cached.at > STATS_TTL_MS)
        cached = { value: await countPublicActivity(database.db), at: now };
      reply.header("cache-control", "public, max-age=60");
      return cached.value;
    },
  );
}
