import { ForgotPasswordSchema, ResetPasswordSchema } from "@kickoff/domain/account-contracts.ts";
import { OkSchema } from "@kickoff/domain/account-views.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/http-schemas.ts";
import { ipLimit } from "../services/ip-limits.ts";

const tag = "password";

/** Forgotten password and reset (spec §7 Password). */
export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.accounts;

  r.post(
    "/api/v1/pw/pwvergessen",
    {
      config: ipLimit(10, "1 hour"),
      schema: {
        tags: [tag],
        summary: "Request a reset link",
        description:
          "Always 202 with the same body; when the address has an account, a single-use link " +
          "`/{lang}/resetpw/{token}` valid for 1 hour is mailed (at most 3 per address and hour).",
        body: ForgotPasswordSchema,
        response: {
          202: z.object({ status: z.literal("sent") }).meta({ id: "ResetRequested" }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body.email);
      return reply.code(202).send({ status: "sent" as const });
    },
  );

  r.get(
    "/api/v1/pw/pw/:id",
    {
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Whether a reset token is valid",
        description: "200 {valid:true}; 400 CODE_INVALID (unknown or used) / CODE_EXPIRED.",
        params: z.object({ id: z.string().max(200) }),
        response: {
          200: z.object({ valid: z.literal(true) }).meta({ id: "TokenValid" }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      await service.findResetToken(request.params.id);
      return { valid: true as const };
    },
  );

  r.post(
    "/api/v1/pw/pwzsetzen",
    {
      config: ipLimit(10, "15 minutes"),
      schema: {
        tags: [tag],
        summary: "Set a new password with a reset token",
        description:
          "Sets the password, uses up the token, ends every session of the account and notifies by mail. " +
          "400 WEAK_PASSWORD / CODE_INVALID / CODE_EXPIRED.",
        body: ResetPasswordSchema,
        response: { 200: OkSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { ok: true as const };
    },
  );
}
