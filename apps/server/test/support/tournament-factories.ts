// Test data for the tournament suites: users with sessions straight in the database, tournaments through the API.
import { randomBytes, randomUUID } from "node:crypto";
import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import type { TournamentInternal } from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Database } from "../../src/db/client.ts";
import { sessions, users } from "../../src/db/schema.ts";
import { hashSessionId } from "../../src/plugins/session.ts";
import { RateLimiter } from "../../src/services/rate-limiter.ts";

export type TestUser = { id: string; email: string; displayName: string; cookie: string };

/** A verified user with a live session; `cookie` goes into the `cookie` header. */
export async function createUser(
  database: Database,
  overrides: Partial<{ email: string; displayName: string; verified: boolean; language: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `u-${randomUUID().slice(0, 8)}@example.test`;
  const displayName = overrides.displayName ?? `User ${email.slice(0, 10)}`;
  const [row] = await database.db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      passwordHash: "not-a-real-hash",
      displayName,
      language: overrides.language ?? "en",
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const token = randomBytes(24).toString("base64url");
  await database.db.insert(sessions).values({
    idHash: hashSessionId(token),
    userId: (row as { id: string }).id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { id: (row as { id: string }).id, email: email.toLowerCase(), displayName, cookie: `token=${token}` };
}

/** `app.inject` as a user (or anonymously with `null`), JSON in and out. */
export function caller(app: FastifyInstance, user: TestUser | null, headers: Record<string, string> = {}) {
  return async (method: InjectOptions["method"], url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, headers: res.headers };
  };
}

const safeJson = (s: string) => {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
};

export const teamNames = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, seed: i + 1 }));

/**
 * A tournament through the API: created, teams, format, times and (unless `plan: false`) a generated plan;
 * `status` publishes it (and "running" starts it). Answers the internal view.
 */
export async function buildTournament(
  app: FastifyInstance,
  owner: TestUser,
  opts: {
    teams?: number;
    visibility?: "public" | "unlisted" | "private";
    plan?: boolean;
    status?: "draft" | "published" | "running";
    format?: Record<string, unknown>;
    pitches?: number;
  } = {},
) {
  const as = caller(app, owner);
  // Suites build dozens of tournaments per owner; the per-user budgets of these calls are tested on their own.
  const limiter = new RateLimiter(app.accounts.db);
  for (const name of ["create", "plangen", "planEdit"]) await limiter.clear(`${name}:${owner.id}`);
  const created = await as("POST", "/api/v1/tment/create", {
    name: "Spring Cup",
    startDate: "2030-05-04",
    visibility: opts.visibility ?? "public",
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const step = async (url: string, body: unknown) => {
    const res = await as("PUT", url, body);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  let view = await step("/api/v1/tment/ueditteams", { id, teams: teamNames(opts.teams ?? 8) });
  view = await step("/api/v1/tment/update3", {
    id,
    format: {
      mode: "groupsKnockout",
      groupCount: 2,
      knockout: "semiFinal",
      thirdPlace: true,
      seeding: "snake",
      ...opts.format,
    },
  });
  const pitches = Array.from({ length: opts.pitches ?? 2 }, (_, i) => ({ id: `p${i + 1}`, name: `${i + 1}` }));
  view = await step("/api/v1/tment/updateTime", {
    id,
    firstKickoff: "2030-05-04T09:00",
    matchMinutes: { group: 10, semiFinal: 12, final: 15 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 10,
    pitches,
  });
  if (opts.plan !== false) view = await step("/api/v1/tment/plangen", { id, seed: "fixed-seed" });
  if (opts.status === "published" || opts.status === "running")
    view = await step("/api/v1/tment/status", { id, status: "published" });
  if (opts.status === "running") view = await step("/api/v1/tment/status", { id, status: "running" });
  return view as InternalView;
}

/** What tment calls answer to owners and editors (the API's own response schema). */
export type InternalView = TournamentInternal;
export type MatchView = TournamentInternal["matches"][number];

export const newKey = () => randomUUID();

/** A funino festival through the API (POST funino/create), optionally published; answers the internal view. */
export async function buildFestival(
  app: FastifyInstance,
  owner: TestUser,
  opts: {
    teams?: number;
    visibility?: "public" | "unlisted" | "private";
    status?: "draft" | "published";
    config?: Record<string, unknown>;
  } = {},
) {
  const as = caller(app, owner);
  await new RateLimiter(app.accounts.db).clear(`create:${owner.id}`);
  const created = await as("POST", "/api/v1/funino/create", {
    general: { name: "Funino Festival", startDate: "2030-05-04", visibility: opts.visibility ?? "public" },
    config: opts.config ?? {},
    teams: Array.from({ length: opts.teams ?? 12 }, (_, i) => ({ name: `Kids ${i + 1}`, strength: (i % 6) + 1 })),
  });
  if (created.status !== 201) throw new Error(`funino/create: ${created.status} ${JSON.stringify(created.body)}`);
  let view = created.body as FestivalView;
  if (opts.status === "published") {
    const res = await as("PUT", "/api/v1/tment/status", { id: view.id, status: "published" });
    if (res.status !== 200) throw new Error(`status: ${res.status} ${JSON.stringify(res.body)}`);
    view = (await as("GET", `/api/v1/funino/${view.id}`)).body as FestivalView;
  }
  return view;
}

export type FestivalView = FuninoInternal;

/** `editor` becomes an editor of the tournament: invited by `owner` and accepted, each step checked. */
export async function makeEditor(app: FastifyInstance, owner: TestUser, editor: TestUser, tournamentId: string) {
  const invited = await caller(app, owner)("POST", "/api/v1/tment/getBearbeiter", {
    id: tournamentId,
    email: editor.email,
  });
  if (invited.status !== 201) throw new Error(`invitation answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const accepted = await caller(app, editor)("POST", `/api/v1/tment/invitation/${tournamentId}`, { accept: true });
  if (accepted.status !== 200)
    throw new Error(`acceptance answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
}
