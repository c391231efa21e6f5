// The legal texts: the deployer's Markdown in DATA_DIR/legal replaces the built-in text without a restart, its front
// matter sets the published version; `kind` and `lang` are closed lists (no path of the caller's choosing is read);
// user/acceptterms records the published versions for a logged-in user only.
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILT_IN_LEGAL_VERSIONS } from "@kickoff/domain/legal-contracts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildUser, client, uniqueEmail } from "./support/accounts.ts";

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    OPERATOR_NAME: "FC Beispiel e.V.",
    OPERATOR_ADDRESS: "Sportplatzweg 1\\n12345 Musterstadt",
    OPERATOR_EMAIL: "vorstand@example.test",
  });
  bare = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
});

const legalDir = () => path.join(t.config.dataDir, "legal");
function writeLegal(name: string, text: string, mtime?: Date) {
  mkdirSync(legalDir(), { recursive: true });
  const file = path.join(legalDir(), name);
  writeFileSync(file, text);
  if (mtime) utimesSync(file, mtime, mtime);
}
const get = (app: TestApp, url: string) => app.app.inject({ method: "GET", url });

describe(`legal texts on ${engine()}`, () => {
  it("answers the built-in text (markdown null) with the built-in version when no file is there", async () => {
    const res = await get(bare, "/api/v1/content/legal/agb?lang=de");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: "agb",
      markdown: null,
      language: null,
      published: BUILT_IN_LEGAL_VERSIONS.agb,
      operator: null,
    });
    const versions = await get(bare, "/api/v1/content/legal/versions");
    expect(versions.json()).toEqual({
      terms: BUILT_IN_LEGAL_VERSIONS.agb,
      privacy: BUILT_IN_LEGAL_VERSIONS.dataprivacy,
    });
  });

  it("gives the imprint the operator from the configuration, and null when it is not configured", async () => {
    const res = await get(t, "/api/v1/content/legal/imprint?lang=en");
    expect(res.json().operator).toEqual({
      name: "FC Beispiel e.V.",
      address: ["Sportplatzweg 1", "12345 Musterstadt"],
      email: "vorstand@example.test",
      phone: null,
      representative: null,
      register: null,
      vatId: null,
    });
    expect((await get(t, "/api/v1/content/legal/agb?lang=en")).json().operator).toBeNull();
    expect((await get(bare, "/api/v1/content/legal/imprint?lang=en")).json().operator).toBeNull();
  });

  it("serves the deployer's file of the language, else the language-neutral one; front matter sets the version", async () => {
    writeLegal("dataprivacy.md", "---\nversion: 2030-02\ndate: 2030-02-01\n---\n# Privacy\n\nNeutral text.\n");
    writeLegal("dataprivacy.de.md", "# Datenschutz\n\nDeutscher Text.\n");

    const de = (await get(t, "/api/v1/content/legal/dataprivacy?lang=de")).json();
    expect(de).toMatchObject({ markdown: "# Datenschutz\n\nDeutscher Text.\n", language: "de" });
    // The published version is the highest among the kind's files, whichever file a language is served from.
    expect(de.published).toEqual({ version: "2030-02", date: "2030-02-01" });

    const fr = (await get(t, "/api/v1/content/legal/dataprivacy?lang=fr")).json();
    expect(fr).toMatchObject({ markdown: "# Privacy\n\nNeutral text.\n", language: null });
    expect(fr.published).toEqual({ version: "2030-02", date: "2030-02-01" });

    const versions = (await get(t, "/api/v1/content/legal/versions")).json();
    expect(versions.privacy).toEqual({ version: "2030-02", date: "2030-02-01" });
    expect(versions.terms).toEqual(BUILT_IN_LEGAL_VERSIONS.agb);
  });

  it("reads a changed file again (its modification time changed) without a restart", async () => {
    writeLegal("agb.en.md", "# Terms\n\nFirst.\n", new Date("2030-01-01T00:00:00Z"));
    expect((await get(t, "/api/v1/content/legal/agb?lang=en")).json().markdown).toBe("# Terms\n\nFirst.\n");
    writeLegal("agb.en.md", "---\nversion: 2031-01\ndate: 2031-01-10\n---\n# Terms\n\nSecond.\n");
    const second = (await get(t, "/api/v1/content/legal/agb?lang=en")).json();
    expect(second.markdown).toBe("# Terms\n\nSecond.\n");
    expect(second.published).toEqual({ version: "2031-01", date: "2031-01-10" });
  });

  it("ignores a malformed front matter (the built-in version stays published)", async () => {
    writeLegal("imprint.md", "---\nversion: <script>\ndate: soon\n---\nText\n");
    const res = (await get(t, "/api/v1/content/legal/imprint?lang=it")).json();
    expect(res.markdown).toBe("Text\n");
    expect(res.published).toEqual(BUILT_IN_LEGAL_VERSIONS.imprint);
  });

  it("refuses kinds and languages outside the closed lists: no path of the caller's choosing is read", async () => {
    writeLegal("secret.md", "not a legal text");
    for (const url of [
      "/api/v1/content/legal/secret",
      "/api/v1/content/legal/..%2F..%2Fsession-secret",
      "/api/v1/content/legal/..%2Fsession-secret?lang=en",
      "/api/v1/content/legal/agb?lang=..%2F..%2Fsession-secret",
      "/api/v1/content/legal/agb?lang=xx",
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("VALIDATION_FAILED");
      expect(res.body).not.toContain("not a legal text");
    }
  });
});

