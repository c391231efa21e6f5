import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "../src/lib/ics.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildTournament,
  caller,
  createUser,
  type InternalView,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

describe("ICS writing (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `SUMMARY:${"ğ".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("writes CRLF line endings and floating local times", () => {
    const ics = buildCalendar({
      name: "Cup",
      stamp: new Date("2030-01-01T00:00:00Z"),
      events: [{ uid: "u1@x", start: "2030-05-04T09:00", end: "2030-05-04T09:10", summary: "A vs B" }],
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("\r\nDTSTART:20300504T090000\r\n");
    expect(ics).toContain("\r\nDTEND:20300504T091000\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20300101T000000Z\r\n");
  });
});

describe("ICS times in the tournament's zone", () => {
  it("writes UTC instants and names the zone when one is known, and asks subscribers to refresh", () => {
    const ics = buildCalendar({
      name: "Cup",
      stamp: new Date("2030-01-01T00:00:00Z"),
      events: [{ uid: "u1@x", start: "2030-07-06T09:00", end: "2030-07-06T09:10", summary: "A vs B" }],
      timeZone: "Europe/Berlin",
    });
    expect(ics).toContain("\r\nDTSTART:20300706T070000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20300706T071000Z\r\n");
    expect(ics).toContain("\r\nX-WR-TIMEZONE:Europe/Berlin\r\n");
    expect(ics).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(ics).toContain("\r\nX-PUBLISHED-TTL:PT15M\r\n");
  });
});

