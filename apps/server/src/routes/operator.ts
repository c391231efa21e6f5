import {
  GrantOperatorSchema,
  OperatorAuditPageSchema,
  OperatorDoneSchema,
  OperatorIdSchema,
  OperatorListSchema,
  OperatorPageQuerySchema,
  OperatorReasonSchema,
  OperatorRoleSchema,
  OperatorUserDetailSchema,
  OperatorUserIdSchema,
  OperatorUserListSchema,
  OperatorUserQuerySchema,
  PlatformHealthSchema,
} from "@kickoff/domain/operator-contracts.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { notFound } from "../lib/errors.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { presentAuditEntry, presentHealth, presentUserDetail, presentUserSummary } from "../presenters/operator.ts";
import { countActiveSessions, listAuditEntries } from "../repositories/operator.ts";
import {
  countPhotosOf,
  databaseSize,
  findUserSummary,
  listTournamentsOwnedBy,
  platformCounts,
  searchUsers,
} from "../repositories/operator-users.ts";
import {
  blockUser,
  deleteUser,
  exportUser,
  grantOperator,
  isOperator,
  listOperators,
  type OperatorDeps,
  resendVerification,
  revokeOperator,
  unblockUser,
} from "../services/operator.ts";
import { OPERATOR_ACCESS, OPERATOR_TAG, operatorOnly as operatorHook, operatorSecurity } from "./operator-route.ts";

const AUDITED = "Takes a `reason` (1–500 characters) and writes one row of the operator audit log with it.";

