// An event's PDFs (issue 19 item 6, GET event/pdf/{id}): the day's schedule per pitch across divisions (read back
// with pdftotext), the poster's QR code (decoded with zbarimg), the division redirect, who may have them and the
// query's validation. A three-division event (festival and two tournaments) on shared pitches. PGlite and PostgreSQL.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DivisionWindow } from "@kickoff/domain/event-contracts.ts";
import type { FuninoState } from "@kickoff/domain/funino-contracts.ts";
import { roundCountOf, roundStart } from "@kickoff/domain/funino-festival.ts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventEditors, tournaments } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildEvent as buildEventVia, ok, sixPitches } from "./support/event-factories.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";

const PUBLIC_URL = "http://localhost:3000";
const DAY = "2030-06-13";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Owner" });
  editor = await createUser(t.database, { displayName: "Event Editor" });
  stranger = await createUser(t.database, { displayName: "Stranger" });
});
afterAll(async () => {
  await t?.close();
});

/** U7 festival, U9 and U13 tournaments on six shared pitches, planned in the proposed windows and published. */
async function buildEvent(visibility: "public" | "private") {
  const built = await buildEventVia(t, owner, {
    general: {
      name: "Jugend Cup",
      startDate: DAY,
      visibility,
      venue: { name: "Sportpark", city: "Köln" },
      pitches: sixPitches("Feld"),
    },
    divisions: [
      { mode: "funino", name: "U7 Festival", ageGroupLabel: "U7", teams: 8 },
      { mode: "normal", name: "U9 Cup", ageGroupLabel: "U9", teams: 10 },
      { mode: "normal", name: "U13 Cup", ageGroupLabel: "U13", teams: 8 },
    ],
    windows: "propose",
    seed: "event-pdf",
  });
  const [u7, u9, u13] = built.divisions as [string, string, string];
  return { id: built.id, u7, u9, u13 };
}

type Booking = { division: string; pitch: string; time: string; start: string };

/** Every pitch booking of the stored plans: tournaments' matches, and festivals' games on their window's pitches. */
async function storedBookings(ids: string[]): Promise<Booking[]> {
  const rows = await t.database.db.select().from(tournaments).where(inArray(tournaments.id, ids));
  return rows.flatMap((row) => {
    if (row.mode === "funino") {
      const festival = row.funino as FuninoState;
      const window = row.eventWindow as DivisionWindow;
      // A ladder's later rounds are not drawn yet: every pitch of the window is booked for them all the same.
      const count = roundCountOf(festival);
      return Array.from({ length: count }, (_, i) => i + 1).flatMap((round) => {
        const start = roundStart(festival.config, row.startDate, round);
        const games = festival.rounds[round - 1]?.games.map((g) => Number(g.pitch) - 1);
        const used = games ?? window.pitches.slice(0, festival.rounds[0]?.games.length ?? 0).map((_, p) => p);
        return used.map((p) => ({
          division: row.name,
          pitch: window.pitches[p] as string,
          start,
          time: start.slice(11, 16),
        }));
      });
    }
    return (row.matches as Array<{ pitch: string; start: string }>).map((m) => ({
      division: row.name,
      pitch: m.pitch,
      start: m.start,
      time: m.start.slice(11, 16),
    }));
  });
}

// Each request from its own address: the route's per-IP budget is not what these tests are about.
let requests = 0;
const get = (url: string, user: TestUser | null = null) => {
  requests += 1;
  return t.app.inject({
    method: "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: `10.78.${Math.floor(requests / 250)}.${(requests % 250) + 1}`,
  });
};

function withTempFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "event-pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) =>
  withTempFile(pdf, (file) => execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }));

