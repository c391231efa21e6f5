// What the server logs, and what it never logs: passwords, hashes, tokens, e-mail addresses and query parameters.
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import pino, { type DestinationStream } from "pino";
import type { Config } from "../config.ts";

/** Keys whose values never reach the log, at the top level and up to three levels down. */
const SECRET_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "passwordHash",
  "hash",
  "token",
  "reporterToken",
  "email",
  "newEmail",
  "to",
  "params",
  "cookie",
  "authorization",
  '"x-reporter-token"',
  '"set-cookie"',
];

export const REDACTED = "[REDACTED]";

export const redactPaths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

/** Drizzle's failed-query error: its message and `params` carry every bound value (addresses, hashes). */
type QueryError = Error & { query: string; params: unknown };

const isQueryError = (err: Error): err is QueryError =>
  typeof (err as Partial<QueryError>).query === "string" && "params" in err;

/** A PostgreSQL error (pg or PGlite): its message and `detail` may quote the offending value. */
const isDatabaseError = (err: Error): err is Error & { code: string } =>
  typeof (err as { code?: unknown }).code === "string" && "severity" in err;

/** The failed query as logged: the SQL text with placeholders and the SQLSTATE code, nothing bound to it. */
class QueryFailure extends Error {
  constructor(
    readonly query: string,
    readonly code: string | undefined,
    frames: string,
  ) {
    // The SQL text goes in `query` only: a message or stack repeating it would triple every such log line.
    super(`Failed query (${code ?? "no code"})`);
    this.name = "QueryFailure";
    this.stack = `${this.name}: ${this.message}\n${frames}`;
  }
}

/** A database error as logged: its code and the names of the table, column and constraint involved. */
class DatabaseFailure extends Error {
  constructor(
    readonly code: string,
    readonly names: Record<string, unknown>,
    frames: string,
  ) {
    super(`Database error ${code}`);
    this.name = "DatabaseFailure";
    this.stack = `${this.name}: ${this.message}\n${frames}`;
  }
}

const framesOf = (err: Error) =>
  (err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");

const codeOf = (err: unknown) => {
  const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
};

/**
 * The error as it may be logged: a failed query (anywhere in the cause chain) keeps its SQL text and error code
 * only; a database error its code and object names. Other errors are logged as they are.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 8) return err;
  if (isQueryError(err)) return new QueryFailure(err.query, codeOf(err.cause), framesOf(err));
  if (isDatabaseError(err)) {
    const { table, column, constraint } = err as { table?: unknown; column?: unknown; constraint?: unknown };
    return new DatabaseFailure(err.code, { table, column, constraint }, framesOf(err));
  }
  if (err.cause instanceof Error) {
    const cause = loggableError(err.cause, depth + 1);
    if (cause !== err.cause) {
      // A copy, so the error the handler still holds keeps its cause.
      const copy = Object.assign(Object.create(Object.getPrototypeOf(err)) as Error, err);
      Object.defineProperties(copy, {
        message: { value: err.message, enumerable: false },
        stack: { value: err.stack, enumerable: false },
        cause: { value: cause, enumerable: false },
      });
      return copy;
    }
  }
  return err;
}

// Link tokens are 43 base64url characters; a UUID (36, with dashes in fixed places) is an id and stays readable.
const TOKEN = /^[\w-]{32,}$/;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const SECRET_QUERY_KEY = /token|code|pass|mail|secret|key/i;

const looksLikeToken = (text: string) => TOKEN.test(text) && !UUID.test(text);

/**
 * The request URL as logged: link tokens (validation and reset links carry them in the path) and query values
 * that are or may be secrets replaced.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf("?");
  const pathPart = at < 0 ? url : url.slice(0, at);
  const segments = pathPart.split("/").map((segment) => (looksLikeToken(segment) ? REDACTED : segment));
  if (at < 0) return segments.join("/");
  const pairs = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const key = pair.slice(0, eq);
      return SECRET_QUERY_KEY.test(key) || looksLikeToken(pair.slice(eq + 1)) ? `${key}=${REDACTED}` : pair;
    });
  return `${segments.join("/")}?${pairs.join("&")}`;
}

/**
 * Fastify's logger options: off in tests unless a test hands in a stream to read what would be logged;
 * secrets redacted by key, errors and URLs cleaned by their serializers.
 */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions["logger"] {
  if (config.env === "test" && !stream) return false;
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      err: (err: unknown) => pino.stdSerializers.err(loggableError(err) as Error),
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggableUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
