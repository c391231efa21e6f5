import { MAX_PLAN_MATCHES } from "@kickoff/domain/planner.ts";
import {
  AddEditorSchema,
  ChangeStatusSchema,
  CreateTournamentSchema,
  DELAY_STEP_MAX,
  DelayKickoffsSchema,
  DuplicateTournamentSchema,
  EnterResultsSchema,
  GeneratePlanSchema,
  ReorderSchema,
  UpdateFormatSchema,
  UpdateGeneralSchema,
  UpdateTeamsSchema,
  UpdateTimesSchema,
} from "@kickoff/domain/tournament-contracts.ts";
import {
  AuditEntrySchema,
  DashboardPageSchema,
  EditorSchema,
  TournamentInternalSchema,
  TournamentPublicSchema,
} from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { AppError, forbidden, unauthorized } from "../lib/errors.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser } from "../plugins/session.ts";
import { can } from "../policies/tournament-policy.ts";
import { presentAudit, presentEditor, presentInternal, presentListItem } from "../presenters/tournament.ts";
import { presentVisitorView } from "../presenters/tournament-public-page.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { listAudit, listEditors, listTournaments, type TournamentRow } from "../repositories/tournaments.ts";
import { releaseLogo } from "../services/files.ts";
import { RateLimiter } from "../services/rate-limiter.ts";
import { addEditor, type MailSender, removeEditor, resolveReporterToken } from "../services/tournament-access.ts";
import { delayKickoffs } from "../services/tournament-delay.ts";
import { enterResults } from "../services/tournament-results.ts";
import {
  actorFor,
  changeStatus,
  createTournament,
  duplicateTournament,
  generatePlan,
  loadAuthorized,
  removeTournament,
  reorder,
  updateFormat,
  updateGeneral,
  updateTeams,
  updateTimes,
} from "../services/tournament-service.ts";
import { notImplemented } from "./not-implemented.ts";
import { reporterRoutes } from "./reporter.ts";

const tag = "tournament";

export type TournamentRouteDeps = { config: Config; database: Database; mailer?: MailSender };

/** How every tournament call answers who may do what; repeated in each call's description. */
export const ACCESS_RULES =
  "Access: 401 without a session. The owner may do everything; editors (added by e-mail) everything except " +
  "delete and managing editors and reporter links; everyone else only sees the public view of public/unlisted " +
  "tournaments that left the draft state. A call on a tournament the caller may see publicly but not change " +
  "answers 403; on a tournament the caller may not see at all (private, draft, unknown, or a malformed id) 404 " +
  "TOURNAMENT_NOT_FOUND, so private tournaments never leak. Lifecycle: draft → published → running → finished → " +
  "archived (published → draft while no results exist; archived → finished). Finished and archived tournaments " +
  "are read-only (409 TOURNAMENT_READ_ONLY) except result corrections, which are audited.";

const describe = (what: string) => `${what}\n\n${ACCESS_RULES}`;

const IdParams = z.object({ id: z.string().max(100) });

/** 401 before validation, so an anonymous caller learns nothing about the body's shape. */
export const authenticate = async (request: FastifyRequest) => {
  await requireUser(request);
};

const MINUTE = 60_000;

/**
 * Per-user budgets of the calls that create tournaments or (re)compute a plan, kept in PostgreSQL:
 * a new login does not reset them (a session-keyed limit would) and every server process counts alike.
 * create and duplicate share one budget; updateo, update3 and updateTime share another.
 */
export const USER_LIMITS = {
  create: { max: 30, windowMs: 60 * MINUTE },
  plangen: { max: 30, windowMs: 10 * MINUTE },
  planEdit: { max: 300, windowMs: 10 * MINUTE },
} as const;

const limitText = (name: keyof typeof USER_LIMITS, what: string) =>
  `At most ${USER_LIMITS[name].max} ${what} per user in ${USER_LIMITS[name].windowMs / MINUTE} minutes ` +
  "(429 RATE_LIMITED with Retry-After).";

