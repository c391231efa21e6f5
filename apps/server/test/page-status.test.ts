// Status codes of the SPA's pages (unknown ones 404 so search engines drop them) and which pages other sites may
// frame (only embeds: ADR 0019).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestAppWithWebBuild, engine, type TestApp } from "./setup/test-app.ts";
import { buildFestival, buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";
import { uploadPhoto } from "./support/uploads.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
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

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe(`page status and framing on ${engine()}`, () => {
  it("serves the operators' area with noindex (robots.txt disallows it too)", async () => {
    const res = await get("/en/operator");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect((await get("/robots.txt")).body).toContain("Disallow: /en/operator");
    expect((await get("/sitemap.xml")).body).not.toContain("/operator");
  });

  it("answers 200 for known pages and 404 with the SPA shell for unknown ones", async () => {
    for (const url of ["/", "/de", "/en/", "/en/faq", "/fr/FAQ/", "/en/offline", "/en/login", "/en/messages/abc"])
      expect((await get(url)).statusCode, url).toBe(200);
    for (const url of [
      "/en/nope",
      "/en/faq/extra",
      "/en/tournament",
      "/en/tournament/a%20b",
      "/xx/faq",
      "/en/notfound",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("answers 404 for unknown, private and draft tournaments and festivals in every mode, 200 for visible ones", async () => {
    const pub = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const unlisted = await buildTournament(t.app, owner, { teams: 4, visibility: "unlisted", status: "published" });
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const draft = await buildTournament(t.app, owner, { teams: 4 });
    const festival = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    const hiddenFestival = await buildFestival(t.app, owner, { teams: 6, visibility: "private", status: "published" });
    for (const id of [pub.id, unlisted.id]) {
      for (const url of [`/en/tournament/${id}`, `/de/tournament/${id}/display`, `/en/embed/tournament/${id}`])
        expect((await get(url)).statusCode, url).toBe(200);
    }
    for (const url of [`/en/funino/${festival.id}`, `/en/funino/${festival.id}?view=display`])
      expect((await get(url)).statusCode, url).toBe(200);
    for (const id of [priv.id, draft.id, UNKNOWN]) {
      for (const url of [`/en/tournament/${id}`, `/de/tournament/${id}/display`, `/en/embed/tournament/${id}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain("noindex");
        expect(res.body, url).not.toContain("Spring Cup");
      }
    }
    for (const id of [hiddenFestival.id, UNKNOWN, pub.id])
      for (const url of [`/en/funino/${id}`, `/en/funino/${id}?view=display`])
        expect((await get(url)).statusCode, url).toBe(404);
    // A festival has no tournament embed.
    expect((await get(`/en/embed/tournament/${festival.id}`)).statusCode).toBe(404);
  });

  it("gives the owner of a private tournament the same 404 shell: nothing tells it apart, the app loads it", async () => {
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    const asOwner = await get(`/en/tournament/${priv.id}`, owner.cookie);
    const anonymous = await get(`/en/tournament/${UNKNOWN}`);
    expect(asOwner.statusCode).toBe(404);
    expect(asOwner.body).toBe(anonymous.body);
    // The SPA's own call still gives the owner the preview.
    expect((await get(`/api/v1/auth/tment/${priv.id}`, owner.cookie)).statusCode).toBe(200);
  });

  it("answers 200 for public albums, a noindex 200 shell for link-only ones (the key stays in the fragment), 404 else", async () => {
    const photo = await uploadPhoto(
      t.app,
      owner,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f9e44" } })
        .jpeg()
        .toBuffer(),
    );
    expect(photo.status).toBe(201);
    const album = async (visibility: string, consentConfirmed = visibility !== "private") => {
      const res = await caller(t.app, owner)("POST", "/api/v1/g/gsave", {
        title: `${visibility} album`,
        visibility,
        consentConfirmed,
        photos: [{ fileId: photo.body.id, caption: "" }],
      });
      expect(res.status).toBe(200);
      return res.body.id as string;
    };
    const pub = await get(`/en/gallery/${await album("public")}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toContain("noindex");
    const link = await get(`/de/gallery/${await album("link")}`);
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain("noindex");
    const priv = await album("private");
    for (const [url, cookie] of [
      [`/en/gallery/${priv}`, undefined],
      [`/en/gallery/${priv}`, owner.cookie],
      [`/en/gallery/${UNKNOWN}`, undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("noindex");
    }
    // An id the page refuses gets the SPA's not-found screen (which adds its own noindex).
    expect((await get("/en/gallery/not%20an%20id")).statusCode).toBe(404);
  });

  it("lets any site frame embeds only: frame-ancestors * there, 'none' and X-Frame-Options everywhere else", async () => {
    const pub = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const embed = await get(`/en/embed/tournament/${pub.id}?view=tables&theme=dark`);
    expect(embed.statusCode).toBe(200);
    expect(embed.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(embed.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(embed.body).toContain('<meta name="robots" content="noindex" />');
    for (const url of [
      `/en/tournament/${pub.id}`,
      `/en/tournament/${pub.id}/display`,
      "/en",
      "/en/faq",
      "/en/nope",
      "/api/health",
      `/api/v1/auth/tment/${pub.id}`,
      "/embed/tournament/x",
      "/en/embedx/tournament/x",
    ]) {
      const res = await get(url);
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });

  it("an embed of a private tournament reveals nothing, even to its owner's browser", async () => {
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    for (const cookie of [undefined, owner.cookie]) {
      const res = await get(`/en/embed/tournament/${priv.id}?view=schedule`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Spring Cup");
      expect(res.body).not.toContain("public-payload");
      expect(res.body).toBe((await get(`/en/embed/tournament/${UNKNOWN}?view=schedule`)).body);
    }
  });
});
