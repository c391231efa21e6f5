// The public event page (issue 19 item 3): GET event/public/{id} with the visible divisions' essentials and "now /
// next" across them, 404 for private and unknown events, private and taken-down divisions left out, and the page's
// server-made first paint (divisions, now / next and every team without script). PGlite and PostgreSQL.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EventPublic } from "@kickoff/domain/event-public.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournaments } from "../src/db/schema.ts";
import { eventContentHtml } from "../src/services/event-first-paint.ts";
import { translator } from "../src/services/public-i18n.ts";
import { RateLimiter } from "../src/services/rate-limiter.ts";
import { buildTestAppWithWebBuild, engine, type TestApp } from "./setup/test-app.ts";
import { caller, createUser, type TestUser, teamNames } from "./support/tournament-factories.ts";
import { multipart } from "./support/uploads.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Kickoff</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestAppWithWebBuild(INDEX, { PUBLIC_URL: "https://cup.example" });
  owner = await createUser(t.database, { displayName: "Owner" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = "2030-06-13";

async function ok<T = Record<string, unknown>>(
  res: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<T> {
  const { status: got, body } = await res;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body as T;
}

/** An event of four divisions: U7 festival, U9 (10 teams), U11 (made private), U13 (taken down). */
async function buildEvent(visibility: "public" | "unlisted" | "private") {
  const limiter = new RateLimiter(t.app.accounts.db);
  for (const name of ["create", "plangen", "planEdit", "euser"]) await limiter.clear(`${name}:${owner.id}`);
  const as = caller(t.app, owner);
  let event = await ok<EventInternal>(
    as("POST", "/api/v1/event/create", {
      name: "Youth Cup <Sommer>",
      startDate: DAY,
      visibility,
      venue: { name: "Sportpark", city: "Köln" },
      pitches: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, name: `Pitch ${id}` })),
    }),
    201,
  );
  const id = event.id;
  for (const [mode, name, ageGroupLabel] of [
    ["funino", "U7 Festival", "U7"],
    ["normal", "U9 Cup", "U9"],
    ["normal", "U11 Cup", "U11"],
    ["normal", "U13 Cup", "U13"],
  ] as const)
    event = await ok<EventInternal>(as("POST", "/api/v1/event/division", { id, mode, name, ageGroupLabel }), 201);
  const [u7, u9, u11, u13] = event.divisions.map((d) => d.tournamentId) as [string, string, string, string];
  await ok(
    as("POST", "/api/v1/funino/updateteams", {
      id: u7,
      teams: teamNames(8).map(({ seed: _s, ...team }) => ({ ...team, name: `U7 ${team.name}` })),
    }),
  );
  for (const [division, n, prefix] of [
    [u9, 10, "U9"],
    [u11, 6, "U11"],
    [u13, 6, "U13"],
  ] as const) {
    await ok(
      as("PUT", "/api/v1/tment/ueditteams", {
        id: division,
        // One name a page must escape.
        teams: teamNames(n).map((team, i) => ({
          ...team,
          name: prefix === "U9" && i === 1 ? `U9 <Tigers> & "Co"` : `${prefix} ${team.name}`,
          club: `Club ${prefix}${i}`,
        })),
      }),
    );
    await ok(as("PUT", "/api/v1/tment/plangen", { id: division, seed: "event-public" }));
  }
  const proposal = await ok<{ windows: Record<string, unknown> }>(as("POST", "/api/v1/event/propose", { id }));
  await ok(
    as("PUT", "/api/v1/event/windows", {
      id,
      windows: [u7, u9, u11, u13].map((tournamentId) => ({ tournamentId, window: proposal.windows[tournamentId] })),
    }),
  );
  for (const division of [u9, u11, u13]) await ok(as("PUT", "/api/v1/tment/plangen", { id: division, seed: "e" }));
  for (const division of [u7, u9, u11, u13])
    await ok(as("PUT", "/api/v1/tment/status", { id: division, status: "published" }));
  // Before any public read (so no cache holds them): U11 turns private, U13 is taken down by an operator.
  await t.database.db.update(tournaments).set({ visibility: "private" }).where(eq(tournaments.id, u11));
  await t.database.db.update(tournaments).set({ takenDownAt: new Date() }).where(eq(tournaments.id, u13));
  return { id, u7, u9, u11, u13 };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/**
 * Resolves when the live event of a tournament's change newer than `version` has reached this process: its public
 * cache listens on the same channel and has dropped the stale payload by then.
 */
const changeOf = (tournamentId: string, version: number) =>
  new Promise<void>((resolve) => {
    const off = t.app.live.subscribe("tournament", tournamentId, (e) => {
      if (e.version <= version) return;
      off();
      resolve();
    });
  });

describe(`public event page on ${engine()}`, () => {
  it("answers the visible divisions with now / next, teams and links; leaves out private and taken-down ones", async () => {
    const { id, u7, u9, u11, u13 } = await buildEvent("public");
    const res = await get(`/api/v1/event/public/${id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const event = res.json<EventPublic>();
    expect(event).toMatchObject({
      view: "eventPublic",
      id,
      name: "Youth Cup <Sommer>",
      startDate: DAY,
      endDate: DAY,
      venue: { name: "Sportpark", city: "Köln" },
    });
    expect(event.divisions.map((d) => [d.id, d.mode, d.name, d.ageGroupLabel, d.status, d.path])).toEqual([
      [u7, "funino", "U7 Festival", "U7", "published", `funino/${u7}`],
      [u9, "normal", "U9 Cup", "U9", "published", `tournament/${u9}`],
    ]);
    const ids = JSON.stringify(event);
    expect(ids).not.toContain(u11);
    expect(ids).not.toContain(u13);
    expect(ids).not.toContain("U11 ");
    const u9Division = event.divisions[1];
    expect(u9Division?.teams).toHaveLength(10);
    expect(u9Division?.teams[0]).toEqual({ name: expect.stringMatching(/^U9 /), club: "Club U90" });
    expect(event.divisions[0]?.teams).toHaveLength(8);
    // Every event pitch is listed; each one a division uses shows its first match, the earliest kick-off.
    expect(event.nowNext.map((p) => p.pitch)).toEqual(["A", "B", "C", "D", "E", "F"]);
    const booked = event.nowNext.filter((p) => p.match);
    expect(booked.length).toBeGreaterThan(0);
    for (const p of booked) {
      expect(["U7 Festival", "U9 Cup"]).toContain(p.match?.divisionName);
      const candidates = event.divisions.flatMap((d) => d.nowNext.filter((x) => x.pitch === p.pitch && x.match));
      const earliest = candidates.map((x) => x.match?.start as string).sort()[0];
      expect(p.match?.start).toBe(earliest);
    }
    const u9Next = u9Division?.nowNext.find((p) => p.match);
    expect(u9Next?.match).toMatchObject({ divisionId: u9, live: false, home: expect.stringMatching(/^U9 /) });

    // ETag: an unchanged event answers 304; a result in U9 changes the answer and moves U9's "next".
    const again = await get(`/api/v1/event/public/${id}`, { "if-none-match": res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const as = caller(t.app, owner);
    const u9View = await ok<{ matches: Array<{ id: string; pitch: string; start: string }> }>(
      as("GET", `/api/v1/tment/tmuser/${u9}?view=internal`),
    );
    const first = u9View.matches.find((m) => m.pitch === u9Next?.pitch) as { id: string; pitch: string };
    const dropped = changeOf(u9, u9Division?.version ?? 0);
    const entered = await as("PUT", "/api/v1/tment/update", {
      id: u9,
      idempotencyKey: `event-public-${first.id}`,
      results: [{ matchId: first.id, home: 2, away: 1 }],
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    await dropped;
    const after = (await get(`/api/v1/event/public/${id}`)).json<EventPublic>();
    const afterU9 = after.divisions.find((d) => d.id === u9);
    expect(afterU9?.version).toBeGreaterThan(u9Division?.version ?? 0);
    expect(afterU9?.status).toBe("running");
    const nextOnPitch = afterU9?.nowNext.find((p) => p.pitch === first.pitch)?.match;
    expect(nextOnPitch?.start ?? "9999").not.toBe(u9Next?.match?.start);
  });

  it("is 404 for private and unknown events; an unlisted one is served but not indexed", async () => {
    const hidden = await buildEvent("private");
    expect((await get(`/api/v1/event/public/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/event/public/${hidden.id}`)).json()).toMatchObject({
      error: { code: "EVENT_NOT_FOUND" },
    });
    expect((await get("/api/v1/event/public/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("/api/v1/event/public/not-a-uuid")).statusCode).toBe(404);
    const page = await get(`/en/event/${hidden.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain("Youth Cup");
    expect(page.body).toContain("noindex");

    const unlisted = await buildEvent("unlisted");
    expect((await get(`/api/v1/event/public/${unlisted.id}`)).statusCode).toBe(200);
    const html = (await get(`/de/event/${unlisted.id}`)).body;
    expect(html).toContain("noindex");
    expect((await get("/sitemap.xml")).body).not.toContain(`event/${unlisted.id}`);
  });

  it("draws the page on the server: header, now / next, divisions with links and every team, no script needed", async () => {
    const { id, u7, u9, u11, u13 } = await buildEvent("public");
    const res = await get(`/de/event/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<title>Youth Cup &lt;Sommer&gt; – ");
    expect(html).toContain('<h1 class="pl-title">Youth Cup &lt;Sommer&gt;</h1>');
    expect(html).toContain("Sportpark, Köln");
    expect(html).not.toContain("<Sommer>");
    expect(html).toContain("Jetzt / als Nächstes auf jedem Platz");
    expect(html).toMatch(/<li class="ev-pitch" data-pitch="A">/);
    expect(html).toContain(`href="/de/funino/${u7}"`);
    expect(html).toContain(`href="/de/tournament/${u9}"`);
    expect(html).not.toContain(u11);
    expect(html).not.toContain(u13);
    expect(html).toContain("Altersklasse U9");
    expect(html).toContain('<input id="ev-find" class="ev-input" type="search"');
    expect((html.match(/<li data-q=/g) ?? []).length).toBe(18);
    expect(html).toMatch(/<span class="ev-team">U9 [^<]+<\/span>/);
    expect(html).toMatch(/<span class="ev-team">U7 [^<]+<\/span>/);
    expect(html).toContain('<script type="module" src="/event-page.js"></script>');
    expect(html).toContain('id="public-payload"');
    expect(html).not.toContain("noindex");
    expect(html).toContain(`<link rel="canonical" href="https://cup.example/de/event/${id}"`);
    // No inline script (CSP script-src 'self'): only the JSON payload and the module file.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag === '<script type="module" src="/event-page.js">' || tag.includes("application/json")).toBe(true);
    expect((await get("/sitemap.xml")).body).toContain(`https://cup.example/en/event/${id}`);
  });

  it("draws each division's section: U9's schedule rows and tables, U7's rounds, names escaped; live as a fragment", async () => {
    const { id, u7, u9, u11 } = await buildEvent("public");
    const as = caller(t.app, owner);
    const u9View = await ok<{ matches: Array<{ id: string }>; groups: unknown[]; version: number }>(
      as("GET", `/api/v1/tment/tmuser/${u9}?view=internal`),
    );
    const html = (await get(`/en/event/${id}`)).body;
    // A division's section: from its <details> to the next one, or to the team finder after the last.
    const sectionOf = (division: string) => {
      const start = html.indexOf(`<details class="ev-div" id="ev-div-${division}"`);
      expect(start).toBeGreaterThan(0);
      const next = html.indexOf('<details class="ev-div"', start + 1);
      return html.slice(start, next > 0 ? next : html.indexOf('<section aria-labelledby="ev-find-title"'));
    };
    const u9Html = sectionOf(u9);
    // Several divisions: closed by default; the schedule's rows with the same markup as the tournament page.
    expect(u9Html).toMatch(/^<details class="ev-div" id="ev-div-[^"]+" data-division="[^"]+" data-mode="normal">/);
    expect((u9Html.match(/<tr data-match="/g) ?? []).length).toBe(u9View.matches.length);
    // U9 keeps its tables private by default (DFB: no tables for G/F): the groups' teams, headed in the section.
    expect(u9Html).toContain('<section class="pl-group" aria-label="Group A"><h5>Group A</h5>');
    expect(u9Html).toContain("U9 &lt;Tigers&gt; &amp; &quot;Co&quot;");
    expect(u9Html).toContain("Age group U9 · Published · 10 teams");
    expect(html).not.toContain("<Tigers>");
    expect(u9Html).toContain(`href="/en/tournament/${u9}"`);
    // The knockout stage as the bracket's cards (the same markup as the app's bracket).
    const u9Public = await ok<{ knockout: Array<{ matchIds: string[] }> }>(as("GET", `/api/v1/auth/tment/${u9}`));
    const knockoutMatches = u9Public.knockout.flatMap((r) => r.matchIds).length;
    expect(knockoutMatches).toBeGreaterThan(0);
    expect((u9Html.match(/<div class="pl-card" data-match="/g) ?? []).length).toBe(knockoutMatches);
    expect(u9Html).toContain(`id="ev-${u9}-knockout"`);
    const u7Html = sectionOf(u7);
    expect(u7Html).toContain('data-mode="funino"');
    expect(u7Html).toMatch(new RegExp(`id="ev-${u7}-(now|rounds)"`));
    expect(u7Html).toContain("All rounds");
    expect(u7Html).toContain('<details class="pl-day" open>');
    // Downloads: the event's papers, each division's PDF button, display mode; no registration open.
    expect(html).toContain(`href="/api/v1/event/pdf/${id}?kind=pitches&amp;lang=en"`);
    expect(html).toContain(`href="/api/v1/event/pdf/${id}?kind=poster&amp;lang=en"`);
    expect(html).toContain(`href="/en/event/${id}/display"`);
    expect(html).toContain(`href="/api/v1/event/pdf/${id}?kind=division&amp;division=${u9}&amp;lang=en"`);
    expect(html).toContain(`href="/api/v1/event/pdf/${id}?kind=division&amp;division=${u7}&amp;lang=en"`);
    expect(html).not.toContain("/eventRegister/");

    // The fragment the script fetches for an open section: the same body, in the asked language, with an ETag.
    const fragment = await get(`/api/v1/event/public/${id}/division/${u9.toUpperCase()}?lang=de`);
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers["content-type"]).toContain("text/html");
    expect((fragment.body.match(/<tr data-match="/g) ?? []).length).toBe(u9View.matches.length);
    expect(fragment.body).toContain("U9 &lt;Tigers&gt;");
    expect(fragment.body).toContain("Spielplan");
    const same = await get(`/api/v1/event/public/${id}/division/${u9}?lang=de`, {
      "if-none-match": fragment.headers.etag as string,
    });
    expect(same.statusCode).toBe(304);
    const festival = await get(`/api/v1/event/public/${id}/division/${u7}?lang=en`);
    expect(festival.statusCode).toBe(200);
    expect(festival.body).toContain("All rounds");
    for (const other of [u11, "00000000-0000-4000-8000-000000000000"]) {
      const res = await get(`/api/v1/event/public/${id}/division/${other}?lang=en`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: "DIVISION_NOT_FOUND" } });
    }
    expect((await get(`/api/v1/event/public/${id}/division/${u9}?lang=xx`)).statusCode).toBe(400);

    // A result in U9: the fragment has its score, and a new ETag.
    const match = u9View.matches[0] as { id: string };
    const dropped = changeOf(u9, u9View.version);
    const entered = await as("PUT", "/api/v1/tment/update", {
      id: u9,
      idempotencyKey: `event-section-${match.id}`,
      results: [{ matchId: match.id, home: 3, away: 0 }],
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    await dropped;
    const live = await get(`/api/v1/event/public/${id}/division/${u9}?lang=de`, {
      "if-none-match": fragment.headers.etag as string,
    });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain("<b data-score>3:0</b>");
  });

  it("opens the only division's section; registrationOpen and the register link follow the division", async () => {
    const { id, u7, u9 } = await buildEvent("public");
    const as = caller(t.app, owner);
    // Only U9 stays visible: its section is open.
    await t.database.db.update(tournaments).set({ visibility: "private" }).where(eq(tournaments.id, u7));
    await as("PUT", "/api/v1/tment/status", { id: u7, status: "published" });
    const view = await ok<{ general: Record<string, unknown> }>(as("GET", `/api/v1/tment/tmuser/${u9}?view=internal`));
    let event = (await get(`/api/v1/event/public/${id}`)).json<EventPublic>();
    expect(event.divisions.map((d) => [d.id, d.registrationOpen])).toEqual([[u9, false]]);
    // The read above cached U9's payload; the save drops it through its NOTIFY, which PostgreSQL delivers after the
    // commit, asynchronously: wait for that event (newer than the version read) before reading again.
    const dropped = changeOf(u9, event.divisions[0]?.version ?? 0);
    await ok(
      as("PUT", "/api/v1/tment/ueditallgemein", {
        id: u9,
        general: { ...view.general, registration: { open: true } },
      }),
    );
    await dropped;
    event = (await get(`/api/v1/event/public/${id}`)).json<EventPublic>();
    expect(event.divisions.map((d) => [d.id, d.registrationOpen])).toEqual([[u9, true]]);
    const html = (await get(`/fr/event/${id}`)).body;
    expect(html).toMatch(new RegExp(`<details class="ev-div" id="ev-div-${u9}"[^>]* open>`));
    expect(html).toContain(`href="/fr/eventRegister/${id}"`);
    expect(html).toContain("Inscrire une équipe");
  });

  it("shows the event's logo in the header of page, display and embed; the file is public while the event is", async () => {
    for (const name of ["create", "upload"]) await new RateLimiter(t.app.accounts.db).clear(`${name}:${owner.id}`);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#228833" } })
      .png()
      .toBuffer();
    const upload = multipart(png, "logo.png", "image/png");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      payload: upload.payload,
      headers: { ...upload.headers, cookie: owner.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const logo = uploaded.json<{ id: string }>().id;
    const as = caller(t.app, owner);
    const general = {
      name: "Logo Cup",
      startDate: DAY,
      visibility: "public" as const,
      pitches: [{ id: "A", name: "Pitch A" }],
    };
    const withLogo = await ok<EventInternal>(as("POST", "/api/v1/event/create", { ...general, logoFileId: logo }), 201);
    const without = await ok<EventInternal>(as("POST", "/api/v1/event/create", general), 201);

    expect((await get(`/api/v1/event/public/${withLogo.id}`)).json<EventPublic>().logoFileId).toBe(logo);
    expect((await get(`/api/v1/event/public/${without.id}`)).json<EventPublic>().logoFileId).toBeNull();
    const img = (size: number, extra = "") =>
      `<div class="pl-titlerow"><img class="pl-logo${extra}" src="/api/v1/files/${logo}" alt="" width="${size}" height="${size}" /><h1 `;
    const page = (await get(`/en/event/${withLogo.id}`)).body;
    expect(page).toContain(`<header class="pl-stack">${img(64)}class="pl-title">Logo Cup</h1></div>`);
    expect((await get(`/en/event/${withLogo.id}/display`)).body).toContain(
      `${img(96, " ev-big-logo")}class="ev-big-title">Logo Cup</h1></div>`,
    );
    expect((await get(`/en/embed/event/${withLogo.id}`)).body).toContain(`${img(64)}class="pl-h2">Logo Cup</h1></div>`);
    for (const url of [`/en/event/${without.id}`, `/en/event/${without.id}/display`, `/en/embed/event/${without.id}`]) {
      const html = (await get(url)).body;
      expect(html).toContain(">Logo Cup</h1>");
      expect(html).not.toContain(`/api/v1/files/`);
      expect(html).not.toContain('class="pl-logo');
      expect(html).not.toContain('class="pl-titlerow');
    }

    // The event poster carries the logo too: one image more than the poster of the event without one.
    const imagesIn = async (id: string) => {
      const res = await get(`/api/v1/event/pdf/${id}?kind=poster&lang=en`);
      expect(res.statusCode).toBe(200);
      const dir = mkdtempSync(path.join(tmpdir(), "poster-"));
      writeFileSync(path.join(dir, "p.pdf"), res.rawPayload);
      const list = execFileSync("pdfimages", ["-list", path.join(dir, "p.pdf")], { encoding: "utf8" });
      rmSync(dir, { recursive: true, force: true });
      return list.trim().split("\n").length - 2; // two header lines
    };
    expect(await imagesIn(withLogo.id)).toBe((await imagesIn(without.id)) + 1);

    // The file: anybody may load it while the event is public or unlisted; of a private event only its owner.
    const file = () => get(`/api/v1/files/${logo}`);
    expect((await file()).statusCode).toBe(200);
    expect((await file()).headers["content-type"]).toMatch(/^image\//);
    const turn = (visibility: "public" | "unlisted" | "private") =>
      ok(as("PUT", "/api/v1/event/update", { id: withLogo.id, general: { ...withLogo.general, visibility } }));
    await turn("unlisted");
    expect((await file()).statusCode).toBe(200);
    await turn("private");
    expect((await file()).statusCode).toBe(404);
    expect((await get(`/api/v1/files/${logo}`, { cookie: owner.cookie })).statusCode).toBe(200);
    await turn("public");
    expect((await file()).statusCode).toBe(200);
  });

  it("serves display mode and the embed: server HTML, noindex, only the embed framable", async () => {
    const { id, u7, u9 } = await buildEvent("public");
    const page = await get(`/en/event/${id}`);
    const display = await get(`/en/event/${id}/display`);
    const embed = await get(`/en/embed/event/${id}`);
    for (const res of [page, display, embed]) expect(res.statusCode).toBe(200);
    for (const res of [page, display]) {
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    expect(embed.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    for (const res of [display, embed]) {
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<ul id="ev-now"');
      expect(res.body).toContain('<script type="module" src="/event-page.js"></script>');
      expect(res.body).toContain('id="public-payload"');
      expect(res.body).not.toContain('class="pl-bar"');
      expect(res.body).not.toContain('<input id="ev-find"');
      // Nothing of the app's shell on a big screen or in a club's frame (no install offer, no service worker).
      expect(res.body).not.toContain('class="lh-install"');
      expect(res.body).not.toContain('class="lh-toast"');
    }
    expect(page.body).not.toContain("noindex");
    // The event's own page has what the shell gives every page: the install offer and the offline notice's line
    // (the consent banner too when analytics is configured: home-page.test.ts).
    expect(page.body).toContain('<div class="lh-install" hidden>');
    expect(page.body).toContain('<div class="lh-toast" role="status"');
    expect(page.body).not.toContain('class="lh-consent"');
    expect(display.body).toContain('class="ev-now ev-big"');
    expect(display.body).not.toContain("<a ");
    expect(embed.body).toContain(`href="/en/tournament/${u9}" target="_blank" rel="noopener"`);
    expect(embed.body).toContain(`href="/en/funino/${u7}" target="_blank" rel="noopener"`);
    expect(embed.body).toContain(`href="/en/event/${id}" target="_blank" rel="noopener"`);
    const hidden = await buildEvent("private");
    for (const url of [`/en/event/${hidden.id}/display`, `/en/embed/event/${hidden.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Youth Cup");
    }
    expect((await get("/robots.txt")).body).toContain("Disallow: /en/embed");
  });

  it("draws every section's body while the event is small; beyond that only open ones, the rest on opening", async () => {
    const t9 = await translator("en");
    const division = (n: number, teams: number) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      mode: "normal" as const,
      name: `D${n}`,
      ageGroupLabel: null,
      status: "published" as const,
      path: `tournament/00000000-0000-4000-8000-00000000000${n}`,
      version: 1,
      nowNext: [],
      teams: Array.from({ length: teams }, (_, i) => ({ name: `T${i}`, club: null })),
      registrationOpen: false,
    });
    const event = (divisions: ReturnType<typeof division>[]): EventPublic => ({
      view: "eventPublic",
      id: "00000000-0000-4000-8000-000000000009",
      name: "E",
      description: "",
      startDate: DAY,
      endDate: DAY,
      venue: null,
      logoFileId: null,
      divisions,
      nowNext: [],
    });
    const drawn: string[] = [];
    const body = async (d: { id: string }) => {
      drawn.push(d.id);
      return `<p>body ${d.id}</p>`;
    };
    const small = await eventContentHtml(event([division(1, 8), division(2, 8)]), "en", t9, body);
    expect(drawn).toHaveLength(2);
    expect(small).not.toContain("data-lazy");
    expect(small).not.toMatch(/<details class="ev-div"[^>]* open>/);
    drawn.length = 0;
    const big = await eventContentHtml(event([division(1, 64), division(2, 64)]), "en", t9, body);
    expect(drawn).toHaveLength(0);
    expect((big.match(/ data-lazy/g) ?? []).length).toBe(2);
    expect(big).toContain('href="/en/tournament/00000000-0000-4000-8000-000000000001">Open this age group');
    const single = await eventContentHtml(event([division(1, 200)]), "en", t9, body);
    expect(single).toMatch(/<details class="ev-div"[^>]* open>/);
    expect(single).toContain("<p>body 00000000-0000-4000-8000-000000000001</p>");
  });
});