async function internalView(db: Db, user: UserRow, row: TournamentRow) {
  return presentInternal(row, await actorFor(db, { user }, row.id));
}

const internalResponses = { 200: TournamentInternalSchema, ...errorResponses(400, 401, 403, 404, 409) };
const limitedResponses = { ...internalResponses, ...errorResponses(429) };

/** Tournament management for owners and editors (spec §7 Tournament), plus status, duplicate, audit and editor removal. */
export async function tournamentRoutes(app: FastifyInstance, { database, config, mailer }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const store = fileStoreFor(config);
  const security = [{ session: [] }];
  const limiter = new RateLimiter(db);
  /** preHandler (after 401 and 400): counts one call against the caller's budget, 429 when it is used up. */
  const perUser = (name: keyof typeof USER_LIMITS) => async (request: FastifyRequest) => {
    const user = await requireUser(request);
    await limiter.consume(`${name}:${user.id}`, USER_LIMITS[name].max, USER_LIMITS[name].windowMs);
  };
  // The Accounts area's background mail queue: an answer never waits for (or reveals) the mail.
  const editorMail: MailSender | undefined =
    mailer ?? (app.hasDecorator("accounts") ? { send: async (mail) => app.accounts.mail.enqueue(mail) } : undefined);

  r.post(
    "/api/v1/tment/create",
    {
      preValidation: authenticate,
      preHandler: perUser("create"),
      schema: {
        tags: [tag],
        summary: "Create a tournament (draft)",
        description: describe(
          "Creates a draft owned by the caller from its general data; format, times and pitches start from the " +
            "engine's defaults (first kick-off 10:00 on the first day, one pitch). " +
            limitText("create", "new tournaments (create and duplicate together)"),
        ),
        security,
        body: CreateTournamentSchema,
        response: { 201: TournamentInternalSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await createTournament(db, user, request.body);
      return reply.code(201).send(await internalView(db, user, row));
    },
  );

  r.put(
    "/api/v1/tment/ueditallgemein",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Edit the general data",
        description: describe(
          "Replaces the general data: name, description, dates, venue (one of the user's venues or free), age group " +
            "/ birth-year range, visibility (public / unlisted / private), registration (open, deadline, maximum " +
            "teams, fee note), contact and logo. Moving the first day moves the first kick-off with it (times reflow). " +
            "A replaced or removed logo file is deleted unless another tournament shows it.",
        ),
        security,
        body: UpdateGeneralSchema,
        response: internalResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { row, replacedLogo } = await updateGeneral(db, { user }, request.body);
      await releaseLogo(db, store, user, replacedLogo);
      return internalView(db, user, row);
    },
  );

  r.put(
    "/api/v1/tment/ueditteams",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Edit the team list",
        description: describe(
          "Replaces the team list: a team without id is added, a team with its id is kept (rename, club, colours, " +
            "seed, pot, strength, fixed group), a team left out is removed. When the team set or seeding changes " +
            "after the plan was generated, the plan is kept but marked `planOutdated` (regenerate to apply). " +
            "A fixed group is honoured when every team has one (groups + knockout mode). 400 UNKNOWN_TEAM for an unknown id. " +
            "Once results exist, removing a team the plan still names is 409 TEAM_IN_PLAN (rename it, or regenerate " +
            "the plan with confirmation first).",
        ),
        security,
        body: UpdateTeamsSchema,
        response: internalResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await updateTeams(db, { user }, request.body));
    },
  );

  r.put(
    "/api/v1/tment/update3",
    {
      preValidation: authenticate,
      preHandler: perUser("planEdit"),
      schema: {
        tags: [tag],
        summary: "Edit the format",
        description: describe(
          "Changes the format (the engine's settings): mode, groups (count, sizes, seeding), knockout shape, third " +
            "place and placement games, points, tie-break order; and the stored tie decisions (shoot-out, lot, " +
            "override per group or across groups). Points, tie rules and decisions apply at once (standings and " +
            "unstarted knockout sides are recalculated); structural changes mark an existing plan `planOutdated`. " +
            "400 INVALID_FORMAT when the settings are inconsistent. " +
            limitText("planEdit", "format, time and order changes (update3, updateTime and updateo together)"),
        ),
        security,
        body: UpdateFormatSchema,
        response: limitedResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await updateFormat(db, { user }, request.body));
    },
  );

  r.put(
    "/api/v1/tment/updateTime",
    {
      preValidation: authenticate,
      preHandler: perUser("planEdit"),
      schema: {
        tags: [tag],
        summary: "Times and pitches",
        description: describe(
          "Sets first kick-off, match lengths per stage, break between matches, pause before the finals and the " +
            "pitches. An existing plan is reflowed: every time is recomputed, pairings, slots and pitches stay. " +
            "409 PITCH_IN_USE when a removed pitch still holds matches. " +
            limitText("planEdit", "format, time and order changes (update3, updateTime and updateo together)"),
        ),
        security,
        body: UpdateTimesSchema,
        response: limitedResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await updateTimes(db, { user }, request.body));
    },
  );

  r.put(
    "/api/v1/tment/plangen",
    {
      preValidation: authenticate,
      preHandler: perUser("plangen"),
      schema: {
        tags: [tag],
        summary: "Generate the match plan",
        description: describe(
          "Generates (or regenerates) the plan with the engine from teams, format and times; bumps `planVersion`. " +
            "When results exist it answers 409 RESULTS_EXIST unless `confirmOverwriteResults` is true; then the " +
            "results are removed and each removal is audited (kind regenerate). 400 NOT_ENOUGH_TEAMS / " +
            "PLAN_NOT_POSSIBLE when the engine cannot plan the format; 400 PLAN_TOO_LARGE when teams and format " +
            `make more than ${MAX_PLAN_MATCHES} matches. ` +
            limitText("plangen", "plan generations"),
        ),
        security,
        body: GeneratePlanSchema,
        response: limitedResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await generatePlan(db, { user }, request.body));
    },
  );

  r.put(
    "/api/v1/tment/updateo",
    {
      preValidation: authenticate,
      preHandler: perUser("planEdit"),
      schema: {
        tags: [tag],
        summary: "Manual order: swap or move matches",
        description: describe(
          "`op: swap` exchanges the slots and pitches of two matches; `op: move` puts a match on a free pitch in " +
            "a slot. The engine validates the hard rules (no team twice at once, one match per pitch, knockout " +
            "after its feeders, started matches stay): a refusal is 409 PLAN_EDIT_REFUSED with the reason. " +
            "With `planVersion`, a plan changed meanwhile answers 409 PLAN_CHANGED. " +
            limitText("planEdit", "format, time and order changes (update3, updateTime and updateo together)"),
        ),
        security,
        body: ReorderSchema,
        response: limitedResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await reorder(db, { user }, request.body));
    },
  );

  const EnterResultsResponseSchema = z
    .object({
      tournamentId: z.uuid(),
      status: z.string(),
      planVersion: z.number().int(),
      applied: z.array(z.string()),
      unchanged: z.array(z.string()),
      knockoutChanges: z.array(
        z.object({
          matchId: z.string(),
          side: z.enum(["home", "away"]),
          from: z.string().nullable(),
          to: z.string().nullable(),
        }),
      ),
      replayed: z.boolean(),
    })
    .meta({ id: "EnterResultsResponse" });

  r.put(
    "/api/v1/tment/update",
    {
      // Owners and editors by session; helpers without an account by a reporter link's token.
      preValidation: async (request) => {
        const body = request.body as { reporterToken?: unknown } | undefined;
        if (request.headers["x-reporter-token"] || typeof body?.reporterToken === "string") return;
        await requireUser(request);
      },
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
            "may enter results of its tournament only, and with a pitch only on that pitch (403 PITCH_NOT_ALLOWED), " +
            "always with the `planVersion` it was shown (400 without; 409 PLAN_CHANGED when the plan changed); " +
            "a wrong or revoked token is 401 REPORTER_TOKEN_INVALID.",
        ),
        security: [{ session: [] }],
        body: EnterResultsSchema,
        response: { 200: EnterResultsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const header = request.headers["x-reporter-token"];
      const token = typeof header === "string" ? header : request.body.reporterToken;
      const link = token ? await resolveReporterToken(db, token) : null;
      if (!user && !link) throw unauthorized();
      return enterResults(
        db,
        { user, reporterLink: link ? { id: link.id, tournamentId: link.tournamentId, pitch: link.pitch } : null },
        request.body,
      );
    },
  );

  r.put(
    "/api/v1/tment/delay",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Running late: move the kick-offs still to come",
        description: describe(
          `Moves the kick-off (and end) of every match still to be played (not live, not finished, no result) by ` +
            `\`minutes\` (−${DELAY_STEP_MAX} … ${DELAY_STEP_MAX}, not 0) and keeps the total as \`delayMinutes\`, ` +
            'which the public page and display show ("running X minutes late") while the tournament is published ' +
            "or running. A negative value corrects an earlier delay: at most back to 0, and with `now` (the " +
            "caller's wall-clock time at the venue; plans have no time zone) never before it; otherwise 400 " +
            "INVALID_DELAY naming `minutes`. Times recomputed later (updateTime, updateo, plangen) keep the delay " +
            "on the matches still to be played. Owners and editors only (a reporter link cannot); 409 " +
            "TOURNAMENT_NOT_PUBLISHED for a draft, TOURNAMENT_READ_ONLY once finished, NOTHING_TO_DELAY when " +
            "every match has been played. Audited (kind delay); viewers get a live `schedule` event.",
        ),
        security,
        body: DelayKickoffsSchema,
        response: internalResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await delayKickoffs(db, { user }, request.body));
    },
  );

  r.put(
    "/api/v1/tment/status",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Lifecycle transition",
        description: describe(
          "Moves the tournament to another status: draft → published → running → finished → archived; " +
            "published → draft while no results exist; archived → finished. Running needs a plan (409 NO_PLAN); " +
            "anything else is 409 INVALID_TRANSITION. Setting the current status again changes nothing.",
        ),
        security,
        body: ChangeStatusSchema,
        response: internalResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return internalView(db, user, await changeStatus(db, { user }, request.body));
    },
  );

  r.get(
    "/api/v1/tment/tmuser/:id",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "A tournament (view=internal|public)",
        description: describe(
          "`view=internal` (owner and editors) includes settings, seeds, plan version, tie decisions and the " +
            "caller's abilities; `view=public` is what every visitor of a public/unlisted tournament sees. Without " +
            "`view`, the internal view when the caller may have it, else the public one. Anonymous visitors use " +
            "auth/tment/{id}.",
        ),
        security,
        params: IdParams,
        querystring: z.object({ view: z.enum(["internal", "public"]).optional() }),
        response: {
          200: z.union([TournamentInternalSchema, TournamentPublicSchema]),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const view = request.query.view;
      if (view === "public")
        return presentVisitorView((await loadAuthorized(db, { user }, request.params.id, "viewPublic")).state);
      if (view === "internal") {
        const { state, actor } = await loadAuthorized(db, { user }, request.params.id, "viewInternal");
        return presentInternal(state, actor);
      }
      const { state, actor } = await loadAuthorized(db, { user }, request.params.id, "viewPublic");
      return can(actor, "viewInternal", state) ? presentInternal(state, actor) : presentVisitorView(state);
    },
  );

  r.get(
    "/api/v1/tment/otmuser/:id",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Tournaments where the user is editor",
        description:
          "The tournaments the caller edits (not owns), newest first. `{id}` is the caller's own user id (or `me`); " +
          "another user's id is 403. Paging by query `page` (zero-based) and `size` (1–100, default 20).",
        security,
        params: IdParams,
        querystring: z.object({
          page: z.coerce.number().int().min(0).max(100_000).default(0),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: DashboardPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.params.id !== "me" && request.params.id !== user.id) throw forbidden();
      const { page, size } = request.query;
      const today = new Date().toISOString().slice(0, 10);
      const { items, total } = await listTournaments(db, { editorId: user.id, today }, page, size);
      return { items: items.map((i) => presentListItem(i, user.id)), page, size, total };
    },
  );

  r.delete(
    "/api/v1/tment/del/:id",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Delete a tournament",
        description: describe(
          "Deletes the tournament with its plan, results, editors and reporter links (owner only); its logo file " +
            "goes too unless another tournament shows it.",
        ),
        security,
        params: IdParams,
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await releaseLogo(db, store, user, await removeTournament(db, { user }, request.params.id));
      return { id: request.params.id, deleted: true as const };
    },
  );

  notImplemented(app, "GET", "/api/v1/tment/waiting/:id", tag, "A tournament's waiting list");

  r.post(
    "/api/v1/tment/getBearbeiter",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Add an editor by e-mail",
        description: describe(
          "Adds a registered user with a verified e-mail address as editor (owner only). 404 USER_NOT_FOUND when " +
            "there is none; 409 ALREADY_EDITOR / ALREADY_OWNER. Against probing which addresses have accounts, the " +
            "lookups share one budget per user with user/euser: at most 30 an hour (429 RATE_LIMITED with " +
            "Retry-After). " +
            "The new editor gets a notification and a mail in their language.",
        ),
        security,
        body: AddEditorSchema,
        response: { 201: EditorSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const added = await addEditor(
        {
          db,
          publicUrl: config.publicUrl,
          mailer: editorMail,
          onMailError: (err) => request.log.error({ err }, "editor notification mail failed"),
        },
        { user },
        request.body,
      );
      const editors = await listEditors(db, request.body.id);
      const row = editors.find((e) => e.userId === added.id);
      if (!row) throw new AppError(500, "INTERNAL", "Editor vanished");
      return reply.code(201).send(presentEditor(row));
    },
  );

  r.get(
    "/api/v1/tment/getBearbeiter/:id",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "A tournament's editors",
        description: describe("The editors with name and e-mail (owner and editors)."),
        security,
        params: IdParams,
        response: { 200: z.object({ editors: z.array(EditorSchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { state } = await loadAuthorized(db, { user }, request.params.id, "viewInternal");
      return { editors: (await listEditors(db, state.id)).map(presentEditor) };
    },
  );

  r.delete(
    "/api/v1/tment/editor/:id/:userId",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Remove an editor",
        description: describe("Removes an editor (owner only); 404 EDITOR_NOT_FOUND when the user is no editor."),
        security,
        params: z.object({ id: z.string().max(100), userId: z.string().max(100) }),
        response: { 200: z.object({ removed: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await removeEditor(db, { user }, request.params.id, request.params.userId);
      return { removed: true as const };
    },
  );

  r.post(
    "/api/v1/tment/duplicate",
    {
      preValidation: authenticate,
      preHandler: perUser("create"),
      schema: {
        tags: [tag],
        summary: "Duplicate as a new tournament",
        description: describe(
          "A new draft owned by the caller with the general data, format, times and teams of the source (owner or " +
            "editor of it); no plan, results, editors or reporter links. Optional new name and first day. " +
            limitText("create", "new tournaments (create and duplicate together)"),
        ),
        security,
        body: DuplicateTournamentSchema,
        response: { 201: TournamentInternalSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await duplicateTournament(db, { user }, request.body);
      return reply.code(201).send(await internalView(db, user, row));
    },
  );

  r.get(
    "/api/v1/tment/audit/:id",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Result audit trail",
        description: describe(
          "Every result change: who (user or reporter link), when, old → new (owner and editors); also every " +
            "delay of the kick-offs (kind delay, match id `*`, with `delay`).",
        ),
        security,
        params: IdParams,
        response: { 200: z.object({ entries: z.array(AuditEntrySchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { state } = await loadAuthorized(db, { user }, request.params.id, "viewInternal");
      return { entries: (await listAudit(db, state.id)).map(presentAudit) };
    },
  );

  await reporterRoutes(app, { database, config });
}
