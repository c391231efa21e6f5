import { STATUS_CODES } from "node:http";
import type { ErrorCode } from "@kickoff/domain/error-codes.ts";
import { DomainMessageSchema } from "@kickoff/domain/public-contracts.ts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";
import type { ErrorBody } from "../lib/http-schemas.ts";
import { loggableError } from "../lib/logger.ts";
import { RecentFailures } from "../lib/recent-failures.ts";
import { RateLimitedError } from "../services/rate-limiter.ts";

function send(reply: FastifyReply, status: number, body: ErrorBody["error"]) {
  return reply
    .code(status)
    .type("application/json")
    .send({ error: { ...body, requestId: reply.request.id } });
}

/** Turn zod issue paths ("body.email") into the field names a form can show next to its inputs. */
function validationFields(err: FastifyError) {
  const where = err.validationContext ?? "body";
  return (err.validation ?? []).map((v) => {
    const raw = (v as { instancePath?: string }).instancePath ?? "";
    const field = raw.replace(/^\//, "").replaceAll("/", ".") || where;
    return { field, message: v.message ?? "is invalid" };
  });
}

/** Seconds from @fastify/rate-limit's "Rate limit exceeded, retry in 10 minutes" (its error carries no number). */
function secondsFromMessage(message: string): number {
  const m = /retry in (\d+) (second|minute|hour|day)/.exec(message);
  if (!m) return 60;
  const unit = { second: 1, minute: 60, hour: 3600, day: 86_400 }[m[2] as "second" | "minute" | "hour" | "day"];
  return Number(m[1]) * unit;
}

/**
 * Every 429 is RATE_LIMITED with a Retry-After header, whoever raised it: our PostgreSQL limits
 * (RateLimitedError knows the wait) or @fastify/rate-limit (it set the header before throwing).
 */
function sendRateLimited(reply: FastifyReply, err: FastifyError | RateLimitedError) {
  const after =
    err instanceof RateLimitedError
      ? err.retryAfterSeconds
      : Number(reply.getHeader("retry-after")) || secondsFromMessage(err.message);
  reply.header("retry-after", String(Math.max(1, Math.ceil(after))));
  const code = err instanceof AppError ? err.code : "RATE_LIMITED";
  return send(reply, 429, { code, message: err.message });
}

/**
 * One error handler for the whole API: 4xx keep their message, 5xx answer a fixed text (AppErrors too) and
 * leave a full log line with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // The operator's health view lists the last 5xx by request id (lib/recent-failures.ts).
    const failures = new RecentFailures();
    app.decorate("failures", failures);
    const sendFailure = (request: FastifyRequest, reply: FastifyReply, status: number, code?: ErrorCode) => {
      const body = serverFailure(status, code);
      failures.recordServer({
        requestId: request.id,
        method: request.method,
        url: request.url,
        status,
        code: body.code,
      });
      return send(reply, status, body);
    };
    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (err.statusCode === 429) return sendRateLimited(reply, err);
      if (err instanceof AppError) {
        if (err.statusCode >= 500) {
          // The thrown message is for the log only: it may name internals ("Editor vanished", ids, values).
          request.log.error({ err }, err.message);
          return sendFailure(request, reply, err.statusCode, err.code);
        }
        const details = err.details as
          | {
              fields?: ErrorBody["error"]["fields"];
              conflicts?: ErrorBody["error"]["conflicts"];
              issues?: ErrorBody["error"]["issues"];
            }
          | undefined;
        const fields = details?.fields;
        const conflicts = details?.conflicts;
        const issues = details?.issues;
        const reason = DomainMessageSchema.safeParse(err.details);
        return send(reply, err.statusCode, {
          code: err.code,
          message: err.message,
          ...(fields ? { fields } : {}),
          ...(conflicts ? { conflicts } : {}),
          ...(issues ? { issues } : {}),
          ...(reason.success ? { reason: reason.data } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields = validationFields(err);
        const message = fields.map((f) => `${f.field}: ${f.message}`).join("; ");
        return send(reply, 400, { code: "VALIDATION_FAILED", message, fields });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause.issues }, "response did not match its schema");
        return sendFailure(request, reply, 500);
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        // Not err.message: a failed query's message lists its bound values (addresses, password hashes).
        const logged = loggableError(err);
        request.log.error({ err }, logged instanceof Error ? logged.message : "unhandled error");
        return sendFailure(request, reply, status);
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type …).
      return send(reply, status, { code: fastifyCode(err), message: err.message });
    });
  },
  { name: "errors" },
);

declare module "fastify" {
  interface FastifyInstance {
    /** This process's recent 5xx answers and failed mails (operator health). */
    failures: RecentFailures;
  }
}

// Fastify's own refusals under our names; any other 4xx a plugin raises (with its own code or none) is BAD_REQUEST.
const FASTIFY_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  ["FST_ERR_BAD_URL", "BAD_URL"],
  ["FST_ERR_MAX_PARAM_LENGTH", "MAX_PARAM_LENGTH"],
  ["FST_ERR_CTP_BODY_TOO_LARGE", "BODY_TOO_LARGE"],
  ["FST_ERR_CTP_INVALID_MEDIA_TYPE", "INVALID_MEDIA_TYPE"],
  ["FST_ERR_CTP_INVALID_CONTENT_LENGTH", "INVALID_CONTENT_LENGTH"],
  ["FST_ERR_CTP_EMPTY_JSON_BODY", "EMPTY_JSON_BODY"],
  ["FST_ERR_CTP_INVALID_JSON_BODY", "INVALID_JSON_BODY"],
]);
const fastifyCode = (err: FastifyError): ErrorCode => FASTIFY_CODES.get(err.code) ?? "BAD_REQUEST";

/**
 * The answer of any 5xx: a fixed text, never the thrown message. A plain 500 is INTERNAL; the deliberate ones
 * keep their code (503 DATABASE_UNAVAILABLE), which is from the closed list and says nothing
 * more than the status.
 */
function serverFailure(status: number, code: ErrorCode = "INTERNAL"): ErrorBody["error"] {
  return {
    code: status === 500 ? "INTERNAL" : code,
    message: STATUS_CODES[status] ?? "Internal Server Error",
  };
}

/**
 * Errors of Fastify's router, raised before any route or error handler runs (a URL that does not decode, a path
 * parameter over the length limit): the same error body as every other answer. The `frameworkErrors` option.
 */
export function sendFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  if (status >= 500) return send(reply, status, serverFailure(status));
  return send(reply, status, { code: fastifyCode(err), message: err.message });
}
