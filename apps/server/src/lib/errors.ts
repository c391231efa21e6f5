/** An error whose code and message are safe to show to the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, "FORBIDDEN", message);
export const unauthorized = (message = "Login required") => new AppError(401, "UNAUTHORIZED", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
