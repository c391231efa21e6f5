import {
  ChangeStatusSchema,
  CreateTournamentSchema,
  DuplicateTournamentSchema,
  UpdateGeneralSchema,
  UpdateTeamsSchema,
} from "@kickoff/domain/tournament-contracts.ts";
import {
  AuditEntrySchema,
  DashboardPageSchema,
  type TournamentInternal,
  TournamentInternalSchema,
  TournamentPublicSchema,
} from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../lib/errors.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { can } from "../policies/tournament-policy.ts";
import { presentAudit, presentInternal, presentListItem } from "../presenters/tournament.ts";
import { presentVisitorView } from "../presenters/tournament-public-page.ts";
import { findEvent } from "../repositories/events.ts";
import { listAudit, listTournaments } from "../repositories/tournaments.ts";
import { releaseLogo } from "../services/files.ts";
import {
  changeStatus,
  createTournament,
  duplicateTournament,
  loadAuthorized,
  removeTournament,
  updateGeneral,
  updateTeams,
} from "../services/tournament-service.ts";
import { describe, IdParams, security, type TournamentRouteDeps, tag, writeRoute } from "./tournament-route.ts";

/**
 * Tournament management for owners and editors (spec §7 Tournament): create, general data, teams, status,
 * the views, delete, duplicate and the audit trail. Plan, results and access have their own modules.
 */
export async function tournamentRoutes(app: FastifyInstance, { database, config }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const store = fileStoreFor(config);
  /** A division's internal view names its event, so the organiser's screens can link back (issue 19). */
  const withEvent = async (view: TournamentInternal): Promise<TournamentInternal> => {
    if (!view.eventId) return view;
    const event = await findEvent(db, view.eventId);
    return { ...view, event: event ? { id: event.id, name: event.name } : null };
  };

  writeRoute(app, db, {
    method: "POST",
    url: "/api/v1/tment/create",
    summary: "Create a tournament (draft)",
    description:
      "Creates a draft owned by the caller from its general data; format, times and pitches start from the " +
      "engine's defaults (first kick-off 10:00 on the first day, one pitch).",
    body: CreateTournamentSchema,
    limit: "create",
    created: { errors: [400, 401] },
    write: (user, body) => createTournament(db, user, body),
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/ueditallgemein",
    summary: "Edit the general data",
    description:
      "Replaces the general data: name, description, dates, venue (one of the user's venues or free), age group " +
      "/ birth-year range, visibility (public / unlisted / private), registration (open, deadline, maximum " +
      "teams, fee note), contact and logo. Moving the first day moves the first kick-off with it (times reflow). " +
      "A replaced or removed logo file is deleted unless another tournament shows it.",
    body: UpdateGeneralSchema,
    write: async (user, body) => {
      const saved = await updateGeneral(db, { user }, body);
      await releaseLogo(db, store, user, saved.replacedLogo);
      return saved;
    },
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/ueditteams",
    summary: "Edit the team list",
    description:
      "Replaces the team list: a team without id is added, a team with its id is kept (rename, club, colours, " +
      "seed, pot, strength, fixed group), a team left out is removed. When the team set or seeding changes " +
      "after the plan was generated, the plan is kept but marked `planOutdated` (regenerate to apply). " +
      "A fixed group is honoured when every team has one (groups + knockout mode). 400 UNKNOWN_TEAM for an unknown id. " +
      "Once results exist, removing a team the plan still names is 409 TEAM_IN_PLAN (rename it, or regenerate " +
      "the plan with confirmation first). A removed team's referee (officials) goes with it: its assignments " +
      "are cleared and its reporter links revoked.",
    body: UpdateTeamsSchema,
    write: (user, body) => updateTeams(db, { user }, body),
  });

  writeRoute(app, db, {
    method: "PUT",
    url: "/api/v1/tment/status",
    summary: "Lifecycle transition",
    description:
      "Moves the tournament to another status: draft → published → running → finished → archived; " +
      "published → draft while no results exist; archived → finished. Running needs a plan (409 NO_PLAN); " +
      "anything else is 409 INVALID_TRANSITION. Setting the current status again changes nothing.",
    body: ChangeStatusSchema,
    write: (user, body) => changeStatus(db, { user }, body),
  });

  r.get(
    "/api/v1/tment/tmuser/:id",
    {
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
      const caller = { user: sessionUser(request) };
      const view = request.query.view;
      if (view === "public")
        return presentVisitorView((await loadAuthorized(db, caller, request.params.id, "viewPublic")).state);
      if (view === "internal") {
        const { state, actor } = await loadAuthorized(db, caller, request.params.id, "viewInternal");
        return withEvent(presentInternal(state, actor));
      }
      const { state, actor } = await loadAuthorized(db, caller, request.params.id, "viewPublic");
      return can(actor, "viewInternal", state) ? withEvent(presentInternal(state, actor)) : presentVisitorView(state);
    },
  );

  r.get(
    "/api/v1/tment/otmuser/:id",
    {
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
      const user = sessionUser(request);
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
      const user = sessionUser(request);
      await releaseLogo(db, store, user, await removeTournament(db, { user }, request.params.id));
      return { id: request.params.id, deleted: true as const };
    },
  );

  writeRoute(app, db, {
    method: "POST",
    url: "/api/v1/tment/duplicate",
    summary: "Duplicate as a new tournament",
    description:
      "A new draft owned by the caller with the general data, format, times, teams and referees of the source " +
      "(owner or editor of it); no plan, results, referee assignments, editors or reporter links. Optional new " +
      "name and first day.",
    body: DuplicateTournamentSchema,
    limit: "create",
    created: { errors: [400, 401, 403, 404] },
    write: (user, body) => duplicateTournament(db, { user }, body),
  });

  r.get(
    "/api/v1/tment/audit/:id",
    {
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
      const { state } = await loadAuthorized(db, { user: sessionUser(request) }, request.params.id, "viewInternal");
      return { entries: (await listAudit(db, state.id)).map(presentAudit) };
    },
  );
}
