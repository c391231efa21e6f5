// What the tournament calls share: the access rules every description repeats, the per-user budgets, and the
// skeleton of a write (authenticated by the context's hook → validated → budget → service → internal view).
import { TournamentInternalSchema } from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { AppError, unauthorized } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser, sessionUser } from "../plugins/session.ts";
import { presentInternal } from "../presenters/tournament.ts";
import type { UserRow } from "../repositories/sessions.ts";
import type { TournamentRow } from "../repositories/tournaments.ts";
import { eventReporterGrant } from "../services/event-reporting.ts";
import { RateLimiter } from "../services/rate-limiter.ts";
import type { MailSender } from "../services/tournament-access.ts";
import { resolveReporterToken } from "../services/tournament-access.ts";
import type { Caller, Mutation } from "../services/tournament-service.ts";

export const tag = "tournament";

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

export const describe = (what: string) => `${what}\n\n${ACCESS_RULES}`;

export const IdParams = z.object({ id: z.string().max(100) });

export const security = [{ session: [] }];

const MINUTE = 60_000;

/**
 * Per-user budgets of the calls that create tournaments or (re)compute a plan, kept in PostgreSQL:
 * a new login does not reset them (a session-keyed limit would) and every server process counts alike.
 * create and duplicate share one budget; updateo, update3 and updateTime share another.
 */
export const USER_LIMITS = {
  create: { max: 30, windowMs: 60 * MINUTE, counts: "new tournaments (create and duplicate together)" },
  plangen: { max: 30, windowMs: 10 * MINUTE, counts: "plan generations" },
  planEdit: {
    max: 300,
    windowMs: 10 * MINUTE,
    counts: "format, time and order changes (update3, updateTime and updateo together)",
  },
} as const;

export type UserLimit = keyof typeof USER_LIMITS;

const limitText = (name: UserLimit) =>
  `At most ${USER_LIMITS[name].max} ${USER_LIMITS[name].counts} per user in ` +
  `${USER_LIMITS[name].windowMs / MINUTE} minutes (429 RATE_LIMITED with Retry-After).`;

/** preHandler (after 401 and 400): counts one call against the caller's budget, 429 when it is used up. */
export function perUser(db: Db, name: UserLimit) {
  const limiter = new RateLimiter(db);
  return async (request: FastifyRequest) => {
    const limit = USER_LIMITS[name];
    await limiter.consume(`${name}:${sessionUser(request).id}`, limit.max, limit.windowMs);
  };
}

type WriteSpec<Body extends z.ZodType> = {
  method: "POST" | "PUT";
  url: string;
  summary: string;
  /** What the call does; the budget (with `limit`) and the access rules are appended. */
  description: string;
  body: Body;
  /** The per-user budget the call counts against (429 when used up). */
  limit?: UserLimit;
  /** 201 with the new tournament, which has no 409 of its own; `errors` lists the other answers. */
  created?: { errors: number[] };
  /** The service call: its saved row and the caller's actor make the answer. */
  write: (user: UserRow, body: z.output<Body>) => Promise<Mutation<TournamentRow>>;
};

/**
 * The one skeleton of the calls that change a tournament and answer its internal view. Register them in the
 * authenticated context: its hook has answered 401 before validation, so the user is known here.
 */
export function writeRoute<Body extends z.ZodType>(app: FastifyInstance, db: Db, spec: WriteSpec<Body>) {
  const errors = spec.created?.errors ?? [400, 401, 403, 404, 409];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.url,
    ...(spec.limit ? { preHandler: perUser(db, spec.limit) } : {}),
    schema: {
      tags: [tag],
      summary: spec.summary,
      description: describe(spec.limit ? `${spec.description} ${limitText(spec.limit)}` : spec.description),
      security,
      body: spec.body,
      response: {
        [spec.created ? 201 : 200]: TournamentInternalSchema,
        ...errorResponses(...errors, ...(spec.limit ? [429] : [])),
      },
    },
    handler: async (request, reply) => {
      const { value, actor } = await spec.write(sessionUser(request), request.body as z.output<Body>);
      return reply.code(spec.created ? 201 : 200).send(presentInternal(value, actor));
    },
  });
}

/**
 * preValidation of the calls a reporter link may make instead of a session (result entry): with a token (header
 * `x-reporter-token` or body `reporterToken`) the handler decides; without one, 401 before validation.
 */
export async function sessionOrReporterToken(request: FastifyRequest) {
  const body = request.body as { reporterToken?: unknown } | undefined;
  if (request.headers["x-reporter-token"] || typeof body?.reporterToken === "string") return;
  await requireUser(request);
}

/**
 * The caller of such a call: the session's user and/or the reporter link of the token; 401 with neither. A token
 * that is no tournament's link may be an event's (issue 19): with the call's `tournamentId` it acts as a reporter
 * link of that division on the link's pitch (services/event-reporting.ts).
 */
export async function userOrReporter(
  db: Db,
  request: FastifyRequest,
  bodyToken: string | undefined,
  tournamentId?: string,
): Promise<Caller> {
  const user = await request.currentUser();
  const header = request.headers["x-reporter-token"];
  const token = typeof header === "string" ? header : bodyToken;
  const reporterLink = token ? await reporterGrant(db, token, tournamentId) : null;
  if (!user && !reporterLink) throw unauthorized();
  return { user, reporterLink };
}

async function reporterGrant(db: Db, token: string, tournamentId: string | undefined) {
  try {
    const link = await resolveReporterToken(db, token);
    return { id: link.id, tournamentId: link.tournamentId, pitch: link.pitch, refereeId: link.refereeId };
  } catch (err) {
    if (tournamentId === undefined || !(err instanceof AppError && err.statusCode === 401)) throw err;
    return eventReporterGrant(db, token, tournamentId);
  }
}
