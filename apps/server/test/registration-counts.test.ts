// The public page's registration counts ("6 of 8 places taken · 2 on the waiting list"): in the public payload of
// tournaments and festivals while registration is open, counts only (no applicant's name, e-mail or phone), and
// current after every change (each one drops the cached payload through the tournament's NOTIFY).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrations } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail, uniqueIp } from "./support/accounts.ts";
import { type SmtpListener, startSmtp } from "./support/smtp.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type TestUser,
} from "./support/tournament-factories.ts";

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

const as = (user: TestUser | null) => caller(t.app, user);

async function openRegistration(id: string, general: InternalView["general"], registration: Record<string, unknown>) {
  const res = await as(owner)("PUT", "/api/v1/tment/ueditallgemein", {
    id,
    general: { ...general, registration: { open: true, ...registration } },
  });
  if (res.status !== 200) throw new Error(`ueditallgemein: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Registers a team and answers its entry's id, private token (from the mail) and contact data. */
async function registered(tournamentId: string) {
  const email = uniqueEmail("counts");
  const teamName = `FC Count ${Math.random().toString(36).slice(2, 7)}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/wlist/register",
    remoteAddress: uniqueIp(),
    payload: {
      tournamentId,
      teamName,
      club: "FC Count e.V.",
      contactName: "Kim Counter",
      email,
      phone: "+49 170 7654321",
      privacyConsent: true,
      language: "en",
      website: "",
      fillMs: 15_000,
      ...(await isFestival(tournamentId)),
    },
  });
  expect(res.statusCode).toBe(202);
  const mail = await smtp.waitFor(email, /Your registration/);
  const token = /#registration=([\w-]+)/.exec(mail.text)?.[1] ?? "";
  const [row] = await t.database.db.select().from(registrations).where(eq(registrations.email, email));
  if (!row) throw new Error("not stored");
  return { id: row.id, token, email, teamName };
}

const festivals = new Set<string>();
const isFestival = async (id: string) => (festivals.has(id) ? { strength: 3 } : {});

const change = async (id: string, state: string) => {
  const res = await as(owner)("POST", "/api/v1/wlist/changetype", { id, state });
  expect(res.status).toBe(200);
};

/** The public payload once its counts are as expected (each change drops the cached copy asynchronously). */
async function publicShows(url: string, summary: Record<string, unknown> | null) {
  await expect.poll(async () => (await as(null)("GET", url)).body.registrationSummary ?? null).toEqual(summary);
  return (await as(null)("GET", url)).body;
}

describe(`public registration counts on ${engine()}`, () => {
  it("a tournament's public page counts places and the waiting list, current after every change", async () => {
    const view = await buildTournament(t.app, owner, {
      teams: 3,
      status: "published",
      visibility: "public",
      format: { groupCount: 1, knockout: "none", mode: "roundRobin" },
    });
    const url = `/api/v1/auth/tment/${view.id}`;
    // Closed registration: no counts at all.
    await publicShows(url, null);
    await openRegistration(view.id, view.general, { maxTeams: 4 });
    await publicShows(url, { teams: 3, maxTeams: 4, waitlisted: 0, pending: 0 });

    const a = await registered(view.id);
    const b = await registered(view.id);
    const page = await publicShows(url, { teams: 3, maxTeams: 4, waitlisted: 0, pending: 2 });
    // Counts only: nothing of the applicants reaches the public.
    const body = JSON.stringify(page);
    for (const secret of [a.email, b.email, a.teamName, b.teamName, "+49 170 7654321", "Kim Counter"])
      expect(body).not.toContain(secret);

    await change(a.id, "accepted");
    await publicShows(url, { teams: 4, maxTeams: 4, waitlisted: 0, pending: 1 });
    await change(b.id, "waitlisted");
    await publicShows(url, { teams: 4, maxTeams: 4, waitlisted: 1, pending: 0 });

    // The accepted team withdraws through its private link: a place is free again, b still waits (offered only).
    expect((await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token })).status).toBe(200);
    await publicShows(url, { teams: 3, maxTeams: 4, waitlisted: 1, pending: 0 });
    await change(b.id, "declined");
    await publicShows(url, { teams: 3, maxTeams: 4, waitlisted: 0, pending: 0 });

    // Registration closed again: the counts go with it.
    await openRegistration(view.id, view.general, { open: false });
    await publicShows(url, null);
  });

  it("a festival's public view carries the counts while registration is on", async () => {
    const fest = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    festivals.add(fest.id);
    const url = `/api/v1/auth/funino/${fest.id}`;
    await publicShows(url, null);
    await openRegistration(fest.id, fest.general, {});
    await publicShows(url, { teams: 6, maxTeams: null, waitlisted: 0, pending: 0 });
    const a = await registered(fest.id);
    await publicShows(url, { teams: 6, maxTeams: null, waitlisted: 0, pending: 1 });
    await change(a.id, "waitlisted");
    await publicShows(url, { teams: 6, maxTeams: null, waitlisted: 1, pending: 0 });
    expect((await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token })).status).toBe(200);
    const view = await publicShows(url, { teams: 6, maxTeams: null, waitlisted: 0, pending: 0 });
    expect(JSON.stringify(view)).not.toContain(a.email);
  });
});
