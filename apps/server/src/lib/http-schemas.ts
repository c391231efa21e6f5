import { ERROR_CODES } from "@kickoff/domain/error-codes.ts";
import { EventIssueSchema } from "@kickoff/domain/event-contracts.ts";
import { DomainMessageSchema } from "@kickoff/domain/public-contracts.ts";
import { ResultConflictSchema } from "@kickoff/domain/tournament-contracts.ts";
import { z } from "zod";

/** The one error body every failing call answers with. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).meta({ id: "ErrorCode", example: "TOURNAMENT_NOT_FOUND" }),
      message: z.string(),
      fields: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe("For validation errors: each invalid field with its problem"),
      reason: DomainMessageSchema.optional().describe(
        "For refusals by the tournament engine (409 PLAN_EDIT_REFUSED): the translatable reason, an i18n key of " +
          "the engine namespace with its params; `message` holds its English text",
      ),
      conflicts: z
        .array(ResultConflictSchema)
        .optional()
        .describe("For 409 RESULT_CHANGED: each match whose stored result differs from the entry's `basedOn`"),
      issues: z
        .array(EventIssueSchema)
        .optional()
        .describe("For 409 WINDOW_CONFLICT: the problems of the event's windows (translatable keys with params)"),
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Standard error responses a route documents besides its success answers. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<number, typeof ErrorBodySchema>;
