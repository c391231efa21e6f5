import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";

const HealthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });

/** Liveness and readiness in one: answers 503 when the database does not respond. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Server and database health",
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        throw new AppError(503, "DATABASE_UNAVAILABLE", "Database unavailable");
      }
      return { status: "ok" as const, database: database.engine };
    },
  );
}
