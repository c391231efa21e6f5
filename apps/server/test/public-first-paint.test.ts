// The public page's first paint (ADR 0015): a visible tournament's page arrives with header, now / next, schedule
// and tables in the page's language, user text escaped, and the payload embedded; private and draft ones get none.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const page = async (url: string) => (await t.app.inject({ method: "GET", url })).body;
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
    // The payload survives the escaping as the same JSON.
    const payload = payloadOf(html);
    expect(payload?.id).toBe(view.id);
    expect(payload?.general.name).toBe(name);
    expect(payload?.general.description).toBe(description);
    // The first paint comes before the app's root, whose children the app renders itself.
    expect(html.indexOf('id="public-first-paint"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    expect(html).toContain('<style id="public-lean-style">');
    // Every match is a row; the played one shows its score.
    expect(html.match(/<tr data-match="/g)).toHaveLength(view.matches.length);
    expect(html).toMatch(new RegExp(`<tr data-match="${played.id}">.*?<b class="pl-score-text" data-score>3:1</b>`));
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
