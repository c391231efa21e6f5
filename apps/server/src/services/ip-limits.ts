import type { RateLimitOptions } from "@fastify/rate-limit";
import { RateLimitedError } from "./rate-limiter.ts";

/**
 * Per-IP limit for one route (@fastify/rate-limit's in-process store: fine for the single-process
 * default; per-account limits that must hold across processes live in PostgreSQL instead).
 * Answers 429 RATE_LIMITED in our error format.
 */
export const ipLimit = (max: number, timeWindow: string): { rateLimit: RateLimitOptions } => ({
  rateLimit: {
    max,
    timeWindow,
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  },
});
