import { z } from "zod";

/** The one error body every failing call answers with. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: "TOURNAMENT_NOT_FOUND" }),
      message: z.string(),
      fields: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe("For validation errors: each invalid field with its problem"),
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Standard error responses a route documents besides its success answers. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<number, typeof ErrorBodySchema>;
