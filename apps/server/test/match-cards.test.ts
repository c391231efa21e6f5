// Match cards and a referee's schedule through the API (GET tment/matchcards/{id}, GET tment/refschedule/{id}):
// which matches in which order, referees' names, cards per page, the page language, and who may have them
// (owner and editors only: the papers name referees). PDFs are read back with poppler's pdftotext -layout.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournamentEditors, tournaments } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { readPdf } from "./support/pdf-text.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type MatchView,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { language: "en" });
  editor = await createUser(t.database, { language: "de" });
  stranger = await createUser(t.database);
  dir = mkdtempSync(path.join(tmpdir(), "match-cards-"));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// Each request from its own address: the routes' per-IP budget is not what these tests are about.
let requests = 0;
async function get(user: TestUser | null, url: string, headers: Record<string, string> = {}) {
  requests += 1;
  return t.app.inject({
    method: "GET",
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    remoteAddress: `10.88.${Math.floor(requests / 250)}.${(requests % 250) + 1}`,
  });
}

/** The PDF's text laid out as on the page (poppler), one string per page. */
function pagesOf(pdf: Buffer): string[] {
  requests += 1;
  // MATCH_CARDS_DUMP=<dir> keeps every PDF of a run, to look at the layout (e.g. with pdftoppm).
  const file = path.join(process.env.MATCH_CARDS_DUMP || dir, `${requests}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return text.split("\f").filter((page, i, all) => i < all.length - 1 || page.trim() !== "");
}

async function pdfOf(user: TestUser, url: string) {
  const res = await get(user, url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["cache-control"]).toBe("private, no-store");
  expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = pagesOf(res.rawPayload);
  // pdftotext and our own reader agree on the page count.
  expect(readPdf(res.rawPayload).pages).toBe(pages.length);
  return { pages, text: pages.join("\n"), disposition: res.headers["content-disposition"] };
}

/** The match ids of the cards in reading order (cards left to right, then top to bottom): "Match 3 · A2". */
const cardIds = (text: string, word = "Match") =>
  [...text.matchAll(new RegExp(`${word} (\\d+) · ([A-Za-z0-9-]+)`, "g"))].map((m) => ({
    number: Number(m[1]),
    id: m[2] as string,
  }));

const inOrderOfPlay = (ms: readonly MatchView[]) =>
  [...ms].sort((a, b) => a.startMinute - b.startMinute || a.slot - b.slot || a.pitch.localeCompare(b.pitch));

/** Referees and assignments straight into the row (the referees API has tests of its own). */
async function setOfficials(id: string, officials: Officials) {
  await t.database.db.update(tournaments).set({ officials }).where(eq(tournaments.id, id));
}

async function addEditor(id: string) {
  await t.database.db
    .insert(tournamentEditors)
    .values({ tournamentId: id, userId: editor.id, addedBy: owner.id, acceptedAt: new Date() });
}

type Setup = { view: InternalView; p1: MatchView[]; p2: MatchView[] };

/** 8 teams in 2 groups on 2 pitches (semi-finals, third place, final); Anna leads every other pitch-1 match. */
async function setup(visibility: "public" | "private" = "public"): Promise<Setup> {
  const view = await buildTournament(t.app, owner, { visibility, status: "published", teams: 8 });
  await addEditor(view.id);
  const p1 = inOrderOfPlay(view.matches.filter((m) => m.pitch === "p1"));
  const p2 = inOrderOfPlay(view.matches.filter((m) => m.pitch === "p2"));
  const assignments: Record<string, string> = {};
  p1.forEach((m, i) => {
    if (i % 2 === 0) assignments[m.id] = "anna";
  });
  p2.forEach((m, i) => {
    if (i < 2) assignments[m.id] = "sukru";
  });
  const team5 = view.teams.find((x) => x.name === "Team 5");
  await setOfficials(view.id, {
    referees: [
      { id: "anna", name: "Anna Schiedel", email: "anna@example.test" },
      { id: "sukru", name: "Şükrü Ağaoğlu" },
      { id: "t5", name: "Schiris Team 5", ...(team5 ? { teamId: team5.id } : {}) },
    ],
    assignments,
  });
  return { view, p1, p2 };
}

describe(`GET tment/matchcards on ${engine()}`, () => {
  it("pitch 1: every pitch-1 match in order of play, no other pitch's, with the referee's name or a blank line", async () => {
    const { view, p1, p2 } = await setup();
    expect(p1.length).toBeGreaterThan(4);
    const { text, pages, disposition } = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?pitch=p1&lang=en`);
    const cards = cardIds(text);
    expect(cards.map((c) => c.id)).toEqual(p1.map((m) => m.id));
    for (const m of p2) expect(cards.map((c) => c.id)).not.toContain(m.id);
    // Numbers count the whole tournament's order of play: rising, with the other pitch's matches in between.
    const numbers = cards.map((c) => c.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBeGreaterThan(p1.length);
    // Every card names its pitch and time; four cards a page by default.
    expect(text.match(/Pitch 1\b/g)?.length).toBe(p1.length);
    for (const m of p1) expect(text).toContain(m.start.slice(11, 16));
    expect(text).not.toContain("Pitch 2");
    expect(pages.length).toBe(Math.ceil(p1.length / 4));
    // Anna leads every other match; the others have a line to write the referee's name on.
    expect(text.match(/Anna Schiedel/g)?.length).toBe(Math.ceil(p1.length / 2));
    expect(text.match(/Referee:/g)?.length).toBe(p1.length);
    expect(text).not.toContain("Şükrü");
    expect(text).not.toContain("anna@example.test");
    // The boxes' and lines' labels.
    for (const label of ["Full time", "Penalties", "Yellow", "Second yellow", "Red"])
      expect(text.split(label).length - 1, label).toBe(p1.length);
    expect(text.split("Signature (team official or referee)").length - 1).toBe(2 * p1.length);
    expect(disposition).toBe('attachment; filename="match-cards-Spring-Cup-Pitch-1.pdf"');
  });

  it("without a pitch: the whole day in order of play (time, then pitch), knockout sides as translated placeholders", async () => {
    const { view } = await setup();
    const { text } = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?lang=en`);
    const expected = inOrderOfPlay(view.matches);
    const cards = cardIds(text);
    expect(cards.map((c) => c.id)).toEqual(expected.map((m) => m.id));
    expect(cards.map((c) => c.number)).toEqual(expected.map((_, i) => i + 1));
    expect(text).toContain("Şükrü Ağaoğlu");
    // The final's sides are not known yet: "Winner SF1" – "Winner SF2"; the semi-finals' come from the groups.
    expect(text).toContain("Winner SF1");
    expect(text).toContain("Winner SF2");
    expect(text).toContain("Loser SF1");
    expect(text).toMatch(/1st in Group A/);
    expect(text).toContain("Semi-final");
    expect(text).toContain("Group A");
  });

  it("2 cards a page gives twice the pages of 4, with the same cards", async () => {
    const { view } = await setup();
    const all = view.matches.length;
    const four = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?perPage=4&lang=en`);
    const two = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?perPage=2&lang=en`);
    expect(four.pages.length).toBe(Math.ceil(all / 4));
    expect(two.pages.length).toBe(Math.ceil(all / 2));
    expect(cardIds(two.text)).toEqual(cardIds(four.text));
    for (const page of two.pages) expect(cardIds(page).length).toBeLessThanOrEqual(2);
    for (const page of four.pages.slice(0, -1)) expect(cardIds(page)).toHaveLength(4);
  });

  it("speaks German with lang=de, and the editor's account language without lang", async () => {
    const { view, p2 } = await setup();
    const de = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?pitch=p2&lang=de`);
    expect(cardIds(de.text, "Spiel").map((c) => c.id)).toEqual(p2.map((m) => m.id));
    for (const label of ["Endstand", "Elfmeterschießen", "Gelb-Rot", "Schiedsrichter:", "Feld 2", "Gruppe"])
      expect(de.text, label).toContain(label);
    // A quarter page is narrow: the signature's label wraps, but both lines of every card carry it.
    expect(de.text.match(/Unterschrift/g)?.length).toBe(2 * p2.length);
    expect(de.text).toContain("(Mannschaftsverantwortliche/r oder");
    expect(de.text).not.toContain("Full time");
    expect(de.disposition).toBe('attachment; filename="Spielberichtskarten-Spring-Cup-Feld-2.pdf"');
    // The editor's account is in German; no lang → German.
    const byAccount = await pdfOf(editor, `/api/v1/tment/matchcards/${view.id}?pitch=p2`);
    expect(byAccount.text).toContain("Endstand");
    // Turkish: its letters render (Roboto), labels in Turkish.
    const tr = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?pitch=p2&lang=tr`);
    expect(tr.text).toContain("Şükrü Ağaoğlu");
    expect(tr.text).toContain("İkinci sarı");
    expect(tr.text).toContain("Saha 2");
  });

  it("answers a pitch without matches with a page saying so", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, pitches: 3, format: { groupCount: 1 } });
    const busy = new Set(view.matches.map((m) => m.pitch));
    // 4 teams play 2 matches at a time: the third pitch stays idle.
    const idle = ["p1", "p2", "p3"].find((p) => !busy.has(p));
    expect(idle).toBe("p3");
    const { text, pages } = await pdfOf(owner, `/api/v1/tment/matchcards/${view.id}?pitch=${idle}`);
    expect(pages).toHaveLength(1);
    expect(text).toContain("No matches on this pitch.");
  });
});

describe(`GET tment/refschedule on ${engine()}`, () => {
  it("lists exactly that referee's matches in order of play, with name, pitch, stage and teams", async () => {
    const { view, p1 } = await setup();
    const annas = p1.filter((_, i) => i % 2 === 0);
    const { text, pages, disposition } = await pdfOf(
      owner,
      `/api/v1/tment/refschedule/${view.id}?referee=anna&lang=en`,
    );
    expect(pages).toHaveLength(1);
    expect(text).toContain("Referee schedule");
    expect(text).toContain("Anna Schiedel");
    expect(text).not.toContain("anna@example.test");
    const rows = [...text.matchAll(/^\s*(\d\d:\d\d)\s+(.+?)\s{2,}.*?(\d+) · ([A-Za-z0-9-]+)\s*$/gm)].map((m) => ({
      time: m[1],
      id: m[4],
    }));
    expect(rows.map((r) => r.id)).toEqual(annas.map((m) => m.id));
    expect(rows.map((r) => r.time)).toEqual(annas.map((m) => m.start.slice(11, 16)));
    expect(text.match(/Pitch 1\b/g)?.length).toBe(annas.length);
    const first = annas[0];
    const name = (teamId: string | null) => view.teams.find((x) => x.id === teamId)?.name ?? "";
    if (first?.home.teamId) expect(text).toContain(`${name(first.home.teamId)} – ${name(first.away.teamId)}`);
    expect(disposition).toBe('attachment; filename="referee-schedule-Anna-Schiedel-Spring-Cup.pdf"');
  });

  it("names a referee team's team, and says when nobody assigned a match yet; German with lang=de", async () => {
    const { view } = await setup();
    const { text } = await pdfOf(editor, `/api/v1/tment/refschedule/${view.id}?referee=t5&lang=de`);
    expect(text).toContain("Schiedsrichter-Einsatzplan");
    expect(text).toContain("Schiris Team 5");
    expect(text).toContain("Mannschaft: Team 5");
    expect(text).toContain("Diesem Schiedsrichter sind noch keine Spiele zugeteilt.");
    const tr = await pdfOf(owner, `/api/v1/tment/refschedule/${view.id}?referee=sukru&lang=tr`);
    expect(tr.text).toContain("Şükrü Ağaoğlu");
    expect(tr.text).toContain("Hakem görev programı");
  });

  it("404 REFEREE_NOT_FOUND for a referee the tournament does not have", async () => {
    const { view } = await setup();
    const res = await get(owner, `/api/v1/tment/refschedule/${view.id}?referee=nobody`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("REFEREE_NOT_FOUND");
  });
});

describe(`match officials' papers: access and bad input on ${engine()}`, () => {
  it("owner and editors only: anonymous 401, a reporter link 401, outsiders 403 (public) or 404 (private)", async () => {
    const pub = await setup("public");
    const priv = await setup("private");
    const link = await caller(t.app, owner)("POST", "/api/v1/tment/reporter", { id: pub.view.id, label: "Pitch" });
    expect(link.status).toBe(201);
    for (const base of ["/api/v1/tment/matchcards/", "/api/v1/tment/refschedule/"]) {
      const q = base.includes("refschedule") ? "?referee=anna" : "";
      expect((await get(null, `${base}${pub.view.id}${q}`)).statusCode).toBe(401);
      const reporter = await get(null, `${base}${pub.view.id}${q}`, { "x-reporter-token": link.body.token });
      expect(reporter.statusCode).toBe(401);
      const outsider = await get(stranger, `${base}${pub.view.id}${q}`);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().error.code).toBe("FORBIDDEN");
      const hidden = await get(stranger, `${base}${priv.view.id}${q}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe("TOURNAMENT_NOT_FOUND");
      // Like an unknown id, and a malformed one.
      expect((await get(stranger, `${base}00000000-0000-4000-8000-000000000000${q}`)).json().error.code).toBe(
        "TOURNAMENT_NOT_FOUND",
      );
      expect((await get(owner, `${base}not-a-uuid${q}`)).statusCode).toBe(404);
      // Editor and owner of the private one.
      expect((await get(editor, `${base}${priv.view.id}${q}`)).statusCode).toBe(200);
      expect((await get(owner, `${base}${priv.view.id}${q}`)).statusCode).toBe(200);
    }
  });

  it("bad query → 400 naming the field; unknown pitch 400 UNKNOWN_PITCH; no plan 409 NO_PLAN; a festival 409 WRONG_MODE", async () => {
    const { view } = await setup();
    const fieldOf = async (url: string) => {
      const res = await get(owner, url);
      expect(res.statusCode, url).toBe(400);
      return res.json().error as { code: string; fields?: { field: string }[] };
    };
    const cards = `/api/v1/tment/matchcards/${view.id}`;
    expect((await fieldOf(`${cards}?perPage=3`)).fields?.map((f) => f.field)).toEqual(["perPage"]);
    expect((await fieldOf(`${cards}?lang=xx`)).fields?.map((f) => f.field)).toEqual(["lang"]);
    expect((await fieldOf(`${cards}?pitch=${"p".repeat(41)}`)).fields?.map((f) => f.field)).toEqual(["pitch"]);
    const unknownPitch = await fieldOf(`${cards}?pitch=p9`);
    expect(unknownPitch.code).toBe("UNKNOWN_PITCH");
    expect(unknownPitch.fields?.map((f) => f.field)).toEqual(["pitch"]);
    const schedule = `/api/v1/tment/refschedule/${view.id}`;
    expect((await fieldOf(schedule)).fields?.map((f) => f.field)).toEqual(["referee"]);
    expect((await fieldOf(`${schedule}?referee=a%20b`)).fields?.map((f) => f.field)).toEqual(["referee"]);
    expect((await fieldOf(`${schedule}?referee=anna&lang=klingon`)).fields?.map((f) => f.field)).toEqual(["lang"]);

    const noPlan = await buildTournament(t.app, owner, { plan: false });
    for (const url of [
      `/api/v1/tment/matchcards/${noPlan.id}`,
      `/api/v1/tment/refschedule/${noPlan.id}?referee=anna`,
    ]) {
      const res = await get(owner, url);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe("NO_PLAN");
    }
    const festival = await buildFestival(t.app, owner);
    const wrong = await get(owner, `/api/v1/tment/matchcards/${festival.id}`);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe("WRONG_MODE");
  });
});
