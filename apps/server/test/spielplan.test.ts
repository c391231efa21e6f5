// Schedule exports through the API: the schedule PDF (text, Turkish glyphs, results, tables, logo), the QR
// poster, the QR image, and who may have them (like the public page).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrPng } from "../src/lib/qr.ts";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import { readPdf } from "./support/pdf-text.ts";
import {
  buildTournament,
  caller,
  createUser,
  makeEditor,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
  editor = await createUser(t.database);
  stranger = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const TURKISH_NAME = "Yıldız Kupası İstanbul – Şükrü Ağaoğlu";

async function setGeneral(id: string, general: Record<string, unknown>, patch: Record<string, unknown>) {
  const res = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
    id,
    general: { ...general, ...patch },
  });
  if (res.status !== 200) throw new Error(`ueditallgemein: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { general: Record<string, unknown> };
}

const post = (url: string, user: TestUser | null, payload: object) =>
  t.app.inject({ method: "POST", url, payload, headers: user ? { cookie: user.cookie } : {} });

describe("POST spielplan/spielplan", () => {
  it("renders the schedule with Turkish text, results, tables and the QR link, in the requested language", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 6 });
    await setGeneral(view.id, view.general as Record<string, unknown>, {
      name: TURKISH_NAME,
      venue: { name: "Çamlıca Spor Tesisleri", city: "İzmir" },
    });
    const playable = view.matches.find((m) => m.home.teamId && m.away.teamId);
    if (!playable) throw new Error("no playable match");
    const entered = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: playable.id, home: 7, away: 3 }],
    });
    expect(entered.status).toBe(200);

    const res = await post("/api/v1/spielplan/spielplan", null, { tmentid: view.id, lang: "tr" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    // Named in the page's language, letters kept (RFC 5987) with an ASCII spelling as the fallback.
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="fikstuer-Yildiz-Kupasi-Istanbul-Suekrue-Agaoglu.pdf"; ' +
        `filename*=UTF-8''${encodeURIComponent("fikstür-Yıldız-Kupası-İstanbul-Şükrü-Ağaoğlu.pdf")}`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, fonts } = readPdf(pdf);
    // The font is embedded (a subset of Roboto), and it has the Turkish glyphs: ğ ş ı İ decode to themselves.
    expect(fonts.some((f) => /\+Roboto-/.test(f))).toBe(true);
    expect(text).toContain("Yıldız Kupası İstanbul – Şükrü Ağaoğlu");
    expect(text).toContain("Çamlıca Spor Tesisleri, İzmir");
    expect(text).not.toContain("\uFFFD");
    // Turkish catalog texts (schedule title, table heads, page footer) and the entered score.
    expect(text).toContain("Fikstür");
    expect(text).toContain("Saat Saha Aşama Maç Skor");
    expect(text).toContain("Sayfa 1 /");
    expect(text).toContain("7:3");
    const teamA = view.teams.find((x) => x.id === playable.home.teamId)?.name ?? "";
    expect(text).toContain(teamA);
    // Knockout matches show their placeholders until the teams are known.
    expect(text).toContain("A Grubu, 1. sıra – B Grubu, 2. sıra");
    expect(text).toContain("SF1 galibi – SF2 galibi");
  });

  it("answers in English by default and with English texts for lang en", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "unlisted", status: "published", teams: 4 });
    const res = await post("/api/v1/spielplan/spielplan", null, { tmentid: view.id });
    expect(res.statusCode).toBe(200);
    const { text } = readPdf(res.rawPayload);
    expect(text).toContain("Spring Cup");
    expect(text).toContain("Schedule");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="schedule-Spring-Cup.pdf"');
    expect(text).toContain("Page 1 of");
    expect(text).not.toContain("9:8");

    // A result entered afterwards is in the next download (rendered PDFs are kept per revision only).
    const playable = view.matches.find((m) => m.home.teamId && m.away.teamId);
    if (!playable) throw new Error("no playable match");
    const entered = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: playable.id, home: 9, away: 8 }],
    });
    expect(entered.status).toBe(200);
    const again = await post("/api/v1/spielplan/spielplan", null, { tmentid: view.id, lang: "en" });
    expect(readPdf(again.rawPayload).text).toContain("9:8");
  });

  it("shows the tournament's logo (an image is embedded) when it has one", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 4 });
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const boundary = "----h3logo";
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      headers: { cookie: owner.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const without = await post("/api/v1/spielplan/spielplan", null, { tmentid: view.id, lang: "de" });
    expect(without.rawPayload.includes(Buffer.from("/Subtype /Image"))).toBe(false);
    await setGeneral(view.id, view.general as Record<string, unknown>, { logoFileId: upload.json().id });
    const withLogo = await post("/api/v1/spielplan/spielplan", null, { tmentid: view.id, lang: "de" });
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.rawPayload.includes(Buffer.from("/Subtype /Image"))).toBe(true);
    expect(readPdf(withLogo.rawPayload).text).toContain("Spielplan");
  });

  it("400 names the field for a bad body (also for the funino papers)", async () => {
    const bad = await post("/api/v1/spielplan/spielplan", owner, { tmentid: "x", lang: "xx" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe("lang");
    const missing = await post("/api/v1/spielplan/spielplan", owner, { lang: "en" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[0].field).toBe("tmentid");
    expect((await post("/api/v1/spielplan/funinopdfqrcode", owner, {})).statusCode).toBe(400);
  });
});

describe("authorization (like the public page)", () => {
  it("private: owner and editor get it, anonymous and other users 404; drafts likewise", async () => {
    const priv = await buildTournament(t.app, owner, { visibility: "private", status: "published", teams: 4 });
    await makeEditor(t.app, owner, editor, priv.id);
    const draft = await buildTournament(t.app, owner, { visibility: "public", teams: 4 });
    for (const url of ["/api/v1/spielplan/spielplan", "/api/v1/spielplan/pdfqrcode"]) {
      for (const id of [priv.id, draft.id]) {
        const anon = await post(url, null, { tmentid: id, lang: "en" });
        expect(anon.statusCode, `${url} anonymous`).toBe(404);
        expect(anon.json().error.code).toBe("TOURNAMENT_NOT_FOUND");
        expect((await post(url, stranger, { tmentid: id, lang: "en" })).statusCode, `${url} stranger`).toBe(404);
        const own = await post(url, owner, { tmentid: id, lang: "en" });
        expect(own.statusCode, `${url} owner`).toBe(200);
        expect(own.headers["cache-control"]).toBe("private, no-store");
      }
      expect((await post(url, editor, { tmentid: priv.id, lang: "en" })).statusCode, `${url} editor`).toBe(200);
      expect((await post(url, null, { tmentid: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
      expect((await post(url, null, { tmentid: "not-an-id" })).statusCode).toBe(404);
    }
    const qrAnon = await t.app.inject({ method: "GET", url: `/api/v1/spielplan/qrcode/${priv.id}` });
    expect(qrAnon.statusCode).toBe(404);
    const qrOwner = await t.app.inject({
      method: "GET",
      url: `/api/v1/spielplan/qrcode/${priv.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(qrOwner.statusCode).toBe(200);
  });
});

