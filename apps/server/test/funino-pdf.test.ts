// Funino festival papers through the API (POST spielplan/funinopdfqrcode): the festival sheet (ladder and fixed
// plan), pitch cards and the QR poster in several languages, the QR codes' links, who may have them (like the
// public page), WRONG_MODE for a normal tournament, and that no outcome is ever printed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import { readPdf } from "./support/pdf-text.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type FestivalView,
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

const URL_PATH = "/api/v1/spielplan/funinopdfqrcode";
const PUBLIC_URL = "http://localhost:3000";

// Each request from its own address: the route's per-IP budget (30 a minute) is not what these tests are about.
let requests = 0;
const post = (user: TestUser | null, payload: object) => {
  requests += 1;
  return t.app.inject({
    method: "POST",
    url: URL_PATH,
    payload,
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: `10.77.${Math.floor(requests / 250)}.${(requests % 250) + 1}`,
  });
};

async function pdfOf(user: TestUser | null, payload: object) {
  const res = await post(user, payload);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // FUNINO_PDF_DUMP=<dir> keeps every PDF of a run, to look at the layout (e.g. with pdftoppm).
  if (process.env.FUNINO_PDF_DUMP)
    writeFileSync(path.join(process.env.FUNINO_PDF_DUMP, `${requests}.pdf`), res.rawPayload);
  const read = readPdf(res.rawPayload);
  expect(read.text).not.toContain("\uFFFD");
  // pdfkit may break a line after a hyphen or slash, which the reader shows as a space: joined again here.
  return { res, pdf: res.rawPayload, ...read, text: read.text.replace(/([-/])\s+/g, "$1") };
}

const nameOf = (f: FestivalView, id: string) => f.teams.find((x) => x.id === id)?.name ?? "?";

// ─── QR codes in the PDFs ───────────────────────────────────────────────────────────────────────────────

/** The QR code's modules of a page as a grid: pdfmake draws each dark module as a black filled square. */
function qrGrid(pdf: Buffer): boolean[][] {
  const latin = pdf.toString("latin1");
  const squares: Array<{ x: number; y: number; s: number }> = [];
  for (const m of latin.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, latin.indexOf("endstream", start))).toString("latin1");
    } catch {
      continue;
    }
    // "x y w h re", then the fill colour and "f" (top-left coordinates: the page starts with a flipping cm).
    for (const r of content.matchAll(
      /([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re\s+\/DeviceRGB cs\s+0 0 0 scn\s+\/Gs\d+ gs\s+f\b/g,
    )) {
      const [x, y, w, h] = [r[1], r[2], r[3], r[4]].map(Number) as [number, number, number, number];
      if (Math.abs(w - h) < 0.01) squares.push({ x, y, s: w });
    }
  }
  expect(squares.length, "a QR code on the page").toBeGreaterThan(50);
  const s = (squares[0] as { s: number }).s;
  const x0 = Math.min(...squares.map((q) => q.x));
  const y0 = Math.min(...squares.map((q) => q.y));
  const n = Math.round((Math.max(...squares.map((q) => q.x)) - x0) / s) + 1;
  const grid = Array.from({ length: n }, () => Array.from({ length: n }, () => false));
  for (const q of squares) {
    const row = grid[Math.round((q.y - y0) / s)];
    if (row) row[Math.round((q.x - x0) / s)] = true;
  }
  return grid;
}

