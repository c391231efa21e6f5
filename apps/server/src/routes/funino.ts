import {
  CreateFuninoSchema,
  FuninoClockActionSchema,
  FuninoInternalSchema,
  FuninoRegenSchema,
  FuninoResultResponseSchema,
  FuninoResultSchema,
  UpdateFuninoSchema,
  UpdateFuninoTeamsSchema,
} from "@kickoff/domain/funino-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { releaseLogo } from "../services/files.ts";
import {
  asFestival,
  createFestival,
  enterFestivalResult,
  presentForCaller,
  regenerateFestival,
  runFestivalClock,
  updateFestival,
  updateFestivalTeams,
} from "../services/funino-service.ts";
import { loadAuthorized, removeTournament } from "../services/tournament-service.ts";
import {
  IdParams,
  perUser,
  security,
  sessionOrReporterToken,
  type TournamentRouteDeps,
  userOrReporter,
} from "./tournament-route.ts";

const tag = "funino";

const RULES =
  "A festival is a tournament of mode funino: the tournament's access rules apply (owner everything; editors all " +
  "but delete, editors and reporter links; others 404 for what they may not see, 403 for what they may only " +
  "see) and its lifecycle (tment/status: draft → published → running → finished → archived). A normal " +
  "tournament's id answers 409 WRONG_MODE.";
const describe = (what: string) => `${what}\n\n${RULES}`;

