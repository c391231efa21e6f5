// Home for a visitor without a session (ADR 0029): drawn by the server whole — title and head tags, hero, the three
// numbers, audiences, the next public tournaments, bar and footer — with its styles inlined and one small script; the
// app's tags are gone. A session cookie gets the app. The consent banner exists only with analytics configured and
// starts hidden once the visitor has chosen. Names of tournaments are text, never markup.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

const APP_SCRIPT = '<script type="module" crossorigin src="/assets/app-Abc123.js"></script>';
const APP_STYLE = '<link rel="stylesheet" crossorigin href="/assets/app-Ghi789.css">';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The build's description" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Kickoff</title>
    ${APP_SCRIPT}
    ${APP_STYLE}
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HOME_CSS = ".home-counts{display:grid}";

const distWith = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), "kickoff-web-home-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
};

let t: TestApp;
let withGa: TestApp;
const dists: string[] = [];
let owner: TestUser;
beforeAll(async () => {
  const files = { "index.html": INDEX, "home-page.css": HOME_CSS, "home-page.js": "export {};\n" };
  dists.push(distWith(files), distWith(files));
  t = await buildTestApp({ WEB_DIST: dists[0] as string, PUBLIC_URL: "https://cup.example" });
  withGa = await buildTestApp({
    WEB_DIST: dists[1] as string,
    PUBLIC_URL: "https://cup.example",
    GA_MEASUREMENT_ID: "G-HOME123",
  });
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
  await withGa?.close();
  for (const dir of dists) rmSync(dir, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, cookie?: string) =>
  app.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe(`home without the app on ${engine()}`, () => {
  it("without a session: the whole page from the server, its styles inline, one script and none of the app's", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const res = await get(t, "/de");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("cookie");
    const html = res.body;
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain("<title>Kickoff · Jugendfußball-Turniere und Funino-Festivals</title>");
    expect(html).not.toContain("The build's description");
    expect(html).toContain('<link rel="canonical" href="https://cup.example/de" />');
    expect(html).toContain('href="/manifest-de.webmanifest"');
    expect(html).toContain("<h1>Jugendfußball-Turniere planen, durchführen und teilen</h1>");
    expect(html).toContain(HOME_CSS);
    expect(html).not.toContain(APP_SCRIPT);
    expect(html).not.toContain(APP_STYLE);
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" src="/home-page.js">']);
    // The numbers as the visitor's language writes them, and the next tournament linked.
    expect(html).toMatch(/data-count="tournaments">[1-9]/);
    expect(html).toContain(`<a href="/de/tournament/${view.id}">Spring Cup</a>`);
    expect(html).toContain("04.05.2030");
    // Both ways in, the main links and the login in the bar, the legal pages in the footer.
    expect(html).toContain('href="/de/create-tournament"');
    expect(html).toContain('href="/de/global-tournaments"');
    expect(html).toContain('<a href="/de/features">');
    expect(html).toContain('<a class="pl-login" href="/de/login">');
    expect(html).toContain('<a href="/de/imprint">');
    // The same page in the other languages.
    expect(html).toContain('<a href="/fr" hreflang="fr" lang="fr">');
    // Without analytics: no banner and no cookie settings.
    expect(html).not.toContain('<section class="lh-consent"');
    expect(html).not.toContain('data-consent="open"');
  });

  it("with a session cookie: the app's index.html", async () => {
    const res = await get(t, "/en", owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(APP_SCRIPT);
    expect(res.body).not.toContain("/home-page.js");
    expect(res.body).not.toContain("lh-home");
  });

  it("a tournament's name is text: markup and NUL characters in it never become markup", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const name = `<img src=x onerror=alert(1)>\u0000"Cup'`;
    const edited = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
      id: view.id,
      general: { ...view.general, name },
    });
    // Refused or stored: either way the page never carries it as markup.
    const html = (await get(t, "/en")).body;
    expect(html).not.toContain("<img src=x");
    if (edited.status === 200) expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("with analytics: the consent banner until the visitor chooses, and the cookie settings in the footer", async () => {
    const first = (await get(withGa, "/en")).body;
    expect(first).toContain('<meta name="ga-id" content="G-HOME123" />');
    expect(first).toContain('<section class="lh-consent" aria-label="Cookie consent">');
    expect(first).toContain('data-consent="accept"');
    expect(first).toContain('data-consent="open"');
    for (const choice of ["true", "false"]) {
      const chosen = (await get(withGa, "/en", `cerez=${choice}`)).body;
      expect(chosen, choice).toContain('<section class="lh-consent" aria-label="Cookie consent" hidden>');
    }
  });

  it("the lean tournament page shows the same banner, cached apart by the visitor's choice", async () => {
    const gaOwner = await createUser(withGa.database);
    const view = await buildTournament(withGa.app, gaOwner, { teams: 4, status: "published" });
    const url = `/en/tournament/${view.id}`;
    for (let i = 0; i < 2; i++) {
      const open = (await get(withGa, url)).body;
      expect(open).toContain('<section class="lh-consent" aria-label="Cookie consent">');
      expect(open).toContain('data-consent="open"');
      expect((await get(withGa, url, "cerez=false")).body).toContain(
        '<section class="lh-consent" aria-label="Cookie consent" hidden>',
      );
    }
    // A signed-in visitor gets the app, which draws its own banner.
    expect((await get(withGa, url, gaOwner.cookie)).body).not.toContain('<section class="lh-consent"');
  });

  it("the public event page shows the same banner on its own page (not its display), cached apart by the choice", async () => {
    const gaOwner = await createUser(withGa.database);
    const created = await caller(withGa.app, gaOwner)("POST", "/api/v1/event/create", {
      name: "Banner Event",
      startDate: "2030-06-13",
      visibility: "public",
      pitches: [{ id: "A", name: "Pitch A" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: string }).id;
    for (let i = 0; i < 2; i++) {
      const open = (await get(withGa, `/en/event/${id}`)).body;
      expect(open).toContain('<section class="lh-consent" aria-label="Cookie consent">');
      expect(open).toContain('data-consent="open"');
      expect((await get(withGa, `/en/event/${id}`, "cerez=true")).body).toContain(
        '<section class="lh-consent" aria-label="Cookie consent" hidden>',
      );
    }
    expect((await get(withGa, `/en/event/${id}/display`)).body).not.toContain("lh-consent");
  });

  it("unknown languages and pages are not home: the app's 404", async () => {
    for (const url of ["/xx", "/en/nothing-here"]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("lh-home");
    }
  });

  it("serves the home page's script revalidated on every load", async () => {
    const res = await get(t, "/home-page.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});
