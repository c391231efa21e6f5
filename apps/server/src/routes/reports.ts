import {
  OperatorReportIdSchema,
  OperatorReportPageSchema,
  OperatorReportQuerySchema,
  REPORTS_PER_IP_PER_HOUR,
  ReportCreatedSchema,
  ReportDecidedSchema,
  ReportDecisionSchema,
  ReportSchema,
} from "@kickoff/domain/report-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { existingPublicCache } from "../lib/public-cache.ts";
import { sessionUser } from "../plugins/session.ts";
import { ipLimit } from "../services/ip-limits.ts";
import { decideReport, fileReport, type ReportDeps, reportQueue } from "../services/reports.ts";
import { OPERATOR_ACCESS, OPERATOR_TAG, operatorOnly as operatorHook, operatorSecurity } from "./operator-route.ts";

type Deps = { config: Config; database: Database };

const depsOf = (app: FastifyInstance, { config, database }: Deps): ReportDeps => ({
  db: database.db,
  config,
  files: fileStoreFor(config),
  enqueue: (mail) => app.accounts.mail.enqueue(mail),
});

/** The public "Report" action (issue 20): no account needed, rate-limited per IP. */
export async function reportRoutes(app: FastifyInstance, opts: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app, opts);

  r.post(
    "/api/v1/report",
    {
      config: ipLimit(REPORTS_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: ["reports"],
        summary: "Report a tournament, festival, photo or message",
        description:
          "Anonymous or logged in. The target must be one the caller can see: a publicly visible tournament or " +
          "festival, a photo they may load (`key` for a link-only album's photo), a message in their own inbox; " +
          "anything else is 404 REPORT_TARGET_NOT_FOUND, like an unknown id. A photo reported as " +
          "`childWithoutConsent` is hidden at once, pending an operator's review. The answer tells nothing else. " +
          `400 VALIDATION_FAILED names the field; 429 RATE_LIMITED after ${REPORTS_PER_IP_PER_HOUR} reports per IP ` +
          "and hour (Retry-After).",
        body: ReportSchema,
        response: { 201: ReportCreatedSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const created = await fileReport(deps, request.body, { user, ip: request.ip });
      return reply.code(201).send(created);
    },
  );
}

/** The operator's report queue and decisions (issue 20); registered inside the authenticated context. */
export async function operatorReportRoutes(app: FastifyInstance, opts: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = opts.database.db;
  const deps = depsOf(app, opts);
  // Before validation, like the other operator calls: a non-operator learns nothing about the calls' shapes.
  const operatorOnly = operatorHook(db, opts.config);

  r.get(
    "/api/v1/op/reports",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "The report queue",
        description:
          "Reports in one `status` (default open), most severe first (a child shown without consent, personal " +
          "data, offensive, spam, wrong information, other), then oldest first; paged (`size` up to 100). Each " +
          "carries its target: kind, a short description (tournament name and owner, album title and photo id, " +
          `message excerpt), whether it is hidden, and how many reports the target has (and how many are open). ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        querystring: OperatorReportQuerySchema,
        response: { 200: OperatorReportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, page, size } = request.query;
      return reportQueue(db, status, page, size);
    },
  );

  r.post(
    "/api/v1/op/reports/:id",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Decide a report",
        description:
          "`hide` takes the target down (a tournament or festival answers 404 on every public read, a photo and a " +
          "message are no longer shown); `unhide` restores it (409 NOT_HIDDEN when it is shown); `delete` removes " +
          "it for good as its owner's deletion would; `dismiss` closes the report (409 REPORT_CLOSED unless open) " +
          "and shows again a photo hidden at once pending review. Every open report of the same target is closed " +
          "with the decision. hide, unhide and delete tell the owner by a system message and a mail in their " +
          "language, with `noteToOwner` when given. 404 REPORT_NOT_FOUND; 409 REPORT_TARGET_GONE when the target no " +
          `longer exists. Takes a \`reason\` (1–500 characters) and writes one row of the operator audit log. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        params: OperatorReportIdSchema,
        body: ReportDecisionSchema,
        response: { 200: ReportDecidedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { closed, status, target } = await decideReport(
        deps,
        sessionUser(request),
        request.params.id,
        request.body,
      );
      // This process drops its copy at once; the others when the change's NOTIFY reaches them.
      if (target.kind === "tournament" || target.kind === "festival")
        existingPublicCache(opts.database)?.invalidate(target.id);
      return { closed, status };
    },
  );
}
