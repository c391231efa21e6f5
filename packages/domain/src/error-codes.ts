// The one closed list of error codes the API answers with (`{ error: { code, message } }`). The server's
// AppError takes only these, the error body's schema lists them in OpenAPI, and the SPA branches on the same
// type: a code renamed or removed here breaks the typecheck of every place that throws or reads it. No zod here:
// the SPA's start bundle imports this file.

export const ERROR_CODES = [
  // Any call
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "ORIGIN_REJECTED",
  "RATE_LIMITED",
  "ROUTE_NOT_FOUND",
  "DATABASE_UNAVAILABLE",
  "INTERNAL",
  // Requests the framework refuses before a route runs (Fastify's own errors, renamed)
  "BAD_REQUEST",
  "BAD_URL",
  "MAX_PARAM_LENGTH",
  "BODY_TOO_LARGE",
  "INVALID_MEDIA_TYPE",
  "INVALID_CONTENT_LENGTH",
  "EMPTY_JSON_BODY",
  "INVALID_JSON_BODY",
  // Accounts
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "CODE_INVALID",
  "CODE_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "WEAK_PASSWORD",
  "WRONG_PASSWORD",
  "EMAIL_TAKEN",
  "EMAIL_UNCHANGED",
  "USER_NOT_FOUND",
  "ACCOUNT_BLOCKED",
  // Operator administration
  "CANNOT_ACT_ON_SELF",
  "USER_IS_OPERATOR",
  "ALREADY_VERIFIED",
  "ALREADY_OPERATOR",
  "OPERATOR_NOT_FOUND",
  "OPERATOR_FROM_CONFIG",
  // Reports and takedowns
  "REPORT_TARGET_NOT_FOUND",
  "REPORT_NOT_FOUND",
  "REPORT_TARGET_GONE",
  "REPORT_CLOSED",
  "NOT_HIDDEN",
  // Contact inbox and retention
  "CONTACT_MESSAGE_NOT_FOUND",
  "CONTACT_ALREADY_ANSWERED",
  "RETENTION_BUSY",
  // Tournaments: lookup, access, editors, reporter links
  "TOURNAMENT_NOT_FOUND",
  "TOURNAMENT_NOT_PUBLISHED",
  "TOURNAMENT_READ_ONLY",
  "EDITOR_NOT_FOUND",
  "INVITATION_NOT_FOUND",
  "ALREADY_EDITOR",
  "ALREADY_OWNER",
  "REPORTER_LINK_NOT_FOUND",
  "REPORTER_LINK_LIMIT",
  "REPORTER_TOKEN_INVALID",
  // Tournaments: teams, plan, status
  "TEAM_NOT_FOUND",
  "TEAM_IN_PLAN",
  "NOT_ENOUGH_TEAMS",
  "NO_PLAN",
  "PLAN_NOT_POSSIBLE",
  "PLAN_TOO_LARGE",
  "PLAN_CHANGED",
  "PLAN_EDIT_REFUSED",
  "INVALID_TIMES",
  "INVALID_DELAY",
  "NOTHING_TO_DELAY",
  "PITCH_IN_USE",
  "PITCH_NOT_ALLOWED",
  "UNKNOWN_PITCH",
  "UNKNOWN_TEAM",
  "RESULTS_EXIST",
  "INVALID_TRANSITION",
  // Officials: referees, their matches, card records
  "REFEREE_NOT_FOUND",
  "REFEREE_CONFLICT",
  "CARDS_NOT_ENABLED",
  // Events with several age groups (issue 19)
  "EVENT_NOT_FOUND",
  "DIVISION_NOT_FOUND",
  "DIVISION_LIMIT",
  "DIVISION_STARTED",
  "ALREADY_IN_EVENT",
  "EVENT_DATES_MISMATCH",
  "WINDOW_CONFLICT",
  // Funino festivals
  "WRONG_MODE",
  "FESTIVAL_STARTED",
  "ROUND_NOT_CURRENT",
  "UNKNOWN_GAME",
  "DECISION_REQUIRED",
  "SCORE_MISMATCH",
  // Results
  "UNKNOWN_MATCH",
  "MATCH_NOT_READY",
  "KNOCKOUT_NEEDS_WINNER",
  "NO_PENALTIES_IN_GROUPS",
  "RESULT_CHANGED",
  "IDEMPOTENCY_KEY_REUSED",
  // Files and exports
  "FILE_MISSING",
  "FILE_NOT_FOUND",
  "FILE_TOO_LARGE",
  "FILE_QUOTA_EXCEEDED",
  "TOO_MANY_FILES",
  "MULTIPART_INVALID",
  "UNSUPPORTED_FILE_TYPE",
  "UNREADABLE_IMAGE",
  "INVALID_FORMAT",
  "STORAGE_QUOTA_EXCEEDED",
  "PHOTO_QUOTA_EXCEEDED",
  "IMAGE_TRUNCATED",
  // Galleries
  "ALBUM_NOT_FOUND",
  "PHOTO_NOT_IN_ALBUM",
  "CONSENT_REQUIRED",
  "ALBUM_QUOTA_EXCEEDED",
  // Messages
  "MESSAGE_TO_SELF",
  // Registration
  "REGISTRATION_CLOSED",
  "REGISTRATION_DUPLICATE",
  "REGISTRATION_NOT_FOUND",
  "REGISTRATION_BIRTH_YEAR",
  "REGISTRATION_STATE_INVALID",
  "REGISTRATION_ORDER_INVALID",
  "TOURNAMENT_FULL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a code read from an answer is one of the list (an older client may meet a newer server's code). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && known.has(code);
}
