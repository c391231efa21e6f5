import { PlatformStatsSchema } from "@kickoff/domain/platform-stats.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { publicActivityCounts } from "../services/platform-counts.ts";

const tag = "public tournaments";

/** The home page's public counts (not in spec §7; the user count stays `user/getusercount`). */
export async function platformStatsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const counts = await publicActivityCounts(database.db);
      reply.header("cache-control", "public, max-age=60");
      return counts;
    },
  );
}
