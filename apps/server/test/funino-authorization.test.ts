// The festival authorization matrix: every funino call × (anonymous, other user, editor, reporter link, owner)
// × (public, private festival).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournamentEditors } from "../src/db/schema.ts";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import {
  buildFestival,
  caller,
  createUser,
  type FestivalView,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Owner" });
  editor = await createUser(t.database, { displayName: "Editor" });
  other = await createUser(t.database, { displayName: "Other" });
});
afterAll(async () => {
  await t?.close();
});

type Visibility = "public" | "private";
type Fixture = { view: FestivalView; token: string };

/** A published festival of `owner` with `editor` as editor and a reporter link for every pitch. */
async function fixture(visibility: Visibility): Promise<Fixture> {
  const view = await buildFestival(t.app, owner, { teams: 4, visibility, status: "published" });
  await t.database.db
    .insert(tournamentEditors)
    .values({ tournamentId: view.id, userId: editor.id, addedBy: owner.id, acceptedAt: new Date() });
  const link = await caller(t.app, owner)("POST", "/api/v1/tment/reporter", { id: view.id, label: "Referee" });
  expect(link.status).toBe(201);
  expect(link.body.url).toContain(`/funino/${view.id}#reporter=`);
  return { view, token: link.body.token };
}

type Request = { method: "GET" | "POST" | "DELETE"; url: string; body?: unknown };
type Row = {
  name: string;
  request: (f: Fixture) => Request;
  /** Statuses for [anonymous, other, editor, reporter, owner] on a public festival, then on a private one. */
  public: [number, number, number, number, number];
  private: [number, number, number, number, number];
};

const organiserOnly = (ok: number): Pick<Row, "public" | "private"> => ({
  public: [401, 403, ok, 401, ok],
  private: [401, 404, ok, 401, ok],
});

const rows: Row[] = [
  {
    name: "POST funino/create",
    request: () => ({
      method: "POST",
      url: "/api/v1/funino/create",
      body: { general: { name: "New", startDate: "2030-05-04" }, teams: [{ name: "A" }, { name: "B" }] },
    }),
    public: [401, 201, 201, 401, 201],
    private: [401, 201, 201, 401, 201],
  },
  {
    name: "GET funino/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/funino/${f.view.id}` }),
    ...organiserOnly(200),
  },
  {
    name: "POST funino/update",
    request: (f) => ({ method: "POST", url: "/api/v1/funino/update", body: { id: f.view.id, config: f.view.config } }),
    ...organiserOnly(200),
  },
  {
    name: "POST funino/updateteams",
    request: (f) => ({
      method: "POST",
      url: "/api/v1/funino/updateteams",
      body: { id: f.view.id, teams: f.view.teams.map((x) => ({ id: x.id, name: x.name })) },
    }),
    ...organiserOnly(200),
  },
  {
    name: "GET funino/regen/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/funino/regen/${f.view.id}` }),
    ...organiserOnly(200),
  },
  {
    name: "POST funino/clock",
    request: (f) => ({
      method: "POST",
      url: "/api/v1/funino/clock",
      body: { id: f.view.id, action: "start", round: 1 },
    }),
    ...organiserOnly(200),
  },
  {
    name: "POST funino/result",
    request: (f) => ({
      method: "POST",
      url: "/api/v1/funino/result",
      body: {
        id: f.view.id,
        round: 1,
        game: 0,
        outcome: "first",
        planVersion: f.view.planVersion,
        idempotencyKey: newKey(),
      },
    }),
    public: [401, 403, 200, 200, 200],
    private: [401, 404, 200, 200, 200],
  },
  {
    name: "DELETE funino/delete/{id}",
    request: (f) => ({ method: "DELETE", url: `/api/v1/funino/delete/${f.view.id}` }),
    public: [401, 403, 403, 401, 200],
    private: [401, 404, 403, 401, 200],
  },
  {
    name: "GET auth/funino/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/auth/funino/${f.view.id}` }),
    public: [200, 200, 200, 200, 200],
    private: [404, 404, 200, 404, 200],
  },
  {
    name: "GET auth/funinop/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/auth/funinop/${f.view.id}` }),
    public: [200, 200, 200, 200, 200],
    private: [404, 404, 200, 404, 200],
  },
  {
    name: "POST spielplan/funinopdfqrcode",
    request: (f) => ({
      method: "POST",
      url: "/api/v1/spielplan/funinopdfqrcode",
      body: { tmentid: f.view.id, lang: "en", kind: "sheet" },
    }),
    public: [200, 200, 200, 200, 200],
    private: [404, 404, 200, 404, 200],
  },
  {
    name: "GET auth/funino/exist/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/auth/funino/exist/${f.view.id}` }),
    public: [200, 200, 200, 200, 200],
    private: [200, 200, 200, 200, 200],
  },
];

const ACTORS = ["anonymous", "other", "editor", "reporter", "owner"] as const;

describe("funino authorization matrix", () => {
  for (const row of rows)
    for (const visibility of ["public", "private"] as const)
      it(`${row.name} on a ${visibility} festival`, async () => {
        const expected = row[visibility];
        for (const [i, actor] of ACTORS.entries()) {
          // A fresh festival per actor: calls change it (and delete it).
          const f = await fixture(visibility);
          const user = { anonymous: null, other, editor, reporter: null, owner }[actor];
          const headers: Record<string, string> = actor === "reporter" ? { "x-reporter-token": f.token } : {};
          const { method, url, body } = row.request(f);
          const res = await caller(t.app, user, headers)(method, url, body);
          expect(res.status, `${actor}: ${JSON.stringify(res.body)}`).toBe(expected[i]);
          if (res.status === 404) expect(res.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
          if (row.name.includes("exist")) expect(res.body).toEqual({ exists: visibility === "public" });
        }
      });

  it("a reporter link of one pitch enters outcomes there only", async () => {
    const view = await buildFestival(t.app, owner, { teams: 4, visibility: "public", status: "published" });
    const link = await caller(t.app, owner)("POST", "/api/v1/tment/reporter", { id: view.id, label: "P2", pitch: "2" });
    expect(link.status).toBe(201);
    const reporter = caller(t.app, null, { "x-reporter-token": link.body.token });
    const session = await reporter("GET", "/api/v1/tment/reporter/session");
    expect(session.body.festival.rounds[0].games).toHaveLength(2);
    const body = (game: number) => ({
      id: view.id,
      round: 1,
      game,
      outcome: "second",
      planVersion: session.body.planVersion,
      idempotencyKey: newKey(),
    });
    const wrong = await reporter("POST", "/api/v1/funino/result", body(0));
    expect([wrong.status, wrong.body.error.code]).toEqual([403, "PITCH_NOT_ALLOWED"]);
    expect((await reporter("POST", "/api/v1/funino/result", body(1))).status).toBe(200);
    // The reporter's session shows outcomes even though the public does not see them.
    const after = await reporter("GET", "/api/v1/tment/reporter/session");
    expect(after.body.festival.rounds[0].outcomes).toEqual([{ game: 1, outcome: "second" }]);
    const audit = await caller(t.app, owner)("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.body.entries.at(-1)).toMatchObject({ user: null, reporterLink: { label: "P2" } });
  });
});
