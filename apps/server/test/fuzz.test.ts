// Schema-driven fuzzing of every operation in the OpenAPI document: valid, boundary and hostile input, anonymous,
// as the owner of a seeded tournament and as a reporter. No answer may be a 5xx, every 4xx carries the JSON error
// body, the server stays healthy and the seeded tournament is unchanged. `npm test` runs a short fixed-seed pass; `npm run fuzz` a long one (FUZZ_RUNS, FUZZ_SEED).
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { text } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, rateLimits, sessions, tournaments } from "../src/db/schema.ts";
import { ErrorBodySchema } from "../src/lib/http-schemas.ts";
import { hashSessionId } from "../src/plugins/session.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  type FuzzContext,
  type FuzzRequest,
  type IdPool,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestArb,
  seededInvalidArb,
  sweepRequests,
  touchesSeeded,
} from "./support/openapi-fuzz.ts";
import { buildTournament, createUser, type InternalView, type TestUser } from "./support/tournament-factories.ts";

const FUZZ_OWNER = "fuzz-owner@example.test";
/** Requests per operation; the long run sets more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);
/** A file to note each operation's time in (where a run spends its time). */
const TRACE = process.env.FUZZ_TRACE;
/** A long run may take hours; the short one must stay well inside the suite's budget. */
const TIMEOUT_MS = Math.max(240_000, RUNS * 60_000);

let t: TestApp;
let owner: TestUser;
let seeded: InternalView;
let doc: OpenApiDocument;
let playground: { id: string; reporterToken: string; ids: Omit<IdPool, "tournaments" | "events"> };
/** An event of the owner with one division (issue 19), for the event calls; rebuilt when the fuzz spoilt it. */
let eventPlayground: { id: string; divisions: string[] };
let requestCount = 0;
/** Answers per status of the current operation, for the trace: how deep the generated requests get. */
let statuses = new Map<number, number>();

type Problem = { operation: string; request: string; status: number; body: string };
const problems: Problem[] = [];

/** A new session for the owner (the fuzz may log the current one out). */
async function newOwnerSession() {
  const token = randomBytes(24).toString("base64url");
  await t.database.db
    .insert(sessions)
    .values({ idHash: hashSessionId(token), userId: owner.id, expiresAt: new Date(Date.now() + 3600_000) });
  owner = { ...owner, cookie: `token=${token}` };
}

const asOwner = (method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload: payload as object } : {}) });

/** A published tournament the fuzz may change at will, with a reporter link; rebuilt when the fuzz spoilt it. */
async function freshPlayground() {
  const view = await buildTournament(t.app, owner, { status: "published", teams: 6 });
  const link = await asOwner("POST", "/api/v1/tment/reporter", { id: view.id, label: "fuzz" });
  expect(link.statusCode, link.body).toBe(201);
  const { token, id: linkId } = link.json() as { token: string; id: string };
  const referees = [
    { id: "r1", name: "Fuzz Ref" },
    { id: "r2", name: "Team Ref", teamId: view.teams[0]?.id },
  ];
  const officials = await t.app.inject({
    method: "PUT",
    url: "/api/v1/tment/referees",
    headers: { cookie: owner.cookie },
    payload: { id: view.id, referees },
  });
  expect(officials.statusCode, officials.body).toBe(200);
  // A message for the operators' contact inbox, so its answer call is fuzzed past "not found".
  const [contact] = await t.database.db
    .insert(contactMessages)
    .values({ name: "Fuzz Sender", email: "fuzz-sender@example.test", subject: "Fuzz", message: "Hello" })
    .returning({ id: contactMessages.id });
  playground = {
    id: view.id,
    reporterToken: token,
    ids: {
      matches: view.matches.map((m) => m.id),
      teams: view.teams.map((team) => team.id),
      pitches: view.settings.pitches.map((pitch) => pitch.id),
      users: [owner.id],
      links: [linkId],
      referees: referees.map((r) => r.id),
      contacts: contact ? [contact.id] : [],
    },
  };
}

async function freshEventPlayground() {
  const general = {
    name: "Fuzz Event",
    startDate: "2030-05-04",
    pitches: [
      { id: "A", name: "A" },
      { id: "B", name: "B" },
    ],
  };
  const created = await asOwner("POST", "/api/v1/event/create", general);
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: string }).id;
  const division = await asOwner("POST", "/api/v1/event/division", {
    id,
    mode: "normal",
    name: "U9",
    ageGroupLabel: "U9",
  });
  expect(division.statusCode, division.body).toBe(201);
  const divisions = (division.json() as { divisions: Array<{ tournamentId: string }> }).divisions;
  eventPlayground = { id, divisions: divisions.map((d) => d.tournamentId) };
}

async function eventPlaygroundUsable() {
  const res = await asOwner("GET", `/api/v1/event/${eventPlayground.id}`);
  return res.statusCode === 200 && (res.json() as { divisions: unknown[] }).divisions.length > 0;
}

async function playgroundUsable() {
  const res = await asOwner("GET", `/api/v1/tment/tmuser/${playground.id}`);
  return res.statusCode === 200 && ["draft", "published", "running"].includes((res.json() as InternalView).status);
}

