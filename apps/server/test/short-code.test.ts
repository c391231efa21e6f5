// Short codes a parent can type: one per tournament, unique, any letter case; /t/{code} redirects like the
// public page is visible (private, draft and unknown codes all get the same not-found answer); search finds one.
import { SHORT_CODE_ALPHABET } from "@kickoff/domain/short-code.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournaments } from "../src/db/schema.ts";
import { preferredLanguage } from "../src/routes/short-link.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{6}$`);

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe(`short codes on ${engine()}`, () => {
  it("every new tournament (also a duplicate) gets its own well-formed code, shown to organisers and viewers", async () => {
    const as = caller(t.app, owner);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await as("POST", "/api/v1/tment/create", { name: `Cup ${i}`, startDate: "2030-05-04" });
      expect(created.status).toBe(201);
      codes.push(created.body.shortCode);
    }
    const view = await buildTournament(t.app, owner, { status: "published", teams: 4 });
    const copy = await as("POST", "/api/v1/tment/duplicate", { id: view.id });
    expect(copy.status).toBe(201);
    codes.push(view.shortCode, copy.body.shortCode);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    const page = await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`);
    expect(page.body.shortCode).toBe(view.shortCode);
  });

  it("the database refuses a code twice", async () => {
    const a = await buildTournament(t.app, owner, { plan: false });
    const b = await buildTournament(t.app, owner, { plan: false });
    await expect(
      t.database.db.update(tournaments).set({ shortCode: a.shortCode }).where(eq(tournaments.id, b.id)),
    ).rejects.toThrow();
  });

  it("/t/{code} redirects (302) to the tournament page in the visitor's language, in any letter case", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 4 });
    const plain = await open(`/t/${view.shortCode}`);
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe(`/en/tournament/${view.id}`);
    const lower = await open(`/t/${view.shortCode.toLowerCase()}`, { "accept-language": "fr-CH, de;q=0.9" });
    expect(lower.statusCode).toBe(302);
    expect(lower.headers.location).toBe(`/fr/tournament/${view.id}`);
    const dashed = await open(`/t/${view.shortCode.slice(0, 3)}-${view.shortCode.slice(3)}`, {
      "accept-language": "de-DE,de;q=0.9,en;q=0.8",
      cookie: "locale=tr",
    });
    expect(dashed.statusCode).toBe(302);
    expect(dashed.headers.location).toBe(`/tr/tournament/${view.id}`);

    const unlisted = await buildTournament(t.app, owner, { visibility: "unlisted", status: "running", teams: 4 });
    expect((await open(`/t/${unlisted.shortCode}`)).headers.location).toBe(`/en/tournament/${unlisted.id}`);
  });

  it("private, draft, unknown and malformed codes all answer the same not-found page", async () => {
    const priv = await buildTournament(t.app, owner, { visibility: "private", status: "running", teams: 4 });
    const draft = await buildTournament(t.app, owner, { visibility: "public", status: "draft", teams: 4 });
    const unknown = [...SHORT_CODE_ALPHABET].slice(0, 6).join("");
    const answers = [];
    for (const code of [priv.shortCode, draft.shortCode, unknown === priv.shortCode ? "ZZZZZZ" : unknown, "O0I1L!"]) {
      const res = await open(`/t/${encodeURIComponent(code)}`);
      expect(res.statusCode, code).toBe(404);
      expect(res.headers.location).toBeUndefined();
      answers.push(JSON.parse(res.body).error.code);
    }
    expect(new Set(answers)).toEqual(new Set(["ROUTE_NOT_FOUND"]));
    // The owner's session changes nothing: the short URL is for the public.
    const asOwner = await open(`/t/${priv.shortCode}`, { cookie: owner.cookie });
    expect(asOwner.statusCode).toBe(404);
  });

  it("the public search finds a public tournament by its code (any case), never a private one", async () => {
    const pub = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 4 });
    const priv = await buildTournament(t.app, owner, { visibility: "private", status: "published", teams: 4 });
    const search = (text: string) => caller(t.app, null)("POST", "/api/v1/auth/tment/getpublic", { text });
    const found = await search(` ${pub.shortCode.toLowerCase()} `);
    expect(found.status).toBe(200);
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([pub.id]);
    expect((await search(priv.shortCode)).body.items).toEqual([]);
    // Ordinary words still search as before.
    expect((await search("Spring Cup")).body.total).toBeGreaterThan(0);
  });
});

describe("the short URL in OpenAPI", () => {
  it("is documented with its redirect and not-found answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const get = doc.paths["/t/{code}"].get;
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(["302", "404", "429"]));
    expect(get.description).toContain("Accept-Language");
  });
});

describe("the language of a short URL", () => {
  it("follows the locale cookie, then Accept-Language by weight, then English", () => {
    expect(preferredLanguage("de", "fr")).toBe("de");
    expect(preferredLanguage("xx", "fr-FR,fr;q=0.9")).toBe("fr");
    expect(preferredLanguage(undefined, "ja;q=1, nl;q=0.5, it;q=0.8")).toBe("it");
    expect(preferredLanguage(undefined, "pt-BR")).toBe("pt");
    expect(preferredLanguage(undefined, "ja, zh;q=0.5, tr;q=0")).toBe("en");
    expect(preferredLanguage(undefined, undefined)).toBe("en");
  });
});
