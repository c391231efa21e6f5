// Match officials (issue 18), second look: the paths that change a team list besides tment/ueditteams, referee
// papers with hostile names, and the edges of the officials calls' input.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrations, reporterLinks, tournamentEditors } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail, uniqueIp } from "./support/accounts.ts";
import {
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const internal = async (id: string) =>
  (await caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${id}?view=internal`)).body as InternalView;

let requests = 0;
const pdf = (url: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { cookie: owner.cookie },
    remoteAddress: `10.77.${Math.floor(++requests / 250)}.${(requests % 250) + 1}`,
  });

describe(`match officials, second look, on ${engine()}`, () => {
  it("a registered team the organisers remove again takes its referee, assignments and links with it", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, {
      teams: 4,
      status: "published",
      format: { groupCount: 1, knockout: "none", mode: "roundRobin" },
    });
    const general = await as("PUT", "/api/v1/tment/ueditallgemein", {
      id: view.id,
      general: { ...view.general, registration: { open: true } },
    });
    expect(general.status).toBe(200);
    const email = uniqueEmail("club");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/v1/wlist/register",
      remoteAddress: uniqueIp(),
      payload: {
        tournamentId: view.id,
        teamName: "FC Referees",
        club: "FC Referees e.V.",
        contactName: "Jana Trainer",
        email,
        phone: "+49 170 1234567",
        players: 9,
        message: "",
        privacyConsent: true,
        language: "en",
        website: "",
        fillMs: 15_000,
      },
    });
    expect(registered.statusCode, registered.body).toBe(202);
    const [entry] = await t.database.db.select().from(registrations).where(eq(registrations.email, email));
    if (!entry) throw new Error("registration not stored");
    const accepted = await as("POST", "/api/v1/wlist/changetype", { id: entry.id, state: "accepted" });
    expect(accepted.status).toBe(200);
    const team = (await internal(view.id)).teams.find((x) => x.name === "FC Referees");
    if (!team) throw new Error("team not added");

    // the new team provides a referee (it is not in the plan, so it may still leave)
    const referees = [
      { id: "rita", name: "Rita Ref" },
      { id: "fcr", name: "FC Referees", teamId: team.id },
    ];
    expect((await as("PUT", "/api/v1/tment/referees", { id: view.id, referees })).status).toBe(200);
    const withTeam = await internal(view.id);
    if (withTeam.teams.some((x) => x.id === team.id && withTeam.matches.some((m) => m.home.teamId === x.id)))
      throw new Error("the registered team should not be in the plan of this test");
    const first = withTeam.matches[0]?.id as string;
    const assigned = await as("PUT", "/api/v1/tment/refassign", {
      id: view.id,
      mode: "manual",
      assignments: [{ matchId: first, refereeId: "fcr" }],
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const link = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "FC Referees", refereeId: "fcr" });
    expect(link.status, JSON.stringify(link.body)).toBe(201);

    // the organisers take the team out again (declined after accepted)
    const declined = await as("POST", "/api/v1/wlist/changetype", { id: entry.id, state: "declined" });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const after = await internal(view.id);
    expect(after.teams.map((x) => x.id)).not.toContain(team.id);
    expect(after.officials).toEqual({ referees: [referees[0]], assignments: {} });
    const [stored] = await t.database.db.select().from(reporterLinks).where(eq(reporterLinks.tournamentId, view.id));
    expect(stored?.revokedAt).not.toBeNull();
  });

  it("match cards and a referee's schedule render names with control characters, bidi marks and long words", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const odd = "\u0001\u0007\b\t\u000b\f\r\n\u001b[31m\u200e\u202e\u2028\u2029\ufeff\uffff😀\ud83c\udff3\ufe0f‍🌈";
    const referees = [
      { id: "odd", name: `${odd}${"W".repeat(40)}`.slice(0, 80), email: "odd@example.test" },
      { id: "long", name: "W".repeat(80) },
    ];
    const saved = await as("PUT", "/api/v1/tment/referees", { id: view.id, referees });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const auto = await as("PUT", "/api/v1/tment/refassign", { id: view.id, mode: "auto" });
    expect(auto.status).toBe(200);
    for (const url of [
      `/api/v1/tment/matchcards/${view.id}`,
      `/api/v1/tment/matchcards/${view.id}?perPage=2`,
      `/api/v1/tment/refschedule/${view.id}?referee=odd`,
      `/api/v1/tment/refschedule/${view.id}?referee=long`,
    ]) {
      const res = await pdf(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("refuses hostile officials input with 400 naming the field and stores nothing", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const good = [{ id: "rita", name: "Rita Ref" }];
    expect((await as("PUT", "/api/v1/tment/referees", { id: view.id, referees: good })).status).toBe(200);
    const match = view.matches[0]?.id as string;
    const cases: Array<[string, unknown, string]> = [
      ["/api/v1/tment/referees", { id: view.id, referees: [{ id: "x", name: "a\u0000b" }] }, "referees.0.name"],
      ["/api/v1/tment/referees", { id: view.id, referees: [{ id: "x", name: "x".repeat(81) }] }, "referees.0.name"],
      ["/api/v1/tment/referees", { id: view.id, referees: [{ id: "x", name: "   " }] }, "referees.0.name"],
      [
        "/api/v1/tment/referees",
        { id: view.id, referees: [{ id: "x", name: "X", email: `${"a".repeat(250)}@b.de` }] },
        "referees.0.email",
      ],
      ["/api/v1/tment/referees", { id: view.id, referees: [{ id: "a b", name: "X" }] }, "referees.0.id"],
      [
        "/api/v1/tment/referees",
        { id: view.id, referees: Array.from({ length: 101 }, (_, i) => ({ id: `r${i}`, name: "R" })) },
        "referees",
      ],
      [
        "/api/v1/tment/refassign",
        {
          id: view.id,
          mode: "manual",
          assignments: Array.from({ length: 1000 }, () => ({ matchId: match, refereeId: "rita" })),
        },
        "assignments",
      ],
      [
        "/api/v1/tment/refassign",
        { id: view.id, mode: "manual", assignments: [{ matchId: "nope", refereeId: "rita" }] },
        "assignments[0].matchId",
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await as("PUT", url, body);
      expect(res.status, `${url} ${field}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
      expect(JSON.stringify(res.body.error.fields ?? res.body.error), field).toContain(field.split(".")[0]);
    }
    expect((await internal(view.id)).officials).toEqual({ referees: good, assignments: {} });
  });

  it("keeps referees out of every public answer of a tournament with assignments", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const referees = [{ id: "rita", name: "Rita Secretref", email: "rita.secret@example.test" }];
    expect((await as("PUT", "/api/v1/tment/referees", { id: view.id, referees })).status).toBe(200);
    expect((await as("PUT", "/api/v1/tment/refassign", { id: view.id, mode: "auto" })).status).toBe(200);
    const anonymous = caller(t.app, null);
    for (const url of [
      `/api/v1/auth/tment/${view.id}`,
      `/api/v1/auth/tmentp/${view.id}`,
      `/api/v1/tment/tmuser/${view.id}?view=public`,
    ]) {
      const res = await (url.includes("tmuser") ? as : anonymous)("GET", url);
      expect(res.status, url).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text, url).not.toContain("Secretref");
      expect(text, url).not.toContain("rita.secret");
    }
  });

  it("refuses bad cards and officials settings with 400 naming the field and stores nothing", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const match = view.matches.find((m) => m.stage === "group" && m.home.teamId && m.away.teamId);
    if (!match) throw new Error("no group match");
    const none = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
    const enter = (cards: unknown) =>
      as("PUT", "/api/v1/tment/update", {
        id: view.id,
        idempotencyKey: `k-${Math.random()}`,
        results: [{ matchId: match.id, home: 1, away: 0, cards }],
      });
    // recording off: any cards are refused
    const off = await enter({ home: none, away: none });
    expect(off.status).toBe(400);
    expect(off.body.error).toMatchObject({ code: "CARDS_NOT_ENABLED", fields: [{ field: "results[0].cards" }] });

    const format = (f: Record<string, unknown>) => as("PUT", "/api/v1/tment/update3", { id: view.id, format: f });
    const fairPlayAlone = await format({ tieBreakOrder: ["points", "fairPlay"] });
    expect(fairPlayAlone.status).toBe(400);
    expect(fairPlayAlone.body.error.fields).toEqual([expect.objectContaining({ field: "format.tieBreakOrder" })]);
    const fairPlayOff = await format({
      tieBreakOrder: ["points", "fairPlay"],
      discipline: { enabled: false, public: true },
    });
    expect(fairPlayOff.status).toBe(400);
    for (const [f, field] of [
      [{ fairPlayScale: { yellow: 21, secondYellow: 3, red: 4, yellowRed: 5 } }, "fairPlayScale"],
      [{ fairPlayScale: { yellow: -1, secondYellow: 3, red: 4, yellowRed: 5 } }, "fairPlayScale"],
      [{ fairPlayScale: { yellow: 1.5, secondYellow: 3, red: 4, yellowRed: 5 } }, "fairPlayScale"],
      [{ headToHead: "twice" }, "headToHead"],
      [{ discipline: { enabled: "yes", public: false } }, "discipline"],
    ] as const) {
      const res = await format(f);
      expect(res.status, JSON.stringify(f)).toBe(400);
      expect(JSON.stringify(res.body.error), JSON.stringify(f)).toContain(field);
    }
    expect((await internal(view.id)).settings).toEqual(view.settings);

    // recording on: counts must be whole numbers 0–20
    expect((await format({ discipline: { enabled: true, public: false } })).status).toBe(200);
    for (const bad of [-1, 21, 1e9, 1.5, "2", null]) {
      const res = await enter({ home: { ...none, yellow: bad }, away: none });
      expect(res.status, String(bad)).toBe(400);
      // the entry (a non-integer fails both shapes of an entry, so zod names the entry, not the count)
      expect(res.body.error.fields?.[0]?.field, String(bad)).toMatch(/^results\.0/);
    }
    const missing = await enter({ home: { yellow: 1 }, away: none });
    expect(missing.status).toBe(400);
    expect((await internal(view.id)).results).toEqual([]);
  });

  it("officials calls: an invited editor who has not accepted is a stranger, a reporter link no session", async () => {
    const as = caller(t.app, owner);
    const invited = await createUser(t.database);
    const accepted = await createUser(t.database);
    for (const visibility of ["public", "private"] as const) {
      const view = await buildTournament(t.app, owner, { teams: 4, status: "published", visibility });
      await t.database.db.insert(tournamentEditors).values([
        { tournamentId: view.id, userId: invited.id, addedBy: owner.id },
        { tournamentId: view.id, userId: accepted.id, addedBy: owner.id, acceptedAt: new Date() },
      ]);
      const referees = [{ id: "rita", name: "Rita Ref" }];
      expect((await as("PUT", "/api/v1/tment/referees", { id: view.id, referees })).status).toBe(200);
      const link = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "Rita", refereeId: "rita" });
      expect(link.status).toBe(201);
      const refused = visibility === "public" ? 403 : 404;
      const calls: Array<[string, string, unknown]> = [
        ["PUT", "/api/v1/tment/refassign", { id: view.id, mode: "auto" }],
        ["GET", `/api/v1/tment/matchcards/${view.id}`, undefined],
        ["GET", `/api/v1/tment/refschedule/${view.id}?referee=rita`, undefined],
        // last: the accepted editor empties the list
        ["PUT", "/api/v1/tment/referees", { id: view.id, referees: [] }],
      ];
      for (const [method, url, body] of calls) {
        const who = `${visibility} ${method} ${url}`;
        expect((await caller(t.app, invited)(method, url, body)).status, `invited ${who}`).toBe(refused);
        expect((await caller(t.app, null)(method, url, body)).status, `anonymous ${who}`).toBe(401);
        const token = { "x-reporter-token": link.body.token as string };
        expect((await caller(t.app, null, token)(method, url, body)).status, `reporter ${who}`).toBe(401);
        expect((await caller(t.app, accepted)(method, url, body)).status, `editor ${who}`).toBe(200);
      }
      // the accepted editor's empty list stands (the referee's link went with it)
      expect((await internal(view.id)).officials).toEqual({ referees: [], assignments: {} });
    }
  });

  it("cards recorded before recording was turned off stay private, even with `public` left on", async () => {
    const as = caller(t.app, owner);
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const match = view.matches.find((m) => m.stage === "group" && m.home.teamId && m.away.teamId);
    if (!match) throw new Error("no group match");
    const format = (discipline: { enabled: boolean; public: boolean }) =>
      as("PUT", "/api/v1/tment/update3", { id: view.id, format: { discipline } });
    expect((await format({ enabled: true, public: true })).status).toBe(200);
    const none = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
    const cards = { home: { ...none, yellow: 2 }, away: { ...none, red: 1 } };
    const entered = await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: `k-${Math.random()}`,
      results: [{ matchId: match.id, home: 2, away: 0, cards }],
    });
    expect(entered.status).toBe(200);
    const publicAnswers = async () => [
      (await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`)).body,
      (await caller(t.app, null)("GET", `/api/v1/auth/tmentp/${view.id}`)).body,
      (await as("GET", `/api/v1/tment/tmuser/${view.id}?view=public`)).body,
    ];
    for (const body of await publicAnswers()) expect(JSON.stringify(body)).toContain('"cards"');

    // the API takes recording off with `public` still on: the cards kept in the results are no one's business
    expect((await format({ enabled: false, public: true })).status).toBe(200);
    for (const body of await publicAnswers()) {
      expect(JSON.stringify(body)).toContain('"home":2');
      expect(JSON.stringify(body)).not.toContain('"cards"');
      expect(JSON.stringify(body)).not.toContain("fairPlay");
    }
    // the organisers still have them
    expect((await internal(view.id)).results).toEqual([{ matchId: match.id, home: 2, away: 0, cards }]);
  });
});
