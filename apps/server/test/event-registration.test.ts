// An event's one registration (issue 19 item 4) on PGlite and PostgreSQL: a club registers its U9 and its U13 team
// in one request (two pending entries on two lists, each with its own name and birth years, two private links); all
// or nothing when one division refuses (birth years, closed, private, duplicate); a full division waitlists while
// the other takes its team pending; bots, the rate limit; and the form's data (GET event/registration/{id}).
import type { EventRegistrationInfo } from "@kickoff/domain/event-registration.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, registrations, tournaments } from "../src/db/schema.ts";
import { REGISTRATIONS_PER_IP_PER_HOUR } from "../src/routes/waiting-list.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail, uniqueIp } from "./support/accounts.ts";
import { clearBudgets, ok } from "./support/event-factories.ts";
import { type ReceivedMail, type SmtpListener, startSmtp } from "./support/smtp.ts";
import { caller, createUser, type InternalView, type TestUser, teamNames } from "./support/tournament-factories.ts";

let smtp: SmtpListener;
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const DAY = "2030-06-13";
const as = (user: TestUser | null) => caller(t.app, user);

/** The division's general data patched (registration, age group) through the organisers' call. */
async function patchGeneral(id: string, patch: Record<string, unknown>) {
  const view = await ok<InternalView>(as(owner)("GET", `/api/v1/tment/tmuser/${id}`));
  await ok(as(owner)("PUT", "/api/v1/tment/ueditallgemein", { id, general: { ...view.general, ...patch } }));
}

/**
 * A published event: U9 (max 10, born 2021–2022, `u9Teams` teams), U13 (born 2017–2018) and U11 (private), all
 * three with registration open.
 */
async function buildEvent(opts: { visibility?: "public" | "unlisted" | "private"; u9Teams?: number } = {}) {
  await clearBudgets(t, owner);
  let event = await ok<EventInternal>(
    as(owner)("POST", "/api/v1/event/create", {
      name: "Youth Cup",
      startDate: DAY,
      visibility: opts.visibility ?? "public",
      pitches: ["A", "B"].map((id) => ({ id, name: `Pitch ${id}` })),
    }),
    201,
  );
  const id = event.id;
  for (const name of ["U9 Cup", "U13 Cup", "U11 Cup"])
    event = await ok<EventInternal>(as(owner)("POST", "/api/v1/event/division", { id, mode: "normal", name }), 201);
  const [u9, u13, u11] = event.divisions.map((d) => d.tournamentId) as [string, string, string];
  for (const [division, teams, range, maxTeams] of [
    [u9, opts.u9Teams ?? 4, [2021, 2022], 10],
    [u13, 4, [2017, 2018], undefined],
    [u11, 4, [2019, 2020], undefined],
  ] as const) {
    await ok(as(owner)("PUT", "/api/v1/tment/ueditteams", { id: division, teams: teamNames(teams) }));
    await patchGeneral(division, {
      ageGroup: { ageRange: { oldestBirthYear: range[0], youngestBirthYear: range[1] } },
      registration: { open: true, ...(maxTeams ? { maxTeams } : {}) },
    });
    await ok(as(owner)("PUT", "/api/v1/tment/status", { id: division, status: "published" }));
  }
  await t.database.db.update(tournaments).set({ visibility: "private" }).where(eq(tournaments.id, u11));
  return { id, u9, u13, u11 };
}

type Team = { id: string; teamName?: string; players?: number; oldestBirthYear?: number; youngestBirthYear?: number };

/** A division's team: born 2021–22 (fits U9) unless given; a name unique per test run. */
const team = (id: string, over: Omit<Team, "id"> = {}) => ({
  id,
  teamName: `FC Test ${Math.random().toString(36).slice(2, 7)}`,
  players: 9,
  oldestBirthYear: 2021,
  youngestBirthYear: 2022,
  ...over,
});

/** The form: the club's contact data once, per division a team (a bare id: a U9-aged team). */
const form = (eventId: string, divisions: Array<string | Team>, overrides: Record<string, unknown> = {}) => ({
  eventId,
  divisions: divisions.map((d) => (typeof d === "string" ? team(d) : team(d.id, d))),
  club: "FC Test e.V.",
  contactName: "Jana Trainer",
  email: uniqueEmail("club"),
  phone: "+49 170 1234567",
  message: "",
  privacyConsent: true,
  language: "en",
  website: "",
  fillMs: 15_000,
  ...overrides,
});

