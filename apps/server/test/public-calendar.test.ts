import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "../src/lib/ics.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

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
});
