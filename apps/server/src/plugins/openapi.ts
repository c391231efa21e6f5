import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI 3 generated from the zod route schemas: document at /api/openapi.json, UI at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Kickoff API",
          description:
            "Youth football tournaments, funino festivals and events. Errors answer `{error:{code,message}}`.",
          version,
        },
        components: {
          securitySchemes: { session: { type: "apiKey", in: "cookie", name: "token" } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
    app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