const register = async (body: Record<string, unknown>, ip = uniqueIp()) => {
  const res = await t.app.inject({ method: "POST", url: "/api/v1/event/register", payload: body, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
};

const entriesOf = (...tournamentIds: string[]) =>
  t.database.db.select().from(registrations).where(inArray(registrations.tournamentId, tournamentIds));

const tokenIn = (mail: ReceivedMail) => /#registration=([\w-]+)/.exec(mail.text)?.[1] ?? null;

describe(`event registration on ${engine()}`, () => {
  it("answers the form's data: visible divisions with open state, birth years, maximum and places", async () => {
    const e = await buildEvent({ visibility: "unlisted" });
    const info = await ok<EventRegistrationInfo>(as(null)("GET", `/api/v1/event/registration/${e.id}`));
    expect(info).toMatchObject({ eventId: e.id, name: "Youth Cup", startDate: DAY });
    expect(info.divisions.map((d) => d.id)).toEqual([e.u9, e.u13]);
    expect(info.divisions[0]).toMatchObject({
      name: "U9 Cup",
      registrationOpen: true,
      closedReason: null,
      ageRange: { oldestBirthYear: 2021, youngestBirthYear: 2022 },
      maxTeams: 10,
      placesLeft: 6,
      summary: { teams: 4, maxTeams: 10, waitlisted: 0, pending: 0 },
    });
    await patchGeneral(e.u13, { registration: { open: false } });
    const closed = await ok<EventRegistrationInfo>(as(null)("GET", `/api/v1/event/registration/${e.id}`));
    expect(closed.divisions[1]).toMatchObject({ registrationOpen: false, closedReason: "notOpen", summary: null });

    const priv = await buildEvent({ visibility: "private" });
    for (const id of [priv.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await as(null)("GET", `/api/v1/event/registration/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("EVENT_NOT_FOUND");
    }
  });

  it("registers a club's U9 and U13 teams in one request: two entries with their own names and birth years", async () => {
    const e = await buildEvent();
    const body = form(e.id, [
      { id: e.u9, teamName: "FC Test U9", players: 8, oldestBirthYear: 2021, youngestBirthYear: 2022 },
      { id: e.u13, teamName: "FC Test U13", players: 11, oldestBirthYear: 2017, youngestBirthYear: 2018 },
    ]);
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: "received",
      divisions: [
        { divisionId: e.u9, state: "pending", position: null },
        { divisionId: e.u13, state: "pending", position: null },
      ],
    });
    const rows = await entriesOf(e.u9, e.u13);
    const byDivision = (id: string) => rows.find((r) => r.tournamentId === id);
    expect(byDivision(e.u9)).toMatchObject({
      state: "pending",
      teamName: "FC Test U9",
      club: "FC Test e.V.",
      contactName: "Jana Trainer",
      email: body.email,
      players: 8,
      oldestBirthYear: 2021,
      youngestBirthYear: 2022,
    });
    expect(byDivision(e.u13)).toMatchObject({
      state: "pending",
      teamName: "FC Test U13",
      club: "FC Test e.V.",
      players: 11,
      oldestBirthYear: 2017,
      youngestBirthYear: 2018,
    });
    expect(rows[0]?.tokenHash).not.toBe(rows[1]?.tokenHash);
    // One mail per division, each with its own link to its division's page.
    const first = await smtp.waitFor(body.email, /U9 Cup/);
    const second = await smtp.waitFor(body.email, /U13 Cup/);
    expect(first.text).toContain(`/en/tournament/${e.u9}#registration=`);
    expect(second.text).toContain(`/en/tournament/${e.u13}#registration=`);
    const tokens = [tokenIn(first), tokenIn(second)];
    expect(tokens[0]).not.toBe(tokens[1]);
    const mine = await as(null)("GET", `/api/v1/wlist/entry/${tokens[1]}`);
    expect(mine.body).toMatchObject({ tournamentId: e.u13, state: "pending", teamName: "FC Test U13" });
    // The organisers see each team in its division's list, and got a message per division.
    for (const [division, name] of [
      [e.u9, "FC Test U9"],
      [e.u13, "FC Test U13"],
    ] as const) {
      const list = await ok<{ entries: Array<{ teamName: string }> }>(
        as(owner)("GET", `/api/v1/wlist/waitinglist/${division}`),
      );
      expect(list.entries.map((x) => x.teamName)).toEqual([name]);
      const inbox = await t.database.db.select().from(messages).where(eq(messages.tournamentId, division));
      expect(inbox.length).toBeGreaterThan(0);
    }

    // The same U13 team and e-mail again with a new U9 team: a duplicate in U13 only, naming it; nothing stored.
    const again = await register({ ...body, divisions: [team(e.u9), body.divisions[1]] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("REGISTRATION_DUPLICATE");
    expect(again.body.error.fields[0].field).toBe("divisions[1].id");
    expect(again.body.error.message).toContain("U13 Cup");
    expect(await entriesOf(e.u9, e.u13)).toHaveLength(2);
    // The same e-mail with another team name in U13 is a second team of the club there.
    const secondTeam = await register({
      ...body,
      divisions: [team(e.u13, { oldestBirthYear: 2017, youngestBirthYear: 2018 })],
    });
    expect(secondTeam.status).toBe(201);
    expect(await entriesOf(e.u13)).toHaveLength(2);
  });

  it("refuses a team outside its division's birth years, naming the nested field, and stores nothing", async () => {
    const e = await buildEvent();
    // The U13 team was given U9 birth years by mistake.
    const res = await register(
      form(e.id, [
        { id: e.u9, teamName: "FC Test U9", oldestBirthYear: 2021, youngestBirthYear: 2022 },
        { id: e.u13, teamName: "FC Test U13", oldestBirthYear: 2021, youngestBirthYear: 2022 },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("REGISTRATION_BIRTH_YEAR");
    expect(res.body.error.fields[0].field).toBe("divisions[1].oldestBirthYear");
    expect(res.body.error.message).toContain("U13 Cup");
    expect(await entriesOf(e.u9, e.u13)).toHaveLength(0);
    // Missing birth years where the division has an age range: required, named likewise.
    const body = form(e.id, [e.u9]);
    const { youngestBirthYear: _youngest, ...withoutYoungest } = body.divisions[0] as ReturnType<typeof team>;
    const none = await register({ ...body, divisions: [withoutYoungest] });
    expect(none.status).toBe(400);
    expect(none.body.error.fields[0].field).toBe("divisions[0].youngestBirthYear");
    // The contract's own checks name the nested field too (the validation's dotted path).
    const reversed = await register(form(e.id, [{ id: e.u9, oldestBirthYear: 2022, youngestBirthYear: 2021 }]));
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields.map((f: { field: string }) => f.field)).toContain(
      "divisions.0.youngestBirthYear",
    );
    expect(await entriesOf(e.u9, e.u13)).toHaveLength(0);
  });

  it("refuses a closed, private or foreign division as a whole, naming the field", async () => {
    const e = await buildEvent();
    const other = await buildEvent();
    await patchGeneral(e.u13, { registration: { open: false } });
    const cases = [
      { divisions: [e.u9, e.u13], status: 409, code: "REGISTRATION_CLOSED", field: "divisions[1].id", name: "U13 Cup" },
      { divisions: [e.u9, e.u11], status: 404, code: "DIVISION_NOT_FOUND", field: "divisions[1].id", name: e.u11 },
      {
        divisions: [other.u9, e.u9],
        status: 404,
        code: "DIVISION_NOT_FOUND",
        field: "divisions[0].id",
        name: other.u9,
      },
    ];
    for (const c of cases) {
      const res = await register(form(e.id, c.divisions));
      expect(res.status).toBe(c.status);
      expect(res.body.error).toMatchObject({ code: c.code, fields: [{ field: c.field }] });
      expect(res.body.error.message).toContain(c.name);
      // A private division's name never leaks.
      expect(res.body.error.message).not.toContain("U11 Cup");
    }
    expect(await entriesOf(e.u9, e.u11, e.u13, other.u9)).toHaveLength(0);

    const badList = await register(form(e.id, [e.u9, e.u9]));
    expect(badList.status).toBe(400);
    expect(badList.body.error.fields[0].field).toBe("divisions.1.id");
    const none = await register(form(e.id, []));
    expect(none.status).toBe(400);
    const privateEvent = await buildEvent({ visibility: "private" });
    const hidden = await register(form(privateEvent.id, [privateEvent.u9]));
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("EVENT_NOT_FOUND");
  });

  it("a full division puts the team on its waiting list while the other takes it pending", async () => {
    const e = await buildEvent({ u9Teams: 10 });
    const a = await register(form(e.id, [e.u9, { id: e.u13, oldestBirthYear: 2017, youngestBirthYear: 2018 }]));
    expect(a.status).toBe(201);
    expect(a.body.divisions).toEqual([
      { divisionId: e.u9, state: "waitlisted", position: 1 },
      { divisionId: e.u13, state: "pending", position: null },
    ]);
    const b = await register(form(e.id, [e.u9]));
    expect(b.body.divisions).toEqual([{ divisionId: e.u9, state: "waitlisted", position: 2 }]);
    const info = await ok<EventRegistrationInfo>(as(null)("GET", `/api/v1/event/registration/${e.id}`));
    expect(info.divisions[0]).toMatchObject({ placesLeft: 0, summary: { teams: 10, waitlisted: 2 } });
  });

  it("drops a bot alike and counts one request once against the rate limits", async () => {
    const e = await buildEvent();
    const bot = await register(form(e.id, [e.u9], { website: "http://spam.example" }));
    expect(bot.status).toBe(201);
    expect(bot.body).toEqual({
      status: "received",
      divisions: [{ divisionId: e.u9, state: "pending", position: null }],
    });
    const fast = await register(form(e.id, [e.u9], { fillMs: 100 }));
    expect(fast.status).toBe(201);
    expect(await entriesOf(e.u9)).toHaveLength(0);

    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATIONS_PER_IP_PER_HOUR; i++)
      statuses.push((await register(form(e.id, [e.u9], { website: "x" }), ip)).status);
    expect(statuses.slice(0, REGISTRATIONS_PER_IP_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // Per e-mail: five requests of two divisions each pass (one consumption per request), the sixth is refused.
    const email = uniqueEmail("limit");
    const u13 = { id: e.u13, oldestBirthYear: 2017, youngestBirthYear: 2018 };
    for (let i = 0; i < 5; i++) expect((await register(form(e.id, [e.u9, u13], { email }))).status).toBe(201);
    const over = await register(form(e.id, [e.u9, u13], { email }));
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
  });
});
