import type { ErrorCode } from "@kickoff/domain/error-codes.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { clearRateLimit, countEvent, findRateLimit, setBlockedUntil } from "../repositories/rate-limits.ts";

/** A 429 that carries how long to wait; the accounts plugin turns it into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode = "RATE_LIMITED",
    message = "Too many requests, try again later",
  ) {
    super(429, code, message);
  }
}

/**
 * Limits kept in PostgreSQL so every server process sees the same counts: fixed-window budgets
 * for resends and lookups, and failed-login counts with an increasing block.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one use; false once more than `max` happened in the window. */
  async take(
    key: string,
    max: number,
    windowMs: number,
    now = new Date(),
  ): Promise<{ ok: boolean; retryAfter: number }> {
    const { count, windowStartedAt } = await countEvent(this.db, key, windowMs, now);
    const retryAfter = Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - now.getTime()) / 1000));
    return { ok: count <= max, retryAfter };
  }

  /** Like `take`, but throws 429 RATE_LIMITED when over the budget. */
  async consume(key: string, max: number, windowMs: number, now = new Date()): Promise<void> {
    const { ok, retryAfter } = await this.take(key, max, windowMs, now);
    if (!ok) throw new RateLimitedError(retryAfter);
  }

  /** Throws 429 while `key` is blocked by earlier failures. */
  async assertNotBlocked(key: string, now = new Date()): Promise<void> {
    const row = await findRateLimit(this.db, key);
    if (row?.blockedUntil && row.blockedUntil > now) {
      throw new RateLimitedError(Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
    }
  }

  /**
   * Records a failure; from the `freeFailures`-th on, the key is blocked for a delay that doubles
   * with every further failure (30 s, 1 min, 2 min, 4 min, then 5 min each). Never a lasting lock: once the
   * delay is over one more attempt is heard, and failures are forgotten after a day (OWASP's progressive delay,
   * docs/decisions/0012-login-throttling.md).
   */
  async recordFailure(key: string, now = new Date(), freeFailures = LOGIN_FREE_FAILURES): Promise<void> {
    const { count } = await countEvent(this.db, key, DAY_MS, now);
    if (count < freeFailures) return;
    const delay = Math.min(MAX_BLOCK_MS, BASE_BLOCK_MS * 2 ** (count - freeFailures));
    await setBlockedUntil(this.db, key, new Date(now.getTime() + delay));
  }

  clear(key: string): Promise<void> {
    return clearRateLimit(this.db, key);
  }
}

export const LOGIN_FREE_FAILURES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
export const BASE_BLOCK_MS = 30_000;
/** A few minutes at most: an organiser on a new device waits this long at worst, not a match day. */
export const MAX_BLOCK_MS = 5 * 60 * 1000;
