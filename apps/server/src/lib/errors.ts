import type { ErrorCode } from "@kickoff/domain/error-codes.ts";

/**
 * An error the client is told about: its code (one of the closed list) always, its message only for 4xx.
 * A 5xx answers a generic message whatever was thrown (the error handler logs the detail instead).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, "FORBIDDEN", message);
export const unauthorized = (message = "Login required") => new AppError(401, "UNAUTHORIZED", message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const badRequest = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