describe("QR poster and QR image", () => {
  it("the poster is one A4 page with the name, the scan text and the link", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 4 });
    await setGeneral(view.id, view.general as Record<string, unknown>, { name: TURKISH_NAME });
    const res = await post("/api/v1/spielplan/pdfqrcode", null, { tmentid: view.id, lang: "tr" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
    const { text, pages } = readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain(TURKISH_NAME);
    expect(text).toContain("Canlı sonuçlar için tarayın");
    expect(res.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("QR-afişi-Yıldız-Kupası-İstanbul-Şükrü-Ağaoğlu.pdf")}`,
    );
    // pdfkit draws a long link in pieces (it may break after "/" or "-"): compare without the joins.
    expect(text.replace(/\s+/g, "")).toContain(`http://localhost:3000/tr/tournament/${view.id}`);
  });

  it("the QR image is a PNG of the public page under PUBLIC_URL in the given language", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 4 });
    const res = await t.app.inject({ method: "GET", url: `/api/v1/spielplan/qrcode/${view.id}?lang=de&size=300` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.headers["content-disposition"]).toBe('inline; filename="QR-Code-Spring-Cup.png"');
    const info = await sharp(res.rawPayload).metadata();
    expect(info.width).toBe(300);
    // The same QR as one made of the expected link: the image encodes exactly the public page under PUBLIC_URL.
    expect(res.rawPayload.equals(await qrPng(`http://localhost:3000/de/tournament/${view.id}`, 300))).toBe(true);
    expect(res.rawPayload.equals(await qrPng(`http://localhost:3000/en/tournament/${view.id}`, 300))).toBe(false);
    const tooBig = await t.app.inject({ method: "GET", url: `/api/v1/spielplan/qrcode/${view.id}?size=99999` });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields[0].field).toBe("size");
  });
});
