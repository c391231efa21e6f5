import { OperatorPageQuerySchema } from "@kickoff/domain/operator-contracts.ts";
import {
  RetentionRunRequestSchema,
  RetentionRunSchema,
  RetentionRunsPageSchema,
} from "@kickoff/domain/retention-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { conflict } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { presentRetentionPolicy, presentRetentionRun } from "../presenters/retention.ts";
import { listRuns } from "../repositories/retention.ts";
import { OPERATOR_ACCESS, OPERATOR_TAG, operatorOnly as operatorHook, operatorSecurity } from "./operator-route.ts";

/**
 * The retention clean-up in the operator area (issue 20): what it removed, and a run on request. The schedule itself
 * is services/retention.ts. Registered inside the authenticated context (app.ts); operators only, checked first.
 */
export async function operatorRetentionRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const operatorOnly = operatorHook(db, config);

  r.get(
    "/api/v1/op/retention",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Retention runs",
        description:
          "The configured policy (RETENTION_*: days per kind, 0 = never removed; the schedule's interval, 0 = off) " +
          "and the clean-up runs, newest first (`page`, `size` up to 100): when, scheduled or by which operator, " +
          "how many rows of each kind went, and the removed accounts (id, e-mail), drafts and files. Runs older " +
          `than RETENTION_RUNS_KEEP_DAYS are removed by the clean-up itself. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        querystring: OperatorPageQuerySchema,
        response: { 200: RetentionRunsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await listRuns(db, page, size);
      return {
        policy: presentRetentionPolicy(config.retention),
        items: items.map(presentRetentionRun),
        total,
        page,
        size,
      };
    },
  );

  r.post(
    "/api/v1/op/retention/run",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Run the clean-up now",
        description:
          "Runs the retention clean-up at once and answers the run. Takes a `reason` (1–500 characters) and writes " +
          "one row of the operator audit log (action `retention`) with the run. 409 RETENTION_BUSY when a run is " +
          `going on already, in this or another server process (nothing is removed or logged then). ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        body: RetentionRunRequestSchema,
        response: { 200: RetentionRunSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const outcome = await app.retention.run({
        kind: "operator",
        operator: sessionUser(request),
        reason: request.body.reason,
      });
      if (outcome.status === "skipped") throw conflict("RETENTION_BUSY", "A clean-up is running already; try later");
      return presentRetentionRun(outcome.run);
    },
  );
}
