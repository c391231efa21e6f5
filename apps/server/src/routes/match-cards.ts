import { ExportLanguageSchema } from "@kickoff/domain/file-contracts.ts";
import { contentDisposition, type DownloadName } from "@kickoff/domain/file-names.ts";
import { MatchCardsQuerySchema, RefereeScheduleQuerySchema } from "@kickoff/domain/officials-contracts.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@kickoff/locales/languages.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { ipLimit } from "../services/ip-limits.ts";
import {
  findReferee,
  loadForOfficials,
  matchCardsPdf,
  officialsFileName,
  refereeSchedulePdf,
} from "../services/match-cards.ts";
import { IdParams, security, type TournamentRouteDeps } from "./tournament-route.ts";

const tag = "schedule";

const ACCESS =
  "Access: 401 without a session. Owner and editors only, since the papers name the referees: a caller who sees " +
  "the tournament publicly gets 403, anybody else 404 TOURNAMENT_NOT_FOUND (like an unknown id). A funino " +
  "festival is 409 WRONG_MODE, a tournament without a plan 409 NO_PLAN. `lang` is one of de, en, es, fr, it, nl, " +
  "pt, tr; without it the caller's account language. Rendered on every call (never cached: referee assignments " +
  "change without a new public revision), answered `Cache-Control: private, no-store`. Download name: the word " +
  "for the paper in that language and the tournament's name, letters kept in the RFC 5987 `filename*` and spelled " +
  "in ASCII (ü → ue) in `filename`.";

/** The page language: the query's, else the caller's account language, else English. */
const languageOf = (requested: Language | undefined, user: UserRow): Language =>
  requested ?? (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

function sendPdf(reply: FastifyReply, pdf: Buffer, name: DownloadName) {
  return reply
    .type("application/pdf")
    .header("content-disposition", contentDisposition("attachment", name))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(pdf);
}

const pdfResponses = {
  200: z.unknown().describe("The PDF (application/pdf)"),
  ...errorResponses(400, 401, 403, 404, 409, 429),
};

/** Match cards and a referee's schedule (issue 18), for owner and editors. Register in the authenticated context. */
export async function matchCardRoutes(app: FastifyInstance, { database }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    "/api/v1/tment/matchcards/:id",
    {
      // Rendering a PDF costs real CPU: a budget per client.
      config: ipLimit(60, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Match cards as PDF",
        description:
          "Printable match cards to hand out at the pitches: one card per match with the tournament's name, the " +
          "stage (and group), the match's number in the order of play and its id, day and kick-off time, the " +
          'pitch, both teams (or, for knockout sides not known yet, their translated placeholder such as "Winner ' +
          'SF1"), the assigned referee (or a blank line to fill in), boxes for the full-time score and the ' +
          "penalty shoot-out, boxes for yellow, second-yellow (yellow-red) and red cards per team, and two " +
          "signature lines (team official or referee). `pitch` (a pitch id of the tournament, else 400 " +
          "UNKNOWN_PITCH naming `pitch`): that pitch's matches in order of play; without it every match of the " +
          "tournament in order of play (time, then pitch). `perPage` 4 (default, A4 quarters) or 2 (A4 halves), " +
          `with dashed cutting marks between the cards.\n\n${ACCESS}`,
        security,
        params: IdParams,
        querystring: MatchCardsQuerySchema.extend({ lang: ExportLanguageSchema.optional() }),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { pitch, perPage } = request.query;
      const lang = languageOf(request.query.lang as Language | undefined, user);
      const state = await loadForOfficials(db, user, request.params.id);
      const pdf = await matchCardsPdf(state, { pitch, perPage: perPage === "2" ? 2 : 4, lang });
      return sendPdf(reply, pdf, await officialsFileName(state, lang, { kind: "matchCards", pitch }));
    },
  );

  r.get(
    "/api/v1/tment/refschedule/:id",
    {
      config: ipLimit(60, "1 minute"),
      schema: {
        tags: [tag],
        summary: "A referee's schedule as PDF",
        description:
          "One referee's own schedule on an A4 page: their name, the team they come from (a referee team), the " +
          "tournament's name and date, and each match they lead in order of play with its time (and day when the " +
          "tournament lasts several days), pitch, stage, teams (or placeholders) and number. `referee` is a " +
          "referee id of the tournament (PUT tment/referees), else 404 REFEREE_NOT_FOUND. A referee without " +
          `matches gets the page with a note saying so.\n\n${ACCESS}`,
        security,
        params: IdParams,
        querystring: RefereeScheduleQuerySchema.extend({ lang: ExportLanguageSchema.optional() }),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const lang = languageOf(request.query.lang as Language | undefined, user);
      const state = await loadForOfficials(db, user, request.params.id);
      const referee = findReferee(state, request.query.referee);
      const pdf = await refereeSchedulePdf(state, referee, lang);
      return sendPdf(reply, pdf, await officialsFileName(state, lang, { kind: "refereeSchedule", referee }));
    },
  );
}
