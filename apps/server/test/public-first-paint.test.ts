// The public page's first paint (ADR 0015): a visible tournament's page arrives with header, now / next, schedule
// and tables in the page's language, user text escaped, and the payload embedded; private and draft ones get none.
import { randomUUID } from "node:crypto";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leanPage, withoutApp } from "../src/services/public-first-paint.ts";
import { buildTestAppWithWebBuild, engine, type TestApp } from "./setup/test-app.ts";
import { buildFestival, buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

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
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const page = async (url: string, cookie?: string) =>
  (await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} })).body;
const payloadOf = (html: string) => {
  const m = /<script type="application\/json" id="public-payload">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1] as string) as { id: string; general: { name: string; description: string } }) : null;
};

describe(`public page first paint on ${engine()}`, () => {
  it("renders header, now / next, schedule and tables, escapes hostile text and embeds the payload safely", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const as = caller(t.app, owner);
    const general = (await as("GET", `/api/v1/tment/tmuser/${view.id}`)).body.general;
    const name = `Cup <script>alert("x")</script> & Co`;
    const description = "</script><script>alert(1)</script><!--";
    expect(
      (await as("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general: { ...general, name, description } }))
        .status,
    ).toBe(200);
    const matches = (view.matches as Array<{ id: string; stage: string; home: { teamId: string | null } }>).filter(
      (m) => m.stage === "group" && m.home.teamId,
    );
    const played = matches[0];
    if (!played) throw new Error("no group match");
    const saved = await as("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: randomUUID(),
      results: [{ matchId: played.id, home: 3, away: 1 }],
    });
    expect(saved.status).toBe(200);
    await expect.poll(async () => page(`/en/tournament/${view.id}`)).toContain("3:1");
    const html = await page(`/en/tournament/${view.id}`);

    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("</script><script>");
    expect(html).toContain('<h1 class="pl-title">Cup &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</h1>');
    // The app's first paint (a signed-in visitor) carries the payload; it survives the escaping as the same JSON.
    const payload = payloadOf(await page(`/en/tournament/${view.id}`, owner.cookie));
    expect(payload?.id).toBe(view.id);
    expect(payload?.general.name).toBe(name);
    expect(payload?.general.description).toBe(description);
    // The first paint comes before the app's root, whose children the app renders itself.
    expect(html.indexOf('id="public-first-paint"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    expect(html).toContain('<style id="public-lean-style">');
    // Every match is a row; the played one shows its score.
    expect(html.match(/<tr data-match="/g)).toHaveLength(view.matches.length);
    expect(html).toMatch(new RegExp(`<tr data-match="${played.id}">.*?<b data-score>3:1</b>`));
    expect(html).toContain('aria-label="Group A"');
    expect(html).toContain('aria-label="Group B"');
    expect(html).toContain(">Now and next</h2>");
    expect(html).toContain(">Schedule</h2>");
    expect(html).toContain(">Groups and tables</h2>");
    expect(html).toContain('<time datetime="2030-05-04">May 4, 2030</time>');
  });

  it("speaks the page's language", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const de = await page(`/de/tournament/${view.id}`);
    expect(de).toContain(">Jetzt und als Nächstes</h2>");
    expect(de).toContain(">Spielplan</h2>");
    expect(de).toContain("4. Mai 2030");
    expect(de).toContain("Feld 1");
    const fr = await page(`/fr/tournament/${view.id}`);
    expect(fr).toContain(">En cours et à suivre</h2>");
    expect(fr).toContain("4 mai 2030");
  });

  it("gives private and draft tournaments no content and no payload", async () => {
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const draft = await buildTournament(t.app, owner, { teams: 4, plan: false });
    for (const id of [priv.id, draft.id]) {
      const html = await page(`/en/tournament/${id}`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain("public-first-paint");
      expect(html).not.toContain("public-payload");
      expect(html).not.toContain("Spring Cup");
      expect(html).not.toContain("data-match");
    }
  });
});

describe(`festival page first paint on ${engine()}`, () => {
  it("draws the current round's pitches and every round, escapes team names, embeds the payload; private: nothing", async () => {
    const festival = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    const as = caller(t.app, owner);
    const hostile = "<img src=x onerror=alert(1)>";
    const teams = festival.teams.map((team, i) => ({ id: team.id, name: i === 0 ? hostile : team.name }));
    expect((await as("POST", "/api/v1/funino/updateteams", { id: festival.id, teams })).status).toBe(200);
    const html = await page(`/de/funino/${festival.id}`);
    expect(html).toContain("<title>Funino Festival – Kickoff</title>");
    expect(html).toContain('id="public-first-paint"');
    expect(html).toMatch(/Runde 1 von 4/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain(hostile);
    const payload = payloadOf(html) as unknown as { id: string; serverNow: number; rounds: unknown[] };
    expect(payload.id).toBe(festival.id);
    expect(typeof payload.serverNow).toBe("number");
    // Display mode draws itself; a private festival gets no content and noindex.
    expect(await page(`/de/funino/${festival.id}?view=display`)).not.toContain("public-first-paint");
    // The tournament page of a festival's id sends the browser on to the festival page.
    expect(await page(`/de/tournament/${festival.id}`)).toContain(
      `<meta http-equiv="refresh" content="0; url=/de/funino/${festival.id}" />`,
    );
    const hidden = await buildFestival(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const privateHtml = await page(`/en/funino/${hidden.id}`);
    expect(privateHtml).not.toContain("public-first-paint");
    expect(privateHtml).toContain("noindex");
  });
});

// The lean page (ADR 0028) from an index.html with the app's tags, as a real build has them.
const APP_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Kickoff</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ghi789.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The page without the inert template's content: what the browser parses and runs. */
const outsideTemplate = (html: string) => html.replace(/<template id="app-boot">[\s\S]*?<\/template>/, "");

describe(`lean page document on ${engine()}`, () => {
  it("keeps the app's tags inert, runs only its own script, embeds only the page's texts, escapes every payload", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const as = caller(t.app, owner);
    const general = (await as("GET", `/api/v1/tment/tmuser/${view.id}`)).body.general;
    const name = `Cup </script><script>alert("n")</script><!--`;
    const venue = { name: "Sportpark", country: "DE" };
    expect(
      (await as("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general: { ...general, name, venue } })).status,
    ).toBe(200);
    const teamName = `</script><script>alert("t")</script>`;
    const teams = (view.teams as Array<{ id: string; name: string }>).map((team, i) => ({
      id: team.id,
      name: i === 0 ? teamName : team.name,
    }));
    expect((await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams })).status).toBe(200);
    await expect
      .poll(async () => page(`/en/tournament/${view.id}`))
      .toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;t&quot;)");
    const body = (await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`)).body as PublicTournament;
    expect(body.general.name).toBe(name);
    expect(body.teams.map((x) => x.name)).toContain(teamName);

    const messages = await flatCatalogOf("en");
    // A hostile message too: the texts' JSON must not end its element either.
    const hostileMessages = { ...messages, "public.live.connected": "</script><script>alert('m')</script>" };
    const html = leanPage(APP_INDEX, {
      lang: "en",
      t: translatorOf("en", messages),
      tournament: body,
      publicUrl: "https://cup.example",
      messages: hostileMessages,
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>',
      shell: { analytics: true, consentChosen: false },
    });

    // Outside the template: no script of the app, no stylesheet or preload of it; only the lean page's module.
    const live = outsideTemplate(html);
    expect(live.match(/<script type="module"[^>]*>/g)).toHaveLength(1);
    expect(live).not.toContain("/assets/index-Abc123.js");
    expect(live).not.toContain("/assets/index-Ghi789.css");
    expect(live).not.toContain("/assets/vendor-Def456.js");
    // The template holds exactly the app's tags, ready to be loaded on demand.
    const boot = /<template id="app-boot">([\s\S]*?)<\/template>/.exec(html)?.[1];
    expect(boot).toBe(
      '<script type="module" crossorigin src="/assets/index-Abc123.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-Def456.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-Ghi789.css">',
    );
    expect(withoutApp(APP_INDEX).appTags).toBe(boot);
    // One <template>, one texts element; the page's own script after them, in the body.
    expect(html.match(/<template /g)).toHaveLength(1);
    expect(html.indexOf('id="app-boot"')).toBeLessThan(html.indexOf('src="/public-page.js"'));
    expect(html.indexOf('src="/public-page.js"')).toBeLessThan(html.indexOf("</body>"));
    expect(html.indexOf("</head>")).toBeLessThan(html.indexOf('id="public-first-paint"'));

    // No user or message text ends a script element: every </script> closes one of the page's own elements.
    const opened = html.match(/<script\b/g)?.length ?? 0;
    expect(html.match(/<\/script>/g)).toHaveLength(opened);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<!--");
    // The texts: valid JSON with only the page's prefixes (not the whole catalog), the hostile one intact.
    const textsRaw = /<script type="application\/json" id="public-texts">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1] as string;
    const texts = JSON.parse(textsRaw) as Record<string, string>;
    expect(texts["public.live.connected"]).toBe("</script><script>alert('m')</script>");
    for (const key of [
      "public.live.connecting",
      "public.schedule.noneMatch",
      "public.registration.summary.places_one",
      "public.registration.summary.places_other",
      "public.delay.notice_other",
      "public.myTeam.next",
      "public.share.qrLabel",
      "common.status.running",
      "common.matchStatus.live",
    ])
      expect(texts[key], key).toBe(messages[key]);
    const keys = Object.keys(texts);
    expect(keys.length).toBeLessThan(Object.keys(messages).length / 2);
    expect(keys.some((key) => key.startsWith("public.ics."))).toBe(false);
    expect(keys.some((key) => key.startsWith("organiser."))).toBe(false);
    expect(keys.some((key) => key.startsWith("public.seo."))).toBe(false);
    expect(keys.some((key) => key.startsWith("shell."))).toBe(false);
    const allowed =
      /^(?:public\.(?:live|header|registration\.section|registration\.summary|delay|myTeam|calendar|schedule|match|nowNext|table|privacy|bracket|placements|sections|share|photos|cards)\.|engine\.|common\.status\.|common\.matchStatus\.)/;
    expect(keys.filter((key) => !allowed.test(key))).toEqual([]);
    // The payload is not in the page: the head preloads it from the API, the script's tag names the tournament, the
    // version drawn and the venue's offset from UTC (the cup plays in Germany: one or two hours).
    expect(html).not.toContain("public-payload");
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/v1/auth/tment/${body.id}" crossorigin>`);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf("</head>"));
    const script = /<script type="module" src="\/public-page.js"([^>]*)>/.exec(html)?.[1];
    expect(script).toMatch(
      new RegExp(`^ data-tournament="${body.id}" data-version="${body.version}" data-venue-offset="(60|120)"$`),
    );
    // The page itself is the lean one: the app's ids, the controls enabled, the names escaped.
    expect(html).toContain('<select id="public-follow">');
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;");
    // The QR code's image names the tournament (escaped), its SVG is a data URL.
    const qr = /<img src="data:image\/svg\+xml;charset=utf-8,([^"]*)" alt="([^"]*)"[^>]*class="pl-qr"/.exec(html);
    expect(qr?.[2]).toBe(
      "QR code with the link to Cup &lt;/script&gt;&lt;script&gt;alert(&quot;n&quot;)&lt;/script&gt;&lt;!--",
    );
    expect(decodeURIComponent(qr?.[1] ?? "")).toContain("<path");
    // The bar links the page in every language and the login; the footer the legal pages.
    expect(html).toContain(`<a href="/de/tournament/${view.id}" hreflang="de" lang="de">`);
    expect(html).toContain('href="/en/login"');
    expect(html).toContain('href="/en/imprint"');
  });
});
