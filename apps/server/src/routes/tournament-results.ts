import { matchesOfReferee } from "@kickoff/domain/officials.ts";
import { EnterResultsSchema } from "@kickoff/domain/tournament-contracts.ts";
import { EnterResultsResponseSchema, ReporterSessionSchema } from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { type FestivalState, presentFestivalForReporter } from "../presenters/funino.ts";
import { presentPublic } from "../presenters/tournament.ts";
import { findTournament } from "../repositories/tournaments.ts";
import { resolveReporterToken } from "../services/tournament-access.ts";
import { enterResults } from "../services/tournament-results.ts";
import { toState } from "../services/tournament-state.ts";
import {
  describe,
  security,
  sessionOrReporterToken,
  type TournamentRouteDeps,
  tag,
  userOrReporter,
} from "./tournament-route.ts";

/**
 * Result entry by owners and editors (session) and by helpers without an account (a reporter link's token),
 * and the reporter's own view. Registered outside the authenticated context: a token stands in for a session.
 */
export async function tournamentResultRoutes(app: FastifyInstance, { database }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.put(
    "/api/v1/tment/update",
    {
      // Owners and editors by session; helpers without an account by a reporter link's token.
      preValidation: sessionOrReporterToken,
      schema: {
        tags: [tag],
        summary: "Enter results",
        description: describe(
          "Enters one or several results (score, and penalties for knockout draws; `{matchId, clear: true}` removes " +
            "one). Applied once per `idempotencyKey`: a retried or offline-replayed entry answers the stored " +
            "response with `replayed: true` (the same key with a different entry is 409 IDEMPOTENCY_KEY_REUSED). " +
            "Recalculates standings and fills knockout placeholders (`knockoutChanges`). Allowed from published on; " +
            "the first result makes a published tournament running; in a finished one it is a correction (owner and " +
            "editors only). Every change is audited. A reporter link (header `x-reporter-token` or `reporterToken`) " +
            "may enter results of its tournament only, with a pitch only on that pitch (403 PITCH_NOT_ALLOWED), " +
            "with a referee only of the matches assigned to that referee (403 FORBIDDEN), " +
            "always with the `planVersion` it was shown (400 without; 409 PLAN_CHANGED when the plan changed); " +
            "a wrong or revoked token is 401 REPORTER_TOKEN_INVALID. An event's reporter link (event/reporter, " +
            "bound to one event pitch) acts as a reporter link of the body's tournament when that tournament is " +
            "a division of its event whose window includes the link's pitch, for the matches on that pitch only " +
            "(403 PITCH_NOT_ALLOWED otherwise, also for a tournament outside the event); such entries are " +
            "audited with the event link. Card records (`cards`, per team) only when " +
            "the tournament records them (format `discipline.enabled`; otherwise 400 CARDS_NOT_ENABLED naming " +
            "`results[i].cards`): an entry is the whole result, so an entry without `cards` stores none. Cards " +
            "are audited with the score and count for `basedOn`; the public sees them only with " +
            "`discipline.public`.",
        ),
        security,
        body: EnterResultsSchema,
        response: { 200: EnterResultsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    // The session was looked up by the hook already (when there was no token): this asks the same lookup.
    async (request) =>
      enterResults(db, await userOrReporter(db, request, request.body.reporterToken, request.body.id), request.body),
  );

  r.get(
    "/api/v1/tment/reporter/session",
    {
      schema: {
        tags: ["reporter links"],
        summary: "What a reporter link may see",
        description:
          "For the holder of a reporter link (header `x-reporter-token`): the link's pitch and label and the " +
          "tournament's public view (teams, matches, results), also for a private tournament, with results, card " +
          "records and tables even where the public does not see them (the reporter enters them); for a " +
          "referee's link `refereeMatches` (the matches it may enter), and `cards` (whether entries carry them). 401 " +
          "REPORTER_TOKEN_INVALID for a wrong or revoked token.",
        response: { 200: ReporterSessionSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const header = request.headers["x-reporter-token"];
      const link = await resolveReporterToken(db, typeof header === "string" ? header : "");
      const row = await findTournament(db, link.tournamentId);
      if (!row) throw new AppError(401, "REPORTER_TOKEN_INVALID", "This reporter link is not valid (any more)");
      const state = toState(row);
      return {
        link: { id: link.id, label: link.label, pitch: link.pitch, refereeId: link.refereeId },
        tournament: presentPublic(state, { withCards: true }),
        ...(state.mode === "funino" ? { festival: presentFestivalForReporter(state as FestivalState) } : {}),
        planVersion: row.planVersion,
        refereeMatches: link.refereeId
          ? matchesOfReferee(state.matches, state.officials, link.refereeId).map((m) => m.id)
          : null,
        cards: state.settings.discipline?.enabled === true,
      };
    },
  );
}