/** Festivals for their organisers (spec §7 Funino); registered in the authenticated context. */
export async function funinoRoutes(app: FastifyInstance, { database, config }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const store = fileStoreFor(config);
  const answers = (...codes: number[]) => ({ 200: FuninoInternalSchema, ...errorResponses(...codes) });

  r.post(
    "/api/v1/funino/create",
    {
      preHandler: perUser(db, "create"),
      schema: {
        tags: [tag],
        summary: "Create a funino festival (draft)",
        description: describe(
          "A draft festival owned by the caller: general data (as tournaments), configuration (ladder or fixed " +
            "plan, format, pitches = teams ÷ 2 by default, rounds = pitches + 1 by default, 7-minute rounds with " +
            "3-minute change-overs, top pitch, draw rule, first-round pairing, rematch avoidance, outcome or score " +
            "entry, public results off by default) and up to 64 teams. Round 1 (ladder) or every round (fixed) is " +
            "drawn at once. Counts against the create budget (30 per hour, with tment/create).",
        ),
        security,
        body: CreateFuninoSchema,
        response: { 201: FuninoInternalSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await createFestival(db, sessionUser(request), request.body)),
  );

  r.get(
    "/api/v1/funino/:id",
    {
      schema: {
        tags: [tag],
        summary: "A festival for its organisers",
        description: describe("Everything about the festival, with the caller's role and abilities (owner, editor)."),
        security,
        params: IdParams,
        response: answers(401, 403, 404, 409),
      },
    },
    async (request) => {
      const { state, actor } = await loadAuthorized(
        db,
        { user: sessionUser(request) },
        request.params.id,
        "viewInternal",
      );
      return presentForCaller(state, actor);
    },
  );

  r.post(
    "/api/v1/funino/update",
    {
      schema: {
        tags: [tag],
        summary: "Edit a festival",
        description: describe(
          "Replaces the general data and/or the configuration. Before the start the plan follows at once (the " +
            "draw is kept); after it, plan type, pairing, pitch count and top pitch are fixed (409 " +
            "FESTIVAL_STARTED) while times, rules for draws, rematch avoidance, entry and public results may change.",
        ),
        security,
        body: UpdateFuninoSchema,
        response: answers(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { festival, replacedLogo } = await updateFestival(db, { user }, request.body);
      await releaseLogo(db, store, user, replacedLogo);
      return festival;
    },
  );

  r.post(
    "/api/v1/funino/updateteams",
    {
      schema: {
        tags: [tag],
        summary: "Edit a festival's teams",
        description: describe(
          "The whole team list (name, club, strength 1–6, bib colour; at most 64): add = no id, rename = same " +
            "id, withdraw = left out. Before the start the plan is redrawn with the same draw; after it a team " +
            "that played stays named in its rounds (withdrawn), and `planOutdated` says that funino/regen/{id} " +
            "should apply the change to the round not started yet (a ladder's next round uses the current teams " +
            "anyway).",
        ),
        security,
        body: UpdateFuninoTeamsSchema,
        response: answers(400, 401, 403, 404, 409),
      },
    },
    async (request) => updateFestivalTeams(db, { user: sessionUser(request) }, request.body),
  );

  r.get(
    "/api/v1/funino/regen/:id",
    {
      preHandler: perUser(db, "plangen"),
      schema: {
        tags: [tag],
        summary: "Recompute the rounds not played yet",
        description: describe(
          "Before the start: the whole plan, drawn again. After it: the rounds that have not started (ladder: " +
            "the current round from the last round's outcomes; fixed: every round to come), for the teams taking " +
            "part now (a late team enters at the bottom, a withdrawn one leaves). Answers what changed: the first " +
            "recomputed round (null when the round in play must finish first), teams added, removed and moved. " +
            "Counts against the plan budget (30 per 10 minutes).",
        ),
        security,
        params: IdParams,
        response: { 200: FuninoRegenSchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => regenerateFestival(db, { user: sessionUser(request) }, request.params.id),
  );

  r.post(
    "/api/v1/funino/clock",
    {
      schema: {
        tags: [tag],
        summary: "Run the round clock",
        description: describe(
          "start, pause, resume or reset the current round's clock (the server's time, shared by every device; " +
            "`round` must be the current round, else 409 ROUND_NOT_CURRENT). The first start makes a published " +
            "festival running; a draft answers 409 TOURNAMENT_NOT_PUBLISHED.",
        ),
        security,
        body: FuninoClockActionSchema,
        response: answers(400, 401, 403, 404, 409),
      },
    },
    async (request) => runFestivalClock(db, { user: sessionUser(request) }, request.body),
  );

  r.delete(
    "/api/v1/funino/delete/:id",
    {
      schema: {
        tags: [tag],
        summary: "Delete a festival",
        description: describe("Deletes the festival with its rounds, editors and reporter links (owner only)."),
        security,
        params: IdParams,
        response: {
          200: z.object({ id: z.string(), deleted: z.literal(true) }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      await releaseLogo(db, store, user, await removeTournament(db, { user }, request.params.id, asFestival));
      return { id: request.params.id, deleted: true as const };
    },
  );
}

/** Outcome entry by organisers (session) and helpers with a reporter link (token); outside the authenticated context. */
export async function funinoResultRoutes(app: FastifyInstance, { database }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  r.post(
    "/api/v1/funino/result",
    {
      preValidation: sessionOrReporterToken,
      schema: {
        tags: [tag],
        summary: "Enter a pitch's outcome",
        description: describe(
          "One game's outcome of a round (`first`, `second`, `draw`, or null to clear; with score entry the " +
            "score, which must agree with the outcome: 400 SCORE_MISMATCH; a draw under the draw rule " +
            "`decision` needs `decidedWinner`: 400 DECISION_REQUIRED). Applied once per `idempotencyKey` (an " +
            "offline replay answers `replayed: true`). Only the current round, or the round before it while the " +
            "current one has not started (a correction, audited, which recomputes the next round): otherwise 409 " +
            "ROUND_NOT_CURRENT. A game that does not exist is 400 UNKNOWN_GAME; `planVersion` other than the " +
            "festival's is 409 PLAN_CHANGED; `basedOn` other than the stored outcome is 409 RESULT_CHANGED. When " +
            "the last game of a ladder round is in, the next round is computed on the server and announced live. " +
            "A reporter link (header `x-reporter-token` or `reporterToken`) may enter outcomes of its festival, " +
            "with a pitch only there (403 PITCH_NOT_ALLOWED). An event's reporter link acts for the festival when " +
            "it is a division of the link's event whose window includes the link's pitch, on the festival's pitch " +
            "of that event pitch only (403 PITCH_NOT_ALLOWED otherwise).",
        ),
        security,
        body: FuninoResultSchema,
        response: { 200: FuninoResultResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      enterFestivalResult(
        db,
        await userOrReporter(db, request, request.body.reporterToken, request.body.id),
        request.body,
      ),
  );
}
