import { AccountSchema } from "@kickoff/domain/account-views.ts";
import {
  AcceptTermsSchema,
  LegalKindSchema,
  LegalTextQuerySchema,
  LegalTextSchema,
  LegalVersionsSchema,
} from "@kickoff/domain/legal-contracts.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import { badRequest } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser } from "../plugins/session.ts";
import { presentUser } from "../presenters/user.ts";
import { updateUser } from "../repositories/users.ts";
import { findLegalText, publishedLegalVersions, publishedVersion } from "../services/legal-texts.ts";

// Authenticate before validating: without a session the call answers 401, whatever the body.
const authenticate = async (request: FastifyRequest) => {
  await requireUser(request);
};

/** Imprint, privacy policy and terms of use: the deployer's texts and versions, and accepting new versions. */
export async function legalRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/content/legal/versions",
    {
      schema: {
        tags: ["content"],
        summary: "Published versions of the terms and the privacy policy",
        description:
          "The versions registration records and logged-in users are asked to accept: the highest front-matter " +
          "version of the deployer's files (DATA_DIR/legal), else the built-in ones.",
        response: { 200: LegalVersionsSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return publishedLegalVersions(config.dataDir, request.log);
    },
  );

  r.get(
    "/api/v1/content/legal/:kind",
    {
      schema: {
        tags: ["content"],
        summary: "A legal text: imprint, privacy policy or terms of use",
        description:
          "The deployer's Markdown for the language (`DATA_DIR/legal/{kind}.{lang}.md`, else `{kind}.md`), or " +
          "`markdown: null` when the built-in text applies; the published version and date; for the imprint the " +
          "operator from the configuration (null when not set). `kind` is one of a closed list (400 otherwise).",
        params: z.object({ kind: LegalKindSchema }),
        querystring: LegalTextQuerySchema,
        response: { 200: LegalTextSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const [file, published] = await Promise.all([
        findLegalText(config.dataDir, kind, request.query.lang, request.log),
        publishedVersion(config.dataDir, kind, request.log),
      ]);
      // Revalidated each time: a deployer's new text shows at the next visit.
      reply.header("cache-control", "no-cache");
      return {
        kind,
        markdown: file?.markdown ?? null,
        language: file?.language ?? null,
        published,
        operator: kind === "imprint" ? config.operator : null,
      };
    },
  );

  r.post(
    "/api/v1/user/acceptterms",
    {
      onRequest: authenticate,
      schema: {
        tags: ["user"],
        summary: "Accept the published terms and privacy policy",
        description:
          "Records the versions the user accepted. They must be the published ones (GET content/legal/versions): " +
          "400 VALIDATION_FAILED names the field otherwise (the texts changed meanwhile; show them again).",
        security: [{ session: [] }],
        body: AcceptTermsSchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const published = await publishedLegalVersions(config.dataDir, request.log);
      const fields = [
        ...(request.body.termsVersion === published.terms.version ? [] : ["termsVersion"]),
        ...(request.body.privacyVersion === published.privacy.version ? [] : ["privacyVersion"]),
      ];
      if (fields.length) {
        throw badRequest("VALIDATION_FAILED", "Not the published version", {
          fields: fields.map((field) => ({ field, message: "legal.accept.outdated" })),
        });
      }
      const updated = await updateUser(app.accounts.db, user.id, {
        termsVersion: published.terms.version,
        privacyVersion: published.privacy.version,
      });
      return presentUser(updated ?? user);
    },
  );
}
