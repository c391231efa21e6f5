import type { FastifyInstance, HTTPMethods } from "fastify";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";

/**
 * Registers a spec call whose area is not built yet: it answers 501 NOT_IMPLEMENTED
 * and says so in OpenAPI. Each area issue replaces its calls with real handlers.
 */
export function notImplemented(app: FastifyInstance, method: HTTPMethods, url: string, tag: string, summary: string) {
  app.route({
    method,
    url,
    schema: {
      tags: [tag],
      summary: `${summary} (NOT_IMPLEMENTED)`,
      description: "Not implemented yet: answers 501 with code NOT_IMPLEMENTED.",
      response: errorResponses(501),
    },
    handler: async () => {
      throw new AppError(501, "NOT_IMPLEMENTED", `${method} ${url} is not implemented yet`);
    },
  });
}