/** The QR code on the first page, decoded by zbarimg from a 150 dpi rendering. */
const qrOf = (pdf: Buffer) =>
  withTempFile(pdf, (file, dir) => {
    execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", file, path.join(dir, "page")]);
    const png = path.join(dir, "page-1.png");
    return execFileSync("zbarimg", ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", png], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  });

async function pdfOf(url: string, user: TestUser | null = null) {
  const res = await get(url, user);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return { res, pdf: res.rawPayload, text: pdfText(res.rawPayload) };
}

/** The text of each pitch's section: from its title line to the next pitch's title line. */
function sections(text: string, pitchNames: string[]): Map<string, string> {
  const lines = text.split(/\r?\n|\f/);
  const out = new Map<string, string>();
  let current: string | null = null;
  for (const line of lines) {
    const title = pitchNames.find((p) => line.trim() === p);
    if (title) {
      current = title;
      out.set(title, "");
      continue;
    }
    if (current) out.set(current, `${out.get(current)}${line}\n`);
  }
  return out;
}

/** "HH:MM division" of each match row of a section, in printed order. */
const rowsOf = (section: string) =>
  [...section.matchAll(/^\s*(\d\d:\d\d)\s+(U7 Festival|U9 Cup|U13 Cup)\b/gm)].map((m) => `${m[1]} ${m[2]}`);

describe(`event PDFs on ${engine()}`, () => {
  it("pitches: each pitch's section holds every match of that pitch of every division in kick-off order (de)", async () => {
    const { id, u7, u9, u13 } = await buildEvent("public");
    const bookings = await storedBookings([u7, u9, u13]);
    const pitches = ["A", "B", "C", "D", "E", "F"];
    // A pitch two divisions share: the point of the pitch desk's paper.
    const shared = pitches.find((p) => new Set(bookings.filter((b) => b.pitch === p).map((b) => b.division)).size > 1);
    expect(shared, "a pitch used by two divisions").toBeDefined();

    const { res, text } = await pdfOf(`/api/v1/event/pdf/${id}?kind=pitches&lang=de`);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Spielfeldplan-Jugend-Cup-2030-06-13.pdf"');
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(text).toContain("Spielplan je Spielfeld");
    expect(text).toContain("13. Juni 2030");
    expect(text).toContain("Altersklasse");
    expect(text).toContain("Runde 1");
    const bySection = sections(
      text,
      pitches.map((p) => `Feld ${p}`),
    );
    expect([...bySection.keys()]).toEqual(pitches.map((p) => `Feld ${p}`));
    for (const pitch of pitches) {
      const expected = bookings
        .filter((b) => b.pitch === pitch && b.start.startsWith(DAY))
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((b) => `${b.time} ${b.division}`);
      expect(rowsOf(bySection.get(`Feld ${pitch}`) ?? ""), `pitch ${pitch}`).toEqual(expected);
    }
    const printed = pitches.flatMap((p) => rowsOf(bySection.get(`Feld ${p}`) ?? ""));
    expect(printed.length).toBe(bookings.filter((b) => b.start.startsWith(DAY)).length);
    expect(printed.length).toBeGreaterThan(30);
    if (process.env.EVENT_PDF_DUMP) writeFileSync(path.join(process.env.EVENT_PDF_DUMP, "pitches.pdf"), res.rawPayload);
    const sharedRows = rowsOf(bySection.get(`Feld ${shared}`) ?? "");
    expect(new Set(sharedRows.map((r) => r.slice(6))).size).toBeGreaterThan(1);

    // The same paper in English; an unchanged event answers 304 to its ETag.
    const en = await pdfOf(`/api/v1/event/pdf/${id}?kind=pitches&lang=en&date=${DAY}`);
    expect(en.text).toContain("Schedule per pitch");
    expect(en.res.headers["content-disposition"]).toContain("pitch-schedule-Jugend-Cup");
    const etag = en.res.headers.etag as string;
    requests += 1;
    const again = await t.app.inject({
      method: "GET",
      url: `/api/v1/event/pdf/${id}?kind=pitches&lang=en&date=${DAY}`,
      headers: { "if-none-match": etag },
      remoteAddress: `10.79.0.${(requests % 250) + 1}`,
    });
    expect(again.statusCode).toBe(304);

    // A result entered in U9: printed in its row (7:5, a score no plan time looks like), and the ETag moves on.
    const u9Row = await t.database.db
      .select()
      .from(tournaments)
      .where(inArray(tournaments.id, [u9]));
    const played = (u9Row[0]?.matches as Array<{ id: string; pitch: string; start: string }> | undefined)?.[0];
    if (!played) throw new Error("U9 has no match");
    await ok(
      caller(t.app, owner)("PUT", "/api/v1/tment/update", {
        id: u9,
        idempotencyKey: `event-pdf-${played.id}`,
        results: [{ matchId: played.id, home: 7, away: 5 }],
      }),
    );
    const scored = await pdfOf(`/api/v1/event/pdf/${id}?kind=pitches&lang=en&date=${DAY}`);
    expect(scored.res.headers.etag).not.toBe(etag);
    const playedSection =
      sections(
        scored.text,
        pitches.map((p) => `Feld ${p}`),
      ).get(`Feld ${played.pitch}`) ?? "";
    expect(playedSection).toMatch(new RegExp(`^\\s*${played.start.slice(11, 16)}\\s+U9 Cup.*7:5\\s*$`, "m"));

    // Poster: the QR code is the public event page in the page's language, the URL also in text.
    const poster = await pdfOf(`/api/v1/event/pdf/${id}?kind=poster&lang=de`);
    expect(poster.res.headers["content-disposition"]).toBe('attachment; filename="Plakat-Jugend-Cup.pdf"');
    expect(poster.text).toContain("Jugend Cup");
    expect(poster.text).toContain("Sportpark, Köln");
    for (const name of ["U7 Festival", "U9 Cup", "U13 Cup"]) expect(poster.text).toContain(name);
    expect(poster.text).toContain(`${PUBLIC_URL}/de/event/${id}`);
    expect(qrOf(poster.pdf)).toBe(`${PUBLIC_URL}/de/event/${id}`);
    if (process.env.EVENT_PDF_DUMP) writeFileSync(path.join(process.env.EVENT_PDF_DUMP, "poster.pdf"), poster.pdf);

    // Division: a redirect to the division's own PDF, which answers.
    const toU9 = await get(`/api/v1/event/pdf/${id}?kind=division&division=${u9}&lang=de`);
    expect(toU9.statusCode).toBe(302);
    expect(toU9.headers.location).toBe(`/api/v1/spielplan/spielplan/${u9}?lang=de`);
    const u9Pdf = await pdfOf(toU9.headers.location as string);
    expect(u9Pdf.text).toContain("U9 Cup");
    const toU7 = await get(`/api/v1/event/pdf/${id}?kind=division&division=${u7}&lang=en`);
    expect(toU7.statusCode).toBe(302);
    expect(toU7.headers.location).toBe(`/api/v1/spielplan/funinopdfqrcode/${u7}?lang=en&kind=sheet`);
    expect((await get(toU7.headers.location as string)).statusCode).toBe(200);
    const other = await get(`/api/v1/event/pdf/${id}?kind=division&division=${crypto.randomUUID()}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("DIVISION_NOT_FOUND");

    // Validation: the field is named.
    for (const [query, field] of [
      ["kind=schedule", "kind"],
      ["kind=pitches&lang=xx", "lang"],
      ["kind=pitches&date=13.06.2030", "date"],
      ["kind=pitches&date=2030-07-01", "date"],
      ["kind=division", "division"],
    ] as const) {
      const bad = await get(`/api/v1/event/pdf/${id}?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.code).toBe("VALIDATION_FAILED");
      expect(bad.json().error.message, query).toContain(field);
    }
    const unknown = await get(`/api/v1/event/pdf/${crypto.randomUUID()}?kind=poster`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("EVENT_NOT_FOUND");
  });

  it("a private event's PDFs: owner and event editors only, everybody else 404 like an unknown event", async () => {
    const { id, u9 } = await buildEvent("private");
    await t.database.db
      .insert(eventEditors)
      .values({ eventId: id, userId: editor.id, addedBy: owner.id, acceptedAt: new Date() });
    for (const who of [null, stranger]) {
      for (const query of ["kind=pitches", "kind=poster", `kind=division&division=${u9}`]) {
        const res = await get(`/api/v1/event/pdf/${id}?${query}`, who);
        expect(res.statusCode, `${who ? "stranger" : "anonymous"} ${query}`).toBe(404);
        expect(res.json().error.code).toBe("EVENT_NOT_FOUND");
      }
    }
    for (const who of [owner, editor]) {
      const { res, text } = await pdfOf(`/api/v1/event/pdf/${id}?kind=pitches&lang=en`, who);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(text).toContain("U9 Cup");
      expect(text).toContain("U13 Cup");
    }
    // A private division's own PDF through the redirect: its preview for the event's owner and editors.
    for (const who of [owner, editor]) {
      const to = await get(`/api/v1/event/pdf/${id}?kind=division&division=${u9}&lang=en`, who);
      expect(to.statusCode).toBe(302);
      expect((await pdfOf(to.headers.location as string, who)).text).toContain("U9 Cup");
    }
    const poster = await pdfOf(`/api/v1/event/pdf/${id}?kind=poster&lang=fr`, owner);
    expect(qrOf(poster.pdf)).toBe(`${PUBLIC_URL}/fr/event/${id}`);
  });
});
