import { type ErrorCode, isErrorCode } from "@kickoff/domain/error-codes.ts";
import i18next from "i18next";
import type { z } from "zod";
import { RETRY_DELAY_MS } from "./constants.ts";
import { shouldRetry } from "./retry-policy.ts";
import { showSnackbar } from "./snackbar.ts";

/** One invalid field of a 400 answer, named by its path in the request (`venue.city`). */
export type ApiFieldError = { field: string; message: string };

/**
 * The codes an ApiError carries: the API's closed list, or the client's own for failures without a known code
 * (no answer, an answer without a code or with one this build does not know, an answer that breaks its contract).
 */
export type ApiErrorCode = ErrorCode | "NETWORK_ERROR" | "HTTP_ERROR" | "INVALID_RESPONSE";

/** An error answer of the API (`{ error: { code, message, fields? } }`) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: readonly ApiFieldError[] = [],
    /** The whole `error` object of the answer, for callers that read more of it (a 409's `conflicts`). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Opt a write (POST, PATCH) into the single retry; idempotent methods always have it. */
  retryWrites?: boolean;
  /** No snackbar: the caller handles (or deliberately ignores) the failure. */
  silent?: boolean;
  /** Extra request headers (a reporter link's `x-reporter-token`). */
  headers?: Record<string, string>;
  /**
   * The call authenticates with its own credentials (a reporter link), not the session: its 401 says those
   * are wrong and must not log the user out.
   */
  ownCredentials?: boolean;
};

let onUnauthorized: () => void = () => undefined;

/** The app decides what a 401 means (forget the session); shared code only reports it. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await response.text().catch(() => ""), response.statusText);
}

type ErrorAnswer = { error?: { code?: unknown; message?: unknown; fields?: unknown; [key: string]: unknown } };

/** The well-formed `{ field, message }` entries of an error body; anything else is dropped. */
function fieldsOf(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is ApiFieldError =>
      typeof f === "object" && f !== null && typeof f.field === "string" && typeof f.message === "string",
  );
}

/** An ApiError from an answer's status and body text (also for callers that cannot use fetch: upload progress). */
export function apiErrorOf(status: number, bodyText: string, statusText = ""): ApiError {
  try {
    const { error } = JSON.parse(bodyText) as ErrorAnswer;
    // A newer server's code this build does not know is treated like an answer without a code.
    const code = isErrorCode(error?.code) ? error.code : "HTTP_ERROR";
    const message = typeof error?.message === "string" ? error.message : statusText;
    return new ApiError(
      status,
      code,
      message,
      fieldsOf(error?.fields),
      typeof error === "object" && error ? error : {},
    );
  } catch {
    return new ApiError(status, status === 0 ? "NETWORK_ERROR" : "HTTP_ERROR", statusText);
  }
}

/** What apiRequest does with a failure, for callers outside it: 401 → logged out, else a snackbar unless silent. */
export function handleApiFailure(error: ApiError, silent = false) {
  if (error.status === 401) onUnauthorized();
  if (!silent) report(error);
}

function report(error: ApiError) {
  const message =
    error.status === 0
      ? i18next.t("shell.errors.network")
      : error.status === 501
        ? i18next.t("shell.errors.notAvailable")
        : i18next.t("shell.errors.request", { status: error.status });
  showSnackbar(message, "error");
}

/**
 * The one API client: cookies included, no timeout, one retry for idempotent requests on
 * transient statuses, 401 → logged out, every other failure → a 5-second snackbar.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? "GET").toUpperCase();
  const hasBody = options.body !== undefined;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: "include",
        headers: {
          accept: "application/json",
          ...(hasBody ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const error = new ApiError(0, "NETWORK_ERROR", cause instanceof Error ? cause.message : "Network error");
      if (!options.silent) report(error);
      throw error;
    }
    if (response.ok) {
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    if (shouldRetry(method, response.status, attempt, options.retryWrites)) {
      await wait(RETRY_DELAY_MS);
      continue;
    }
    const error = await toApiError(response);
    if (error.status === 401 && !options.ownCredentials) onUnauthorized();
    if (!options.silent) report(error);
    throw error;
  }
}

/**
 * apiRequest for an answer with a domain contract: the body is parsed with the contract's schema, so the caller
 * gets its type from the one schema the server answers with, and an answer that does not match (an old cached
 * SPA meeting a newer server) fails as INVALID_RESPONSE instead of being shown half-understood.
 */
export async function apiRequestParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await apiRequest<unknown>(path, options));
  if (parsed.success) return parsed.data;
  const error = new ApiError(200, "INVALID_RESPONSE", `The answer of ${path} does not match its contract`);
  if (!options.silent) report(error);
  throw error;
}
