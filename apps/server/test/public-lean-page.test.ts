// Which page a visitor gets at /{lang}/tournament/{id} (ADR 0028): without a session cookie the lean page (the server
// draws it whole, the app's tags inert in a template, one small script); with one the app's index.html and its first
// paint (the visitor may be an organiser). Private and unknown ids answer 404 with the shell either way; every answer
// is revalidated, and so is the lean page's script (its name carries no hash).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, createUser, type TestUser } from "./support/tournament-factories.ts";

const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-Abc123.js"></script>';
const APP_STYLE = '<link rel="stylesheet" crossorigin href="/assets/index-Ghi789.css">';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Kickoff</title>
    ${APP_SCRIPT}
    ${APP_STYLE}
  </head>
  <body><div id="root"></div></body>
</html>
`;
const LEAN_SCRIPT = "/* the lean page's script */ export {};\n";

let t: TestApp;
let webDist: string;
let owner: TestUser;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "kickoff-web-lean-"));
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  writeFileSync(path.join(webDist, "public-page.js"), LEAN_SCRIPT);
  t = await buildTestApp({ WEB_DIST: webDist, PUBLIC_URL: "https://cup.example" });
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The markup the browser runs: the inert template's content left out. */
const outsideTemplate = (html: string) => html.replace(/<template id="app-boot">[\s\S]*?<\/template>/, "");

describe(`lean or app page by session on ${engine()}`, () => {
  it("without a session cookie: the lean page, the app's tags only inside the template", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const res = await get(`/en/tournament/${view.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toContain("text/html");
    const html = res.body;
    expect(html).toMatch(
      /<script type="module" src="\/public-page.js" data-tournament="[^"]+" data-version="\d+"><\/script>/,
    );
    expect(html).toContain('<template id="app-boot">');
    expect(/<template id="app-boot">([\s\S]*?)<\/template>/.exec(html)?.[1]).toBe(`${APP_SCRIPT}${APP_STYLE}`);
    const live = outsideTemplate(html);
    expect(live).not.toContain(APP_SCRIPT);
    expect(live).not.toContain(APP_STYLE);
    expect(live.match(/<script type="module"[^>]*>/g)).toEqual([
      `<script type="module" src="/public-page.js" data-tournament="${view.id}" data-version="${view.version}">`,
    ]);
    // Its texts, the whole page with the app's ids and working controls; its payload preloaded, not in the page.
    expect(html).toContain('<script type="application/json" id="public-texts">');
    expect(html).not.toContain("public-payload");
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/v1/auth/tment/${view.id}" crossorigin>`);
    expect(html).toContain('<select id="public-follow">');
    expect(html).not.toContain('id="pfp-follow"');
    expect(html).toContain('data-pl="knockout"');
    expect(html).toContain('class="pl-qr"');
    expect(html).toContain('data-live="connecting"');
    // The SEO tags are there as for the app's page.
    expect(html).toContain("<title>Spring Cup – Kickoff</title>");
  });

  it("with a session cookie (a real session or any value): the app's index.html with the first paint", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    for (const cookie of [owner.cookie, "token=not-a-session", `other=1; token=${"x".repeat(20)}`]) {
      const res = await get(`/en/tournament/${view.id}`, cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      const html = res.body;
      expect(html).not.toContain("/public-page.js");
      expect(html).not.toContain('id="app-boot"');
      expect(html).not.toContain('id="public-texts"');
      // The app's tags are live, where the build put them.
      expect(html).toContain(APP_SCRIPT);
      expect(html).toContain(APP_STYLE);
      expect(html.indexOf(APP_SCRIPT)).toBeLessThan(html.indexOf("</head>"));
      // The first paint before the app's root: prefixed ids, disabled controls, no lean-only parts.
      expect(html).toContain('id="public-first-paint"');
      expect(html.indexOf('id="public-first-paint"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
      expect(html).toContain('<select id="pfp-follow" disabled>');
      expect(html).not.toContain('id="public-follow"');
      expect(html).not.toContain('data-pl="knockout"');
      expect(html).not.toContain('class="pl-qr"');
      expect(html).toContain('<script type="application/json" id="public-payload">');
    }
    // Another cookie alone is no session: the lean page.
    const other = await get(`/en/tournament/${view.id}`, "theme=dark");
    expect(other.body).toContain("/public-page.js");
  });

  it("the two kinds are cached apart: asking for one never answers the other", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    for (let i = 0; i < 2; i++) {
      expect((await get(`/de/tournament/${view.id}`)).body).toContain("/public-page.js");
      expect((await get(`/de/tournament/${view.id}`, owner.cookie)).body).not.toContain("/public-page.js");
    }
    expect((await get(`/de/tournament/${view.id}`)).body).toContain(">Spielplan</h2>");
  });

  it("private, draft and unknown ids: 404 with the app's shell, with or without a session", async () => {
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const draft = await buildTournament(t.app, owner, { teams: 4, plan: false });
    const unknown = "0b6f1c1e-8d43-4a5e-9a55-3d7f2b9f0a11";
    for (const id of [priv.id, draft.id, unknown])
      for (const cookie of [undefined, owner.cookie]) {
        const res = await get(`/en/tournament/${id}`, cookie);
        expect(res.statusCode, `${id} ${cookie ?? "no cookie"}`).toBe(404);
        expect(res.headers["cache-control"]).toBe("no-cache");
        const html = res.body;
        expect(html).toContain('<meta name="robots" content="noindex" />');
        // The shell: the app loads (its owner sees the preview), nothing of the lean page.
        expect(html).toContain(APP_SCRIPT);
        expect(html).not.toContain("/public-page.js");
        expect(html).not.toContain("app-boot");
        expect(html).not.toContain("public-first-paint");
        expect(html).not.toContain("public-payload");
        expect(html).not.toContain("Spring Cup");
      }
  });

  it("serves the lean page's script revalidated on every load", async () => {
    const res = await get("/public-page.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.body).toBe(LEAN_SCRIPT);
  });

  it("pages go out compressed (the lean page is large) and vary by cookie and coding", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const plain = await get(`/en/tournament/${view.id}`);
    for (const [coding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `/en/tournament/${view.id}`,
        headers: { "accept-encoding": `${coding}` },
      });
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers.vary).toContain("cookie");
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString("utf8")).toBe(plain.body);
    }
    // Every other page too (index.html for the app's routes).
    const home = await t.app.inject({ method: "GET", url: "/en", headers: { "accept-encoding": "gzip" } });
    expect(home.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(home.rawPayload).toString("utf8")).toContain('<div id="root"></div>');
  });
});
