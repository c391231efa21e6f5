import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from "@kickoff/domain/safe-text.ts";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

// Checked before the route's own schema, on the raw input: a NUL or a lone surrogate anywhere (values and keys)
// is a 400 naming the field, never a database error.
const SafeInputSchema = z.unknown().superRefine((value, ctx) => {
  const path = findUnsafeText(value);
  if (path) ctx.addIssue({ code: "custom", path, message: UNSAFE_TEXT_MESSAGE, input: value });
});

/**
 * The zod validator compiler with the safe-text rule in front: every body, query string, path parameter and
 * header set a route declares is refused with 400 VALIDATION_FAILED when it holds text PostgreSQL cannot store,
 * so no route has to remember it.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: SafeInputSchema.pipe(route.schema) });
