import {
  AssignRefereesSchema,
  OfficialsSchema,
  REFEREES_MAX,
  UpdateRefereesSchema,
} from "@kickoff/domain/officials-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { assignReferees, updateReferees } from "../services/officials.ts";
import { describe, security, type TournamentRouteDeps, tag } from "./tournament-route.ts";

const OfficialsAnswerSchema = z.object({
  officials: OfficialsSchema,
  /** Matches still to be played (status scheduled) that nobody leads. */
  unassigned: z.array(z.string()),
});

const RULES =
  "Referees and their matches are for the organisers only: they are in the internal view (`officials`) and " +
  "never in a public answer. Owners and editors; festivals answer 409 WRONG_MODE, finished and archived " +
  "tournaments 409 TOURNAMENT_READ_ONLY.";

/** Match officials (issue 18): the referee list and the assignments of referees to matches. */
export async function officialsRoutes(app: FastifyInstance, { database }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.put(
    "/api/v1/tment/referees",
    {
      schema: {
        tags: [tag],
        summary: "Edit the referee list",
        description: describe(
          `Replaces the referee list (at most ${REFEREES_MAX}): a person (name, optional e-mail) or a team of the ` +
            "tournament (`teamId`; 400 UNKNOWN_TEAM naming the field otherwise). Ids are unique. A referee left " +
            "out loses their matches, and their reporter links are revoked at once. Answers the officials and " +
            `the matches still to be played without a referee. ${RULES}`,
        ),
        security,
        body: UpdateRefereesSchema,
        response: { 200: OfficialsAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => (await updateReferees(db, { user: sessionUser(request) }, request.body)).value,
  );

  r.put(
    "/api/v1/tment/refassign",
    {
      schema: {
        tags: [tag],
        summary: "Assign referees to matches",
        description: describe(
          "`mode: manual` sets (or with `refereeId: null` removes) the referee of the listed matches as one " +
            "change: 400 UNKNOWN_MATCH naming the field for a match not in the plan, 404 REFEREE_NOT_FOUND for a " +
            "referee not in the list, and 409 REFEREE_CONFLICT with the `reason` (key and params) when an " +
            "assignment would break a rule (a referee in two overlapping matches; a referee team while it plays " +
            "or in the slot just before or after its own match) — then nothing is stored. `mode: auto` gives every " +
            "match still to be played the eligible referee with the fewest matches so far (started and finished " +
            "matches keep theirs); a match nobody may lead stays open. Answers the officials and `unassigned`, " +
            "the matches still to be played without a referee. 409 NO_PLAN without a plan; with `planVersion`, " +
            `a plan changed meanwhile answers 409 PLAN_CHANGED. ${RULES}`,
        ),
        security,
        body: AssignRefereesSchema,
        response: { 200: OfficialsAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => (await assignReferees(db, { user: sessionUser(request) }, request.body)).value,
  );
}
