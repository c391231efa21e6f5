import { SITEMAP_PATHS } from "@kickoff/domain/pages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml, injectHead, noindex, robotsTxt } from "../src/lib/seo.ts";
import { withAnalyticsId } from "../src/plugins/spa.ts";
import { buildTestAppWithWebBuild, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Plan, run and share youth football tournaments." />
    <title>Kickoff</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestAppWithWebBuild(INDEX, { PUBLIC_URL: "https://cup.example" });
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.app.inject({ method: "GET", url });

describe(`SEO tags, sitemap and robots on ${engine()}`, () => {
  it("fills title, description, Open Graph, canonical and hreflang for a public tournament (escaped)", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const general = (await caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${view.id}`)).body.general;
    const saved = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
      id: view.id,
      general: { ...general, name: `Cup <script>alert("x")</script> & Co`, venue: { name: "Sportpark Nord" } },
    });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await page(`/de/tournament/${view.id}`)).body).toContain("Sportpark Nord");
    const res = await page(`/de/tournament/${view.id}`);
    // Pages keep every document header (API answers carry fewer: foundation test).
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("<title>Cup &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co – Kickoff</title>");
    expect(html).toContain('<html lang="de-DE"');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]*4\. Mai 2030[^"]*Sportpark Nord/);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).toContain(`<meta property="og:url" content="https://cup.example/de/tournament/${view.id}" />`);
    expect(html).toContain(`<link rel="canonical" href="https://cup.example/de/tournament/${view.id}" />`);
    for (const tag of ["de-DE", "en-US", "es-ES", "fr-FR", "it-IT", "nl-NL", "pt-PT", "tr-TR", "x-default"])
      expect(html).toContain(`hreflang="${tag}"`);
    // Marked as the app's own alternates: the browser replaces them per page instead of adding a second set.
    expect(html.match(/<link rel="alternate" hreflang="[^"]+" href="[^"]+" data-hreflang \/>/g)).toHaveLength(9);
    expect(html).not.toContain("noindex");
  });

  it("copies `$` sequences in name and description as text, not as parts of index.html", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const general = (await caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${view.id}`)).body.general;
    const saved = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
      id: view.id,
      general: { ...general, name: "Cup $` x $& y $' z", description: "Dollar $' and $` and $$ end" },
    });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await page(`/en/tournament/${view.id}`)).body).toContain("Cup $` x");
    const html = (await page(`/en/tournament/${view.id}`)).body;
    expect(html).toContain("<title>Cup $` x $&amp; y $&#39; z – Kickoff</title>");
    expect(html).toContain('<meta property="og:title" content="Cup $` x $&amp; y $&#39; z – Kickoff" />');
    expect(html).toContain("Dollar $&#39; and $` and $$ end");
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });

  it("injectHead and noindex keep `$` in their input as it is", () => {
    const tags = `<meta property="og:title" content="$' $\` $&" />`;
    const out = injectHead(INDEX, { title: "A $& B", tags });
    expect(out).toContain("<title>A $&amp; B</title>");
    expect(out).toContain(`  ${tags}\n  </head>`);
    expect(out.match(/<\/head>/g)).toHaveLength(1);
    expect(noindex("<head>$'</head>")).toBe(`<head>$'  <meta name="robots" content="noindex" />\n  </head>`);
  });

  it("answers 404 (noindex, without any of their data) for private, draft and unknown tournaments; unlisted noindex", async () => {
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const draft = await buildTournament(t.app, owner, { teams: 4, plan: false });
    // An id that cannot be one is the SPA's not-found screen (which adds noindex itself): 404 and no data either.
    const malformed = await page("/en/tournament/x%22%3E");
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain("<title>Kickoff</title>");
    for (const id of [priv.id, draft.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await page(`/en/tournament/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain("Spring Cup");
      expect(res.body).toContain("<title>Kickoff</title>");
    }
    const unlisted = await buildTournament(t.app, owner, { teams: 4, visibility: "unlisted", status: "published" });
    const res = await page(`/fr/tournament/${unlisted.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Spring Cup");
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("lists static pages and public tournaments in 8 languages in sitemap.xml, never private or unlisted ones", async () => {
    const pub = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const unlisted = await buildTournament(t.app, owner, { teams: 4, visibility: "unlisted", status: "published" });
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const draft = await buildTournament(t.app, owner, { teams: 4, plan: false });
    const res = await page("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const xml = res.body;
    for (const lang of ["de", "en", "es", "fr", "it", "nl", "pt", "tr"]) {
      expect(xml).toContain(`<loc>https://cup.example/${lang}</loc>`);
      expect(xml).toContain(`<loc>https://cup.example/${lang}/funino-rules</loc>`);
      expect(xml).toContain(`<loc>https://cup.example/${lang}/tournament/${pub.id}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default" href="https://cup.example/"');
    for (const hidden of [unlisted.id, priv.id, draft.id]) expect(xml).not.toContain(hidden);
    expect(xml).not.toContain("/club");
  });

  it("lists every static page in every language, each with its 8 alternates and x-default", async () => {
    const xml = (await page("/sitemap.xml")).body;
    const urls = xml.split("<url>").slice(1);
    for (const path of SITEMAP_PATHS)
      for (const lang of ["de", "en", "es", "fr", "it", "nl", "pt", "tr"]) {
        const loc = `https://cup.example/${lang}${path ? `/${path}` : ""}`;
        const entry = urls.find((u) => u.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        expect(entry?.match(/<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\/>/g), loc).toHaveLength(9);
        expect(entry).toContain(`hreflang="de-DE" href="https://cup.example/de${path ? `/${path}` : ""}"`);
      }
    expect(xml).not.toContain("/embed/");
    expect(xml).not.toContain("/offline");
  });

  it("robots.txt allows public pages, disallows the API and personal areas, names the sitemap", async () => {
    const res = await page("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /de/club");
    expect(res.body).toContain("Sitemap: https://cup.example/sitemap.xml");
    expect(res.body).toBe(robotsTxt("https://cup.example"));
  });

  it("adds the analytics id before </head> and leaves the rest of index.html as it is", () => {
    const html = "<head><title>$' $`</title></head>";
    expect(withAnalyticsId(html, "G-ABC123")).toBe(
      `<head><title>$' $\`</title>  <meta name="ga-id" content="G-ABC123" />\n  </head>`,
    );
  });

  it("without GA_MEASUREMENT_ID no page carries an analytics id, so the SPA asks for no consent", async () => {
    expect(t.config.gaMeasurementId).toBeUndefined();
    expect(withAnalyticsId(INDEX, undefined)).toBe(INDEX);
    for (const url of ["/", "/en", "/en/faq", "/de/tournament/unknown"]) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('name="ga-id"');
    }
  });

  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
