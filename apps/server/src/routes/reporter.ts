import { CreateReporterLinkSchema } from "@kickoff/domain/tournament-contracts.ts";
import { ReporterLinkSchema, ReporterSessionSchema } from "@kickoff/domain/tournament-views.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser } from "../plugins/session.ts";
import { presentPublic, presentReporterLink } from "../presenters/tournament.ts";
import { findTournament, listReporterLinks } from "../repositories/tournaments.ts";
import {
  createReporterLink,
  MAX_REPORTER_LINKS,
  resolveReporterToken,
  revokeReporterLink,
} from "../services/tournament-access.ts";
import { loadAuthorized } from "../services/tournament-service.ts";
import { toState } from "../services/tournament-state.ts";

const tag = "reporter links";

const RULES =
  "Reporter links let a referee or helper without an account enter results (tment/update with header " +
  "`x-reporter-token`) for one tournament, optionally for one pitch only. Only the owner creates, lists and " +
  "revokes them (editors 403; callers who cannot see the tournament 404). The token is shown once and stored hashed.";

/** Reporter links: create, list, revoke (owner), and the reporter's own view by token. */
export async function reporterRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const security = [{ session: [] }];
  const auth = async (request: Parameters<typeof requireUser>[0]) => {
    await requireUser(request);
  };

  r.post(
    "/api/v1/tment/reporter",
    {
      preValidation: auth,
      schema: {
        tags: [tag],
        summary: "Create a reporter link",
        description: `${RULES} The answer carries the raw token and a URL (token in the fragment, so it never reaches server logs) to show as QR code. At most ${MAX_REPORTER_LINKS} links per tournament, revoked ones included (409 REPORTER_LINK_LIMIT).`,
        security,
        body: CreateReporterLinkSchema,
        response: {
          201: ReporterLinkSchema.extend({ token: z.string(), url: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { link, token } = await createReporterLink(db, { user }, request.body);
      const lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      const url = `${config.publicUrl}/${lang}/tournament/${link.tournamentId}#reporter=${token}`;
      return reply.code(201).send({ ...presentReporterLink(link), token, url });
    },
  );

  r.get(
    "/api/v1/tment/reporter/list/:id",
    {
      preValidation: auth,
      schema: {
        tags: [tag],
        summary: "A tournament's reporter links",
        description: RULES,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ links: z.array(ReporterLinkSchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { state } = await loadAuthorized(db, { user }, request.params.id, "manageReporters");
      return { links: (await listReporterLinks(db, state.id)).map(presentReporterLink) };
    },
  );

  r.delete(
    "/api/v1/tment/reporter/:id",
    {
      preValidation: auth,
      schema: {
        tags: [tag],
        summary: "Revoke a reporter link",
        description: `${RULES} Revoking takes effect at once; revoking twice keeps the first time.`,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: ReporterLinkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return presentReporterLink(await revokeReporterLink(db, { user }, request.params.id));
    },
  );

  r.get(
    "/api/v1/tment/reporter/session",
    {
      schema: {
        tags: [tag],
        summary: "What a reporter link may see",
        description:
          "For the holder of a reporter link (header `x-reporter-token`): the link's pitch and label and the " +
          "tournament's public view (teams, matches, results), also for a private tournament, with results and " +
          "tables even where the public does not see them (the reporter enters them). 401 " +
          "REPORTER_TOKEN_INVALID for a wrong or revoked token.",
        response: {
          200: ReporterSessionSchema,
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const header = request.headers["x-reporter-token"];
      const link = await resolveReporterToken(db, typeof header === "string" ? header : "");
      const row = await findTournament(db, link.tournamentId);
      if (!row) throw new AppError(401, "REPORTER_TOKEN_INVALID", "This reporter link is not valid (any more)");
      return {
        link: { id: link.id, label: link.label, pitch: link.pitch },
        tournament: presentPublic(toState(row)),
        planVersion: row.planVersion,
      };
    },
  );
}