/**
 * The operator area (issue 20): users, the operator role, the audit log and platform health. Registered inside
 * the authenticated context (app.ts); every call but `op/role` checks the operator role before validation.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const deps: OperatorDeps = {
    db,
    config,
    files: fileStoreFor(config),
    resendVerification: (email) => app.accounts.service.resendVerification(email),
    notifyDeleted: (user) => app.accounts.service.notifyDeleted(user),
  };
  // Before validation, like the context's 401: a non-operator learns nothing about the calls' shapes.
  const operatorOnly = operatorHook(db, config);
  const act = (request: FastifyRequest, reason: string) => ({ operator: sessionUser(request), reason });

  r.get(
    "/api/v1/op/role",
    {
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Whether I am an operator",
        description: "For any logged-in user: whether the operator area is theirs. Access: 401 without a session.",
        security: operatorSecurity,
        response: { 200: OperatorRoleSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ operator: await isOperator(db, config, sessionUser(request)) }),
  );

  r.get(
    "/api/v1/op/users",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Search users",
        description:
          "Users whose e-mail or display name contains `q` (any case; % and _ match themselves), newest first, " +
          `paged (\`page\` from 1, \`size\` up to 100), with their tournaments' count and stored bytes. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        querystring: OperatorUserQuerySchema,
        response: { 200: OperatorUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, page, size } = request.query;
      const { items, total } = await searchUsers(db, q, page, size);
      return { items: items.map((row) => presentUserSummary(row, config)), total, page, size };
    },
  );

  r.get(
    "/api/v1/op/users/:id",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "One user",
        description:
          "The user as listed, plus their tournaments, block state, photo count and live sessions. 404 " +
          `USER_NOT_FOUND. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        params: OperatorUserIdSchema,
        response: { 200: OperatorUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findUserSummary(db, id);
      if (!row) throw notFound("USER_NOT_FOUND", "No user with this id");
      const [tournaments, photoCount, activeSessions] = await Promise.all([
        listTournamentsOwnedBy(db, id),
        countPhotosOf(db, id),
        countActiveSessions(db, id, new Date()),
      ]);
      return presentUserDetail(row, config, { tournaments, photoCount, activeSessions });
    },
  );

  const userAction = (
    path: string,
    summary: string,
    description: string,
    statuses: number[],
    run: (deps: OperatorDeps, a: ReturnType<typeof act>, id: string) => Promise<void>,
  ) =>
    r.post(
      `/api/v1/op/users/:id/${path}`,
      {
        preValidation: operatorOnly,
        schema: {
          tags: [OPERATOR_TAG],
          summary,
          description: `${description} ${AUDITED} ${OPERATOR_ACCESS}`,
          security: operatorSecurity,
          params: OperatorUserIdSchema,
          body: OperatorReasonSchema,
          response: { 200: OperatorDoneSchema, ...errorResponses(...statuses) },
        },
      },
      async (request) => {
        await run(deps, act(request, request.body.reason), request.params.id);
        return { ok: true as const };
      },
    );

  userAction(
    "block",
    "Block a user",
    "Logins are refused (403 ACCOUNT_BLOCKED after a right password) and every session of the user ends. Not " +
      "oneself (400 CANNOT_ACT_ON_SELF naming `id`), not an operator (409 USER_IS_OPERATOR). 404 USER_NOT_FOUND.",
    [400, 401, 403, 404, 409],
    blockUser,
  );
  userAction(
    "unblock",
    "Unblock a user",
    "The user can log in again. 404 USER_NOT_FOUND.",
    [400, 401, 403, 404],
    unblockUser,
  );
  userAction(
    "resendverify",
    "Resend the verification mail",
    "A new code and link to the account's address; 409 ALREADY_VERIFIED for a verified one, 429 RATE_LIMITED past " +
      "3 resends per address in 15 minutes (the user's own resends count too). 404 USER_NOT_FOUND.",
    [400, 401, 403, 404, 409, 429],
    resendVerification,
  );

  r.delete(
    "/api/v1/op/users/:id",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Delete a user on request",
        description:
          "Deletes the account with everything it owns, as the user's own deletion does, and tells the address by " +
          "mail. Not oneself (400 CANNOT_ACT_ON_SELF naming `id`), not an operator (409 USER_IS_OPERATOR). 404 " +
          `USER_NOT_FOUND. ${AUDITED} ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        params: OperatorUserIdSchema,
        body: OperatorReasonSchema,
        response: { 200: OperatorDoneSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteUser(deps, act(request, request.body.reason), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/v1/op/users/:id/export",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Export a user's data",
        description:
          "A JSON attachment of everything held about the user: account (no password hash), venues, club contact, " +
          "owned tournaments (general, teams, results), editor roles, owned events (general data, division ids) and " +
          "event editor roles, albums and files (metadata), messages sent " +
          "and received, team registrations and contact form messages. Logged in the operator audit log as " +
          `\`export\`. 404 USER_NOT_FOUND. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        params: OperatorUserIdSchema,
        response: {
          200: z.unknown().describe("The user's data (application/json attachment)"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const data = await exportUser(deps, act(request, ""), request.params.id);
      const body = { exportedAt: new Date().toISOString(), ...data };
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="kickoff-user-${request.params.id}.json"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(JSON.stringify(body, null, 2), "utf8"));
    },
  );

  r.get(
    "/api/v1/op/operators",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "List operators",
        description:
          "The addresses of OPERATOR_EMAILS (`fromConfig`, `userId` null until a verified account has the address) " +
          `and the operators granted in the operator area, with who granted them. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        response: { 200: OperatorListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await listOperators(deps) }),
  );

  r.post(
    "/api/v1/op/operators",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Grant the operator role",
        description:
          "To the verified account with `email` (404 USER_NOT_FOUND otherwise; 409 ACCOUNT_BLOCKED for a blocked " +
          `one, 409 ALREADY_OPERATOR for an operator). Answers the operator list. ${AUDITED} ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        body: GrantOperatorSchema,
        response: { 201: OperatorListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await grantOperator(deps, sessionUser(request), request.body);
      return reply.code(201).send({ items: await listOperators(deps) });
    },
  );

  r.delete(
    "/api/v1/op/operators/:userId",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Revoke the operator role",
        description:
          "Of a granted operator (404 OPERATOR_NOT_FOUND otherwise). Operators named by OPERATOR_EMAILS stay: 409 " +
          "OPERATOR_FROM_CONFIG. Not one's own (400 CANNOT_ACT_ON_SELF naming `userId`). Answers the operator list. " +
          `${AUDITED} ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        params: OperatorIdSchema,
        body: OperatorReasonSchema,
        response: { 200: OperatorListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await revokeOperator(deps, act(request, request.body.reason), request.params.userId);
      return { items: await listOperators(deps) };
    },
  );

  r.get(
    "/api/v1/op/audit",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Operator audit log",
        description: `Every operator action (who, when, what, why), newest first, paged (\`size\` up to 100). ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        querystring: OperatorPageQuerySchema,
        response: { 200: OperatorAuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await listAuditEntries(db, page, size);
      return { items: items.map(presentAuditEntry), total, page, size };
    },
  );

  r.get(
    "/api/v1/op/health",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Platform health",
        description:
          "Users (total, verified, blocked), tournaments and festivals by status, distinct matches with a result " +
          "entered in the last 7 days, live viewers connected to the answering server process, stored files and " +
          "bytes, the database size (null where the engine cannot tell), how mail leaves (SMTP or the outbox " +
          "directory), and the answering process's recent 5xx answers (request id, path without query) and " +
          `failed mails since it started. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        response: { 200: PlatformHealthSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const [counts, databaseBytes] = await Promise.all([platformCounts(db, new Date()), databaseSize(db)]);
      const server = request.server;
      const liveViewers = server.hasDecorator("live") ? server.live.subscriberCount() : 0;
      return presentHealth(counts, databaseBytes, liveViewers, {
        mailTransport: config.smtpUrl ? "smtp" : "outbox",
        ...server.failures.snapshot(),
      });
    },
  );
}
