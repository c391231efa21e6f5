import { IDEMPOTENT_METHODS, RETRY_STATUSES } from "./constants.ts";

/**
 * Idempotent requests retry once on a transient status; writes (POST, PATCH) never retry
 * unless the caller opts in, because a retry could apply them twice.
 */
export function shouldRetry(method: string, status: number, attempt: number, allowWriteRetry = false): boolean {
  if (attempt >= 1) return false;
  if (!RETRY_STATUSES.includes(status)) return false;
  return allowWriteRetry || IDEMPOTENT_METHODS.includes(method.toUpperCase());
}
