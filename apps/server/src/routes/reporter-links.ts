import { CreateReporterLinkSchema } from "@kickoff/domain/tournament-contracts.ts";
import { ReporterLinkSchema } from "@kickoff/domain/tournament-views.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { presentReporterLink } from "../presenters/tournament.ts";
import { listReporterLinks } from "../repositories/tournaments.ts";
import { createReporterLink, MAX_REPORTER_LINKS, revokeReporterLink } from "../services/tournament-access.ts";
import { loadAuthorized } from "../services/tournament-service.ts";
import { IdParams, security, type TournamentRouteDeps } from "./tournament-route.ts";

const tag = "reporter links";

const RULES =
  "Reporter links let a referee or helper without an account enter results (tment/update with header " +
  "`x-reporter-token`) for one tournament, optionally for one pitch only or for the matches of one referee " +
  "(`refereeId`, a referee of the tournament: 404 REFEREE_NOT_FOUND otherwise; removing the referee revokes " +
  "the link). Only the owner creates, lists and " +
  "revokes them (editors 403; callers who cannot see the tournament 404). The token is shown once and stored hashed.";

/**
 * Reporter links: create, list, revoke (owner). The reporter's own calls (tment/update with the token,
 * tment/reporter/session) need no session and live in tournament-results.ts.
 */
export async function reporterLinkRoutes(app: FastifyInstance, { database, config }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.post(
    "/api/v1/tment/reporter",
    {
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
      const user = sessionUser(request);
      const { link, token, mode } = await createReporterLink(db, { user }, request.body);
      const lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      const url = `${config.publicUrl}/${lang}/${mode === "funino" ? "funino" : "tournament"}/${link.tournamentId}#reporter=${token}`;
      return reply.code(201).send({ ...presentReporterLink(link), token, url });
    },
  );

  r.get(
    "/api/v1/tment/reporter/list/:id",
    {
      schema: {
        tags: [tag],
        summary: "A tournament's reporter links",
        description: RULES,
        security,
        params: IdParams,
        response: { 200: z.object({ links: z.array(ReporterLinkSchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { state } = await loadAuthorized(db, { user: sessionUser(request) }, request.params.id, "manageReporters");
      return { links: (await listReporterLinks(db, state.id)).map(presentReporterLink) };
    },
  );

  r.delete(
    "/api/v1/tment/reporter/:id",
    {
      schema: {
        tags: [tag],
        summary: "Revoke a reporter link",
        description: `${RULES} Revoking takes effect at once; revoking twice keeps the first time.`,
        security,
        params: IdParams,
        response: { 200: ReporterLinkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      presentReporterLink(await revokeReporterLink(db, { user: sessionUser(request) }, request.params.id)),
  );
}
