// What the server logs, and what it never logs: passwords, hashes, tokens, e-mail addresses and query parameters.
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream } from "pino";
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Which requests are logged, and at which level: every write (incoming and completed, at info) and every answer
 * of 400 and above; a read that succeeds only at `debug` (LOG_LEVEL=debug makes the access log complete). A
 * line per read was most of the public tournament call's CPU time (formatting, redaction, the write), and reads
 * that succeed tell an operator nothing a failing one would not (bench/public-tournament.bench.ts measures it).
 */
export class QuietReadsLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (SAFE_METHODS.has(request.method)) request.log.debug({ req: request }, "incoming request");
    else request.log.info({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    } else if (!SAFE_METHODS.has(request.method)) {
      reply.log.info({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    } else if (reply.statusCode >= 400) {
      // The read's incoming line was not written at info: this one says which request it was.
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    }
  }
}

type Level = "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent";
const LEVEL_VALUES: Record<string, number> = pino.levels.values;

/**
 * A request's logger that makes pino's child (the request id binding, stringified through the redaction of
 * every secret key) only when a line is written at an enabled level: a read that succeeds writes none, and the
 * child alone cost a tenth of the public tournament call.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    if ((LEVEL_VALUES[level] ?? Number.POSITIVE_INFINITY) < (LEVEL_VALUES[this.level] ?? 0)) return;
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  trace(...args: unknown[]) {
    this.#write("trace", args);
  }
  debug(...args: unknown[]) {
    this.#write("debug", args);
  }
  info(...args: unknown[]) {
    this.#write("info", args);
  }
  warn(...args: unknown[]) {
    this.#write("warn", args);
  }
  error(...args: unknown[]) {
    this.#write("error", args);
  }
  fatal(...args: unknown[]) {
    this.#write("fatal", args);
  }
  silent(..._args: unknown[]) {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

const requestLogger = (parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
  new RequestLogger(parent, bindings, options);

/** Fastify's logging options: the logger, which requests it logs, and the per-request logger. */
export function loggingOptions(
  config: Config,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, "logger" | "logController" | "childLoggerFactory"> {
  const logger = loggerOptions(config, stream);
  // Without a logger Fastify skips per-request loggers altogether (only with its own factory).
  if (!logger) return { logger };
  return { logger, logController: new QuietReadsLogController(), childLoggerFactory: requestLogger };
}