describe(`calendar export on ${engine()}`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("exports one team's matches with a UID per match, in the chosen language", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const team = view.teams[0];
    if (!team) throw new Error("no team");
    const res = await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${view.id}?team=${team.id}&lang=de` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(".ics");
    const ics = res.body;
    const own = view.matches.filter((m) => m.home.teamId === team.id || m.away.teamId === team.id);
    expect(own.length).toBeGreaterThan(0);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(own.length);
    for (const m of own) expect(ics).toContain(`UID:${view.id}-${m.id}@localhost`);
    expect(ics).toContain(" gegen ");
    expect(ics).toContain("Gruppe ");
    // Pitches named "1", "2" get the translated prefix once.
    expect(ics.replace(/\r\n /g, "")).toMatch(/· Feld [12] ·/);
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l, "utf8") <= 75)).toBe(true);

    const all = await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${view.id}` });
    expect(all.body.match(/BEGIN:VEVENT/g)).toHaveLength(view.matches.length);
    // Knockout sides not known yet are named by their placeholder.
    expect(all.body).toContain("Winner SF1");

    const again = await t.app.inject({
      method: "GET",
      url: `/api/v1/calendar/tment/${view.id}`,
      headers: { "if-none-match": String(all.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("shows a named pitch as it is, without a second 'Pitch' in front", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published", pitches: 1 });
    const as = caller(t.app, owner);
    const times = await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    const s = times.body.settings;
    const renamed = await as("PUT", "/api/v1/tment/updateTime", {
      id: view.id,
      firstKickoff: s.firstKickoff,
      matchMinutes: s.matchMinutes,
      breakMinutes: s.breakMinutes,
      pauseBeforeFinalsMinutes: s.pauseBeforeFinalsMinutes,
      pitches: [{ id: "p1", name: "Pitch North" }],
    });
    expect(renamed.status).toBe(200);
    await expect
      .poll(async () => (await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${view.id}` })).body)
      .toContain("· Pitch North ·");
    const ics = (await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${view.id}` })).body;
    expect(ics).not.toContain("Pitch Pitch");
  });

  it("answers 404 for private tournaments and unknown teams, 400 for a bad language", async () => {
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const anon = caller(t.app, null);
    expect((await anon("GET", `/api/v1/calendar/tment/${priv.id}`)).status).toBe(404);
    const pub = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const unknown = await anon("GET", `/api/v1/calendar/tment/${pub.id}?team=nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("TEAM_NOT_FOUND");
    expect((await anon("GET", `/api/v1/calendar/tment/${pub.id}?lang=xx`)).status).toBe(400);
  });
  /** Replace parts of the general data (the API takes it whole). */
  async function setGeneral(id: string, general: object, patch: Record<string, unknown>) {
    const res = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
      id,
      general: { ...general, ...patch },
    });
    if (res.status !== 200) throw new Error(`ueditallgemein: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as InternalView;
  }

  const ics = async (id: string, query = "") =>
    (await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${id}${query}` })).body.replace(/\r\n /g, "");
  /** DTSTART of every event by UID. */
  const startsOf = (body: string) =>
    new Map(
      body
        .split("BEGIN:VEVENT")
        .slice(1)
        .map((event) => [/UID:(\S+)/.exec(event)?.[1] ?? "", /DTSTART:(\S+)/.exec(event)?.[1] ?? ""]),
    );
  /** "2030-03-31T01:12" + offset hours → "20300331T001200Z". */
  const utcOf = (local: string, offsetHours: number) =>
    `${new Date(Date.parse(`${local}:00Z`) - offsetHours * 3_600_000).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

  it("writes each kick-off in the venue country's zone, right on both sides of the spring DST change", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published", pitches: 1 });
    await setGeneral(view.id, view.general, { startDate: "2030-03-31", venue: { name: "Sportpark", country: "DE" } });
    const s = view.settings;
    // Berlin, 31 March 2030: at 02:00 CET the clocks jump to 03:00 CEST. From 01:00, 12 group slots of 12 minutes
    // run until 03:24, so the plan has kick-offs before, inside and after the jump.
    const timed = await caller(t.app, owner)("PUT", "/api/v1/tment/updateTime", {
      id: view.id,
      firstKickoff: "2030-03-31T01:00",
      matchMinutes: s.matchMinutes,
      breakMinutes: s.breakMinutes,
      pauseBeforeFinalsMinutes: s.pauseBeforeFinalsMinutes,
      pitches: s.pitches,
    });
    expect(timed.status).toBe(200);
    const matches = (timed.body as InternalView).matches;
    expect(matches.some((m) => m.start < "2030-03-31T02:00")).toBe(true);
    expect(matches.some((m) => m.start >= "2030-03-31T03:00")).toBe(true);

    const firstUid = `${view.id}-${matches[0]?.id}@localhost`;
    await expect.poll(async () => startsOf(await ics(view.id)).get(firstUid)).toBe("20300331T000000Z");
    const starts = startsOf(await ics(view.id));
    for (const m of matches) {
      // CET (+1) before the jump, CEST (+2) from 03:00; a time the jump skips (02:xx) is read as after it (+1).
      const offset = m.start >= "2030-03-31T03:00" ? 2 : 1;
      expect(starts.get(`${view.id}-${m.id}@localhost`), m.start).toBe(utcOf(m.start, offset));
    }
    const before = matches.find((m) => m.start === "2030-03-31T01:48");
    const after = matches.find((m) => m.start === "2030-03-31T03:00");
    if (!before || !after) throw new Error(`expected kick-offs at 01:48 and 03:00: ${matches.map((m) => m.start)}`);
    // 01:48 CET and 03:00 CEST are 12 minutes apart in real time, as on the pitch.
    expect(starts.get(`${view.id}-${before.id}@localhost`)).toBe("20300331T004800Z");
    expect(starts.get(`${view.id}-${after.id}@localhost`)).toBe("20300331T010000Z");

    // Without a country no zone is guessed: floating local times, as printed on the plan.
    const plain = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const floating = await ics(plain.id);
    expect(floating).toContain("\r\nDTSTART:20300504T090000\r\n");
    expect(floating).not.toContain("X-WR-TIMEZONE");
  });

  it("the subscription URL always answers the current plan: new times, new scores; private means 404", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published", pitches: 1 });
    const located = await setGeneral(view.id, view.general, { venue: { name: "Sportplatz", country: "AT" } });
    const url = `/api/v1/calendar/tment/${view.id}?lang=de`;
    await expect.poll(async () => ics(view.id, "?lang=de")).toContain("X-WR-TIMEZONE:Europe/Vienna");
    const first = await t.app.inject({ method: "GET", url });
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(first.body).toContain("DTSTART:20300504T070000Z");
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } })).statusCode).toBe(304);

    // The organiser moves the first kick-off to 10:00: the calendar app's next refresh gets the new times.
    const s = view.settings;
    const moved = await caller(t.app, owner)("PUT", "/api/v1/tment/updateTime", {
      id: view.id,
      firstKickoff: "2030-05-04T10:00",
      matchMinutes: s.matchMinutes,
      breakMinutes: s.breakMinutes,
      pauseBeforeFinalsMinutes: s.pauseBeforeFinalsMinutes,
      pitches: s.pitches,
    });
    expect(moved.status).toBe(200);
    await expect
      .poll(async () => (await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } })).statusCode)
      .toBe(200);
    const later = await ics(view.id, "?lang=de");
    expect(later).toContain("DTSTART:20300504T080000Z");
    expect(later).not.toContain("DTSTART:20300504T070000Z");

    // A result reaches the subscribed calendar too.
    const match = (moved.body as InternalView).matches.find((m) => m.home.teamId && m.away.teamId);
    if (!match) throw new Error("no playable match");
    const entered = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 2, away: 1 }],
    });
    expect(entered.status).toBe(200);
    await expect.poll(() => ics(view.id, "?lang=de")).toContain("\\nErgebnis 2:1");

    // Turned private: the same address answers 404, like the public page.
    await setGeneral(view.id, located.general, { visibility: "private" });
    await expect.poll(async () => (await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("names the file in the page's language and keeps the team's letters", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const team = view.teams[0];
    if (!team) throw new Error("no team");
    const renamed = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditteams", {
      id: view.id,
      teams: view.teams.map((x) => ({ id: x.id, name: x.id === team.id ? "SC Brück" : x.name })),
    });
    expect(renamed.status).toBe(200);
    const disposition = async (lang: string) =>
      (await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${view.id}?team=${team.id}&lang=${lang}` }))
        .headers["content-disposition"];
    await expect.poll(() => disposition("de")).toContain("SC-Brueck");
    expect(await disposition("de")).toBe(
      `attachment; filename="Kalender-SC-Brueck.ics"; filename*=UTF-8''Kalender-SC-Br%C3%BCck.ics`,
    );
    expect(await disposition("en")).toBe(
      `attachment; filename="calendar-SC-Brueck.ics"; filename*=UTF-8''calendar-SC-Br%C3%BCck.ics`,
    );
    expect(await disposition("fr")).toContain(`filename="calendrier-SC-Brueck.ics"`);
    const all = await t.app.inject({ method: "GET", url: `/api/v1/calendar/tment/${view.id}?lang=en` });
    expect(all.headers["content-disposition"]).toBe('attachment; filename="calendar-Spring-Cup.ics"');
  });
});