/** The seeded tournament as stored and as its owner sees it. */
async function seededState() {
  const view = await asOwner("GET", `/api/v1/tment/tmuser/${seeded.id}`);
  const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, seeded.id));
  return { status: view.statusCode, view: view.json(), row };
}

const nextIp = () => {
  requestCount++;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
};

const describeRequest = (r: FuzzRequest) =>
  `${r.as} ${r.method} ${r.url.slice(0, 200)} [${r.how}] ${String(r.payload ?? "").slice(0, 300)}`;

async function send(op: Operation, request: FuzzRequest) {
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: nextIp(),
    headers: { ...request.headers, ...(request.as === "owner" ? { cookie: owner.cookie } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    // Resolves with the headers, so an event stream (which never ends) can be read as far as its status.
    payloadAsStream: true,
  });
  const status = res.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let body = "";
  if (String(res.headers["content-type"]).startsWith("text/event-stream")) res.raw.res.destroy();
  else body = await text(res.stream());
  const problem = (why: string) =>
    problems.push({
      operation: `${op.method} ${op.path}`,
      request: describeRequest(request),
      status,
      body: `${why}: ${body.slice(0, 300)}`,
    });
  if (status >= 500) problem("server error");
  if (status >= 400 && status < 500) {
    const json = (() => {
      try {
        return JSON.parse(body) as unknown;
      } catch {
        return undefined;
      }
    })();
    if (!String(res.headers["content-type"]).startsWith("application/json") || !ErrorBodySchema.safeParse(json).success)
      problem("4xx without the JSON error body");
  }
  // Logged out (logout, account calls): the next owner request needs a session again.
  if (request.as === "owner" && res.cookies.some((c) => c.name === "token" && (c.value === "" || c.maxAge === 0)))
    await newOwnerSession();
  return { status, body };
}

beforeAll(async () => {
  // The owner is also an operator (OPERATOR_EMAILS), so the operator calls (/api/v1/op/*) are fuzzed past their
  // 403; as the only user id the fuzz knows, the owner is refused as their target (not oneself, not an operator).
  t = await buildTestApp({ OPERATOR_EMAILS: FUZZ_OWNER });
  owner = await createUser(t.database, { email: FUZZ_OWNER });
  seeded = await buildTournament(t.app, owner, { status: "running" });
  await freshPlayground();
  await freshEventPlayground();
  doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as OpenApiDocument;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(`fuzzing the API on ${engine()}`, () => {
  it(
    `answers every operation without a server error (${RUNS} requests each, seed ${SEED})`,
    async () => {
      const before = await seededState();
      expect(before.status).toBe(200);
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(50);
      for (const [index, op] of operations.entries()) {
        const started = Date.now();
        // Budgets of earlier requests would turn this operation's answers into 429s and hide its paths.
        await t.database.db.delete(rateLimits);
        if (!(await playgroundUsable())) await freshPlayground();
        const eventCall = /^\/api\/v1\/(event\/|dashboard\/events)/.test(op.path);
        if (eventCall && !(await eventPlaygroundUsable())) await freshEventPlayground();
        const ids: IdPool = {
          ...playground.ids,
          // Reads may aim at the seeded tournament; writes get it only below, with a body no schema accepts.
          tournaments: op.method === "GET" ? [playground.id, seeded.id] : [playground.id],
          events: [],
          // The event calls: their `id` is the event's, their `tournamentId` a division's (or the playground's).
          ...(eventCall
            ? { events: [eventPlayground.id], tournaments: [...eventPlayground.divisions, playground.id] }
            : {}),
        };
        const ctx: FuzzContext = { doc, ids, seededId: seeded.id, reporterToken: playground.reporterToken };
        for (const request of sweepRequests(op, ctx)) {
          const { status, body } = await send(op, request);
          if (TRACE) appendFileSync(TRACE, `  ${status} ${request.how} ${status >= 400 ? body.slice(0, 200) : ""}\n`);
        }
        await fc.assert(
          fc.asyncProperty(requestArb(op, ctx), async (request) => {
            // Hostile values never name the seeded tournament, but make sure: a valid write to it would be legal.
            if (touchesSeeded(request, seeded.id)) return;
            await send(op, request);
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
        const aimed = seededInvalidArb(op, ctx);
        if (aimed)
          await fc.assert(
            fc.asyncProperty(aimed, async (request) => {
              await send(op, request);
            }),
            { seed: SEED + index, numRuns: Math.max(2, Math.ceil(RUNS / 4)), endOnFailure: true },
          );
        if (TRACE) {
          const tally = [...statuses].map(([code, n]) => `${code}×${n}`).join(" ");
          appendFileSync(TRACE, `${engine()} ${op.method} ${op.path} ${Date.now() - started} ms ${tally}\n`);
        }
        statuses = new Map();
      }
      const report = problems.map((p) => `${p.status} ${p.operation}\n    ${p.request}\n    ${p.body}`).join("\n");
      expect(problems.length, `${problems.length} bad answers of ${requestCount} requests:\n${report}`).toBe(0);

      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: "ok" });
      const after = await seededState();
      expect(after).toEqual(before);
    },
    TIMEOUT_MS,
  );
});