const hasZbar = (() => {
  try {
    execFileSync("zbarimg", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Decodes a module grid with zbarimg (drawn 8 px a module with a quiet zone). */
async function zbarDecode(grid: boolean[][]): Promise<string> {
  const px = 8;
  const side = (grid.length + 8) * px;
  const raw = Buffer.alloc(side * side, 255);
  grid.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < px; dy++)
        raw.fill(0, ((y + 4) * px + dy) * side + (x + 4) * px, ((y + 4) * px + dy) * side + (x + 5) * px);
    });
  });
  const dir = mkdtempSync(path.join(tmpdir(), "funino-qr-"));
  try {
    const file = path.join(dir, "qr.png");
    writeFileSync(
      file,
      await sharp(raw, { raw: { width: side, height: side, channels: 1 } })
        .png()
        .toBuffer(),
    );
    return execFileSync("zbarimg", ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", file], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type QrNode = { qr: string; fit: number; _canvas?: Array<{ x: number; y: number; w: number }> };
const qrEnc = (createRequire(import.meta.url)("pdfmake/js/qrEnc.js") as { default: { measure(n: QrNode): QrNode } })
  .default;

/** The grid pdfmake's own encoder draws for `text` (the fallback where zbarimg is not installed). */
function encoderGrid(text: string): boolean[][] {
  const modules = (qrEnc.measure({ qr: text, fit: 1000 })._canvas ?? []).slice(1);
  const s = (modules[0] as { w: number }).w;
  const x0 = Math.min(...modules.map((q) => q.x));
  const y0 = Math.min(...modules.map((q) => q.y));
  const n = Math.round((Math.max(...modules.map((q) => q.x)) - x0) / s) + 1;
  const grid = Array.from({ length: n }, () => Array.from({ length: n }, () => false));
  for (const q of modules) (grid[Math.round((q.y - y0) / s)] as boolean[])[Math.round((q.x - x0) / s)] = true;
  return grid;
}

/** The PDF's QR code encodes exactly `url`: decoded by zbarimg where installed, else compared module by module. */
async function expectQr(pdf: Buffer, url: string) {
  const grid = qrGrid(pdf);
  if (hasZbar) expect(await zbarDecode(grid)).toBe(url);
  expect(grid).toEqual(encoderGrid(url));
  expect(grid).not.toEqual(encoderGrid(`${url}x`));
}

// ─── Festival sheet ─────────────────────────────────────────────────────────────────────────────────────

describe("kind sheet", () => {
  it("ladder: header, QR to the public festival page, round 1 named, blank rounds to come (de, en, tr)", async () => {
    const f = await buildFestival(t.app, owner, { teams: 12, status: "published" });
    expect(f.config.planType).toBe("ladder");
    const round1 = f.rounds[0];
    if (!round1) throw new Error("no round 1");

    const de = await pdfOf(null, { tmentid: f.id, lang: "de" });
    expect(de.res.headers["cache-control"]).toBe("public, max-age=60");
    expect(de.res.headers["content-disposition"]).toBe('attachment; filename="Festivalbogen-Funino-Festival.pdf"');
    expect(de.text).toContain("Funino-Festival: Spielbogen");
    expect(de.text).toContain("Funino Festival");
    expect(de.text).toContain("Samstag, 4. Mai 2030");
    expect(de.text).toContain("Abstieg · 3 gegen 3 · 6 Spielfelder · 12 Mannschaften · 7 Runden");
    expect(de.text).toContain("Anstoß 10:00 · Runden à 7 Min. · 3 Min. Wechselzeit");
    expect(de.text).toContain(`Festivalcode: ${f.shortCode}`);
    expect(de.text).toContain("Nach jeder Runde steigen die Gewinner ein Spielfeld auf");
    expect(de.text).toContain("Runde 1 10:00");
    expect(de.text).toContain("Runde 2 10:10");
    expect(de.text).toContain("Runde 7 11:00");
    expect(de.text).toContain("Spielfeld 1 oben");
    expect(de.text).toContain("Spielfeld 6 unten");
    for (const g of round1.games) {
      expect(de.text).toContain(nameOf(f, g.first));
      expect(de.text).toContain(nameOf(f, g.second));
    }
    await expectQr(de.pdf, `${PUBLIC_URL}/de/funino/${f.id}`);

    const en = await pdfOf(null, { tmentid: f.id, lang: "en", kind: "sheet" });
    expect(en.text).toContain("Funino festival sheet");
    expect(en.text).toContain("Ladder · 3 v 3 · 6 pitches · 12 teams · 7 rounds");
    expect(en.text).toContain("Round 7 11:00 Team W D W Team");
    expect(en.text).toContain("Draw: the team that lost its previous match moves up");
    expect(en.text).toContain("Page 1 of");
    await expectQr(en.pdf, `${PUBLIC_URL}/en/funino/${f.id}`);

    const tr = await pdfOf(null, { tmentid: f.id, lang: "tr" });
    expect(tr.text).toContain("Funino festivali formu");
    expect(tr.text).toContain("3'e 3 · 6 saha · 12 takım · 7 tur");
    expect(tr.text).toContain("7. tur 11:00");
    expect(tr.res.headers["content-disposition"]).toBe('attachment; filename="festival-formu-Funino-Festival.pdf"');
  });

  it("fixed plan: every round with its time, games per pitch and bench (es); the default language is English", async () => {
    const f = await buildFestival(t.app, owner, {
      teams: 9,
      status: "published",
      config: { planType: "fixed", rounds: 4, pitchCount: 4, startTime: "09:30", roundMinutes: 8, breakMinutes: 2 },
    });
    expect(f.rounds.length).toBeGreaterThan(1);
    const es = await pdfOf(null, { tmentid: f.id, lang: "es" });
    expect(es.text).toContain("Hoja del festival Funino");
    expect(es.text).toContain("Plan fijo · 3 contra 3 · 4 campos · 9 equipos");
    expect(es.text).toContain("Plan ronda por ronda");
    for (const r of f.rounds) {
      expect(es.text).toContain(`Ronda ${r.round} ${r.start.slice(11, 16)}`);
      for (const g of r.games) expect(es.text).toContain(`${nameOf(f, g.first)} – ${nameOf(f, g.second)}`);
      if (r.bench.length) expect(es.text).toContain(`Descansan: ${r.bench.map((b) => nameOf(f, b)).join(", ")}`);
    }
    expect(es.text).toContain("Ronda 2 09:40");
    expect(es.text).not.toContain("Escalera");

    const fallback = await pdfOf(null, { tmentid: f.id });
    expect(fallback.text).toContain("Round-by-round plan");
    expect(fallback.res.headers["content-disposition"]).toBe(
      'attachment; filename="festival-sheet-Funino-Festival.pdf"',
    );
  });
});

// ─── Pitch cards ────────────────────────────────────────────────────────────────────────────────────────

describe("kind pitchCards", () => {
  it("ladder: a card per pitch, 4 to a page, top and bottom marked, where the teams come from (en, fr)", async () => {
    const f = await buildFestival(t.app, owner, { teams: 12, status: "published" });
    const en = await pdfOf(null, { tmentid: f.id, lang: "en", kind: "pitchCards" });
    expect(en.pages).toBe(2);
    expect(en.res.headers["content-disposition"]).toBe('attachment; filename="pitch-cards-Funino-Festival.pdf"');
    expect(en.text).toContain("Top of the ladder");
    expect(en.text).toContain("Bottom of the ladder");
    expect(en.text).toContain("Winners go up to pitch 2, losers down to pitch 4");
    // Round 1 is drawn: its teams; later rounds follow the ladder (winner up one pitch, loser down one).
    const top = f.rounds[0]?.games[0];
    if (!top) throw new Error("no game");
    expect(en.text).toContain(`1 10:00 ${nameOf(f, top.first)} – ${nameOf(f, top.second)}`);
    expect(en.text).toContain("2 10:10 Winner of pitch 1 – Winner of pitch 2");
    expect(en.text).toContain("Loser of pitch 2 – Winner of pitch 4");
    expect(en.text).toContain("Loser of pitch 5 – Loser of pitch 6");
    expect(en.text).toContain("Tick one box per round");
    // Cutting marks: dashed lines across the page.
    expect(inflated(en.pdf)).toMatch(/\[4 3\] 0 d/);

    const fr = await pdfOf(null, { tmentid: f.id, lang: "fr", kind: "pitchCards" });
    expect(fr.text).toContain("Terrain le plus haut");
    expect(fr.text).toContain("Vainqueur du terrain 1 – Vainqueur du terrain 2");
    expect(fr.text).toContain("Perdant du terrain 5 – Perdant du terrain 6");
  });

  it("fixed plan with many rounds: the fixed teams per round, 2 cards to a page, in the pitches' order (it)", async () => {
    const f = await buildFestival(t.app, owner, {
      teams: 12,
      status: "published",
      config: { planType: "fixed", rounds: 5, pitchCount: 3, topPitch: "last" },
    });
    // 12 teams with 5 matches each on 3 pitches: 10 rounds, so half-page cards (3 cards on 2 pages).
    expect(f.roundCount).toBe(10);
    const it_ = await pdfOf(null, { tmentid: f.id, lang: "it", kind: "pitchCards" });
    expect(it_.pages).toBe(2);
    // A fixed plan has no top or bottom: the cards come in the pitches' order.
    expect(it_.text).toMatch(/^Funino Festival Campo 1 3 contro 3 G\. Ora Partita V P V 1 10:00 /);
    expect(it_.text.indexOf("Campo 2")).toBeLessThan(it_.text.indexOf("Campo 3"));
    expect(it_.text).not.toContain("Campo più alto");
    for (const g of f.rounds[1]?.games ?? [])
      expect(it_.text).toContain(`${nameOf(f, g.first)} – ${nameOf(f, g.second)}`);
  });
});

function inflated(pdf: Buffer): string {
  const latin = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of latin.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    try {
      out.push(inflateSync(pdf.subarray(start, latin.indexOf("endstream", start))).toString("latin1"));
    } catch {}
  }
  return out.join("\n");
}

// ─── Poster ─────────────────────────────────────────────────────────────────────────────────────────────

describe("kind poster", () => {
  it("one A4 page: festival title, name, scan text and a QR of the public festival page (tr, nl)", async () => {
    const f = await buildFestival(t.app, owner, { teams: 8, status: "published", visibility: "unlisted" });
    const tr = await pdfOf(null, { tmentid: f.id, lang: "tr", kind: "poster" });
    expect(tr.pages).toBe(1);
    expect(tr.text).toContain("Funino festivali");
    expect(tr.text).toContain("Funino Festival");
    expect(tr.text).toContain("Canlı plan için tarayın");
    expect(tr.text.replace(/\s+/g, "")).toContain(`${PUBLIC_URL}/tr/funino/${f.id}`);
    expect(tr.res.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("festival-QR-afişi-Funino-Festival.pdf")}`,
    );
    await expectQr(tr.pdf, `${PUBLIC_URL}/tr/funino/${f.id}`);

    const nl = await pdfOf(null, { tmentid: f.id, lang: "nl", kind: "poster" });
    expect(nl.text).toContain("Funino-festival");
    await expectQr(nl.pdf, `${PUBLIC_URL}/nl/funino/${f.id}`);
  });
});

// ─── Access, mode, hidden results ───────────────────────────────────────────────────────────────────────

describe("who may print (like the public page)", () => {
  it("private and draft festivals: owner and editor yes, anonymous and strangers 404; bad bodies 400", async () => {
    const priv = await buildFestival(t.app, owner, { visibility: "private", status: "published" });
    await makeEditor(t.app, owner, editor, priv.id);
    const draft = await buildFestival(t.app, owner, { visibility: "public" });
    for (const kind of ["sheet", "pitchCards", "poster"]) {
      for (const id of [priv.id, draft.id]) {
        const anon = await post(null, { tmentid: id, kind });
        expect(anon.statusCode, `${kind} anonymous`).toBe(404);
        expect(anon.json().error.code).toBe("TOURNAMENT_NOT_FOUND");
        const strange = await post(stranger, { tmentid: id, kind });
        expect(strange.statusCode, `${kind} stranger`).toBe(404);
        expect(strange.json().error.code).toBe("TOURNAMENT_NOT_FOUND");
        const own = await post(owner, { tmentid: id, kind });
        expect(own.statusCode, `${kind} owner`).toBe(200);
        expect(own.headers["cache-control"]).toBe("private, no-store");
      }
      expect((await post(editor, { tmentid: priv.id, kind })).statusCode, `${kind} editor`).toBe(200);
    }
    expect((await post(null, { tmentid: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    const bad = await post(owner, { tmentid: priv.id, kind: "flyer" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe("kind");
    const badLang = await post(owner, { tmentid: priv.id, lang: "xx" });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().error.fields[0].field).toBe("lang");
  });

  it("a normal tournament is 409 WRONG_MODE, once the caller may see it (a private one stays 404)", async () => {
    const tournament = await buildTournament(t.app, owner, { visibility: "public", status: "published", teams: 4 });
    const res = await post(null, { tmentid: tournament.id, lang: "en" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("WRONG_MODE");
    const priv = await buildTournament(t.app, owner, { visibility: "private", status: "published", teams: 4 });
    expect((await post(stranger, { tmentid: priv.id })).statusCode).toBe(404);
    expect((await post(owner, { tmentid: priv.id })).json().error.code).toBe("WRONG_MODE");
  });
});

describe("hidden results never in the PDF", () => {
  it("entered outcomes and scores are printed for nobody, with publicResults off (and on)", async () => {
    const f = await buildFestival(t.app, owner, {
      teams: 4,
      status: "published",
      config: { entry: "score", publicResults: false, pitchCount: 2, rounds: 3 },
    });
    const kinds = ["sheet", "pitchCards"] as const;
    const before = await Promise.all(kinds.map(async (kind) => (await pdfOf(owner, { tmentid: f.id, kind })).text));

    // Round 1 fully played with distinctive scores: round 2 is computed from the outcomes.
    const scores: Array<[number, number]> = [
      [87, 13],
      [79, 11],
    ];
    // Text without the short code (letters and digits that could look like a score).
    const printed = (text: string) => text.replaceAll(f.shortCode, "");
    const noScores = (text: string) => {
      for (const s of ["87", "13", "79", "11"]) expect(printed(text)).not.toMatch(new RegExp(`(^|\\D)${s}(\\D|$)`));
    };
    for (const [game, [first, second]] of scores.entries()) {
      const latest = (await caller(t.app, owner)("GET", `/api/v1/funino/${f.id}`)).body as FestivalView;
      const res = await caller(t.app, owner)("POST", "/api/v1/funino/result", {
        id: f.id,
        round: 1,
        game,
        outcome: "first",
        score: { first, second },
        planVersion: latest.planVersion,
        idempotencyKey: newKey(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const played = (await caller(t.app, owner)("GET", `/api/v1/funino/${f.id}`)).body as FestivalView;
    expect(played.rounds.length).toBe(2);
    expect(played.rounds[0]?.outcomes.length).toBe(2);

    for (const user of [null, stranger, owner]) {
      for (const [i, kind] of kinds.entries()) {
        const { text } = await pdfOf(user, { tmentid: f.id, kind });
        noScores(text);
        // Round 1 reads exactly as before; round 2 now names its teams (the public page shows them too).
        const round1 = (s: string) => s.slice(0, s.indexOf(kind === "sheet" ? "Round 2" : "2 10:10"));
        expect(round1(text)).toBe(round1(before[i] as string));
      }
    }
    const round2 = played.rounds[1]?.games[0];
    if (!round2) throw new Error("no round 2");
    expect((await pdfOf(null, { tmentid: f.id })).text).toContain(nameOf(played, round2.first));

    // Results made public: the papers still show none (they are for filling in by hand).
    const updated = await caller(t.app, owner)("POST", "/api/v1/funino/update", {
      id: f.id,
      config: { ...played.config, publicResults: true },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const open = await pdfOf(null, { tmentid: f.id });
    noScores(open.text);
  });
});