describe(`registration on ${engine()}`, () => {
  it("records the published versions: the deployer's front matter, else the built-in ones", async () => {
    writeLegal("agb.md", "---\nversion: 2032-05\ndate: 2032-05-01\n---\nTerms.\n");
    const email = uniqueEmail("legal");
    const res = await client(t.app).post("/api/v1/auth/registration", {
      email,
      password: "a long enough passphrase",
      displayName: "Legal Tester",
      language: "en",
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(res.statusCode).toBe(202);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const published = (await get(t, "/api/v1/content/legal/versions")).json();
    expect(published.terms.version).toBe("2032-05");
    expect(row).toMatchObject({ termsVersion: "2032-05", privacyVersion: published.privacy.version });
  });
});

describe(`user/acceptterms on ${engine()}`, () => {
  it("answers 401 without a session, whatever the body", async () => {
    const res = await bare.app.inject({ method: "POST", url: "/api/v1/user/acceptterms", payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it("records the published versions, and shows them in auth/me", async () => {
    const user = await buildUser(bare.database);
    await bare.database.db
      .update(users)
      .set({ termsVersion: "2020-01", privacyVersion: "2020-01" })
      .where(eq(users.id, user.id));
    const c = client(bare.app);
    expect((await c.login(user.email, user.password)).statusCode).toBe(200);
    expect((await c.get("/api/v1/auth/me")).json()).toMatchObject({
      termsVersion: "2020-01",
      privacyVersion: "2020-01",
    });

    const res = await c.post("/api/v1/user/acceptterms", {
      termsVersion: BUILT_IN_LEGAL_VERSIONS.agb.version,
      privacyVersion: BUILT_IN_LEGAL_VERSIONS.dataprivacy.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      termsVersion: BUILT_IN_LEGAL_VERSIONS.agb.version,
      privacyVersion: BUILT_IN_LEGAL_VERSIONS.dataprivacy.version,
    });
    const [row] = await bare.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      termsVersion: BUILT_IN_LEGAL_VERSIONS.agb.version,
      privacyVersion: BUILT_IN_LEGAL_VERSIONS.dataprivacy.version,
    });
  });

  it("refuses versions that are not the published ones, naming the field, and records nothing", async () => {
    const user = await buildUser(t.database);
    await t.database.db.update(users).set({ termsVersion: "2020-01" }).where(eq(users.id, user.id));
    const c = client(t.app);
    await c.login(user.email, user.password);
    const published = (await get(t, "/api/v1/content/legal/versions")).json();
    const res = await c.post("/api/v1/user/acceptterms", {
      termsVersion: "2020-01",
      privacyVersion: published.privacy.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(JSON.stringify(res.json().error)).toContain("termsVersion");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.termsVersion).toBe("2020-01");
  });
});
