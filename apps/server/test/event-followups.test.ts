// What events (issue 19) still lacked next to tournaments (ADR 0025's consequences), on PGlite and PostgreSQL:
// invitation mails and system messages, event data carried into divisions, the event logo released, events in the
// user data export, an event editor's divisions among "tournaments I edit", and a festival moved to its window's day.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import type { DashboardPage } from "@kickoff/domain/tournament-views.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, messages, tournaments } from "../src/db/schema.ts";
import { readUserData } from "../src/repositories/user-export.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildEvent, clearBudgets, ok, sixPitches } from "./support/event-factories.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";
import { multipart } from "./support/uploads.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Olga Owner" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = "2030-06-13";
const NEXT_DAY = "2030-06-14";
const eventGeneral = (overrides: Record<string, unknown> = {}) => ({
  name: "Summer Youth Cup",
  startDate: DAY,
  visibility: "public",
  venue: { name: "Sportpark Nord" },
  contact: { name: "Olga", email: "olga@example.test" },
  pitches: sixPitches(),
  changeoverMinutes: 10,
  ...overrides,
});

/** The mails the queue wrote to DATA_DIR/outbox (no SMTP in tests) for one address. */
async function mailsTo(email: string): Promise<string[]> {
  await t.app.accounts.mail.drain();
  const dir = path.join(t.config.dataDir, "outbox");
  return readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((m) => m.includes(`To: ${email}`));
}

const inboxOf = (userId: string) =>
  t.database.db.select().from(messages).where(eq(messages.receiverId, userId)).orderBy(messages.createdAt);

const rowOf = async (id: string) =>
  (await t.database.db.select().from(tournaments).where(eq(tournaments.id, id)))[0] as typeof tournaments.$inferSelect;

async function uploadLogo(user: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#228833" } })
    .png()
    .toBuffer();
  const body = multipart(png, "logo.png", "image/png");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/files/upload",
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

const fileExists = async (id: string) =>
  (await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;

describe(`event follow-ups on ${engine()}`, () => {
  it("an invited event editor gets a mail in their language and a message; the owner hears the answer", async () => {
    await clearBudgets(t, owner);
    const as = caller(t.app, owner);
    const event = await ok<EventInternal>(as("POST", "/api/v1/event/create", eventGeneral()), 201);
    const invitee = await createUser(t.database, { displayName: "Dieter Helfer", language: "de" });
    await ok(as("POST", "/api/v1/event/editor", { id: event.id, email: invitee.email }), 201);

    // The mail: German, naming the inviter and the event, leading to the board where invitations are answered.
    const [mail, ...more] = await mailsTo(invitee.email);
    expect(more).toEqual([]);
    expect(mail).toContain("Olga Owner");
    expect(mail).toContain("Veranstaltung");
    expect(mail).toContain("http://localhost:3000/de/adminboard");
    // The same text in the inbox, as a system message.
    const [message] = await inboxOf(invitee.id);
    expect(message).toMatchObject({ kind: "system", senderId: null });
    expect(message?.subject).toContain("Summer Youth Cup");
    expect(message?.body).toContain("/de/adminboard");

    // Accepted: the owner (English) gets a message and a mail with the link to the event.
    await ok(caller(t.app, invitee)("POST", `/api/v1/event/invitation/${event.id}`, { accept: true }));
    const answer = (await inboxOf(owner.id)).find((m) => m.subject.includes("Dieter Helfer"));
    expect(answer?.subject).toBe("Dieter Helfer accepted your invitation to the event “Summer Youth Cup”");
    expect(answer?.body).toContain(`/en/eventOverview/${event.id}`);
    const ownerMails = await mailsTo(owner.email);
    expect(ownerMails.some((m) => m.includes("Dieter Helfer") && m.includes(`/en/eventOverview/${event.id}`))).toBe(
      true,
    );

    // A declined invitation is told as well.
    const other = await createUser(t.database, { displayName: "Nora Nein" });
    await ok(as("POST", "/api/v1/event/editor", { id: event.id, email: other.email }), 201);
    await ok(caller(t.app, other)("POST", `/api/v1/event/invitation/${event.id}`, { accept: false }));
    expect((await inboxOf(owner.id)).map((m) => m.subject)).toContain(
      "Nora Nein declined your invitation to the event “Summer Youth Cup”",
    );
  });

  it("carries venue, contact and pitch names into divisions that have not started, and bumps their versions", async () => {
    const { id, divisions } = await buildEvent(t, owner, {
      general: eventGeneral({ name: "Carry Cup" }),
      divisions: [
        { mode: "normal", name: "U9 Cup", ageGroupLabel: "U9", teams: 6 },
        { mode: "normal", name: "U11 Cup", ageGroupLabel: "U11", teams: 6 },
        { mode: "funino", name: "U7 Festival", ageGroupLabel: "U7", teams: 6 },
      ],
      windows: [
        { pitches: ["A", "B"], start: `${DAY}T09:00`, end: `${DAY}T13:00` },
        { pitches: ["C", "D"], start: `${DAY}T09:00`, end: `${DAY}T13:00` },
        { pitches: ["E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` },
      ],
    });
    const [u9, u11, u7] = divisions as [string, string, string];
    const as = caller(t.app, owner);
    // U11 has started: it keeps its venue, contact and pitch names.
    await ok(as("PUT", "/api/v1/tment/status", { id: u11, status: "running" }));
    const before = new Map(await Promise.all(divisions.map(async (d) => [d, await rowOf(d)] as const)));
    const publicBefore = await ok<{ version: number }>(caller(t.app, null)("GET", `/api/v1/auth/tment/${u9}`));

    const pitches = sixPitches().map((p) => (p.id === "A" ? { ...p, name: "Main pitch" } : p));
    pitches[2] = { id: "C", name: "Side pitch" };
    await ok(
      as("PUT", "/api/v1/event/update", {
        id,
        general: eventGeneral({
          name: "Carry Cup",
          venue: { name: "Stadion Süd", city: "Köln" },
          contact: { name: "Paul", phone: "+49 221 1234" },
          pitches,
        }),
      }),
    );

    const u9Row = await rowOf(u9);
    expect(u9Row.general).toMatchObject({ venue: { name: "Stadion Süd", city: "Köln" }, contact: { name: "Paul" } });
    expect((u9Row.settings as { pitches: { id: string; name: string }[] }).pitches).toEqual([
      { id: "A", name: "Main pitch" },
      { id: "B", name: "Pitch B" },
    ]);
    expect(u9Row.revision).toBeGreaterThan(before.get(u9)?.revision ?? 0);
    // The festival takes the venue and contact (its pitches are numbered by the festival itself).
    const u7Row = await rowOf(u7);
    expect(u7Row.general).toMatchObject({ venue: { name: "Stadion Süd" }, contact: { name: "Paul" } });
    expect(u7Row.revision).toBeGreaterThan(before.get(u7)?.revision ?? 0);
    // The started division keeps everything.
    const u11Row = await rowOf(u11);
    expect(u11Row.general).toEqual(before.get(u11)?.general);
    expect(u11Row.settings).toEqual(before.get(u11)?.settings);
    expect(u11Row.revision).toBe(before.get(u11)?.revision);

    // The public page (cached per version) shows the event's data at once.
    type Page = { version: number; general: { venue: { name: string } }; pitches: { id: string; name: string }[] };
    const page = await ok<Page>(caller(t.app, null)("GET", `/api/v1/auth/tment/${u9}`));
    expect(page.version).toBeGreaterThan(publicBefore.version);
    expect(page.general.venue.name).toBe("Stadion Süd");
    expect(JSON.stringify(page)).toContain("Main pitch");
  });

  it("deletes a replaced or removed event logo unless something else shows it", async () => {
    await clearBudgets(t, owner);
    const as = caller(t.app, owner);
    const first = await uploadLogo(owner);
    const event = await ok<EventInternal>(as("POST", "/api/v1/event/create", eventGeneral({ logoFileId: first })), 201);
    const second = await uploadLogo(owner);
    await ok(as("PUT", "/api/v1/event/update", { id: event.id, general: eventGeneral({ logoFileId: second }) }));
    expect(await fileExists(first)).toBe(false);
    expect(await fileExists(second)).toBe(true);

    // Shown by a tournament too: removing it from the event keeps the file.
    const tournament = await ok<{ id: string }>(
      as("POST", "/api/v1/tment/create", { name: "Logo Cup", startDate: DAY, logoFileId: second }),
      201,
    );
    expect(tournament.id).toEqual(expect.any(String));
    await ok(as("PUT", "/api/v1/event/update", { id: event.id, general: eventGeneral() }));
    expect(await fileExists(second)).toBe(true);

    // Deleting the event releases its logo.
    const third = await uploadLogo(owner);
    await ok(as("PUT", "/api/v1/event/update", { id: event.id, general: eventGeneral({ logoFileId: third }) }));
    await ok(as("DELETE", `/api/v1/event/${event.id}`));
    expect(await fileExists(third)).toBe(false);
  });

  it("the user data export lists owned events with their divisions and event editor roles", async () => {
    const exporter = await createUser(t.database, { displayName: "Export Owner" });
    const helper = await createUser(t.database, { displayName: "Export Helper" });
    await clearBudgets(t, exporter);
    const as = caller(t.app, exporter);
    const event = await ok<EventInternal>(
      as("POST", "/api/v1/event/create", eventGeneral({ name: "Export Cup" })),
      201,
    );
    const withDivision = await ok<EventInternal>(
      as("POST", "/api/v1/event/division", { id: event.id, mode: "normal", name: "U10" }),
      201,
    );
    await ok(as("POST", "/api/v1/event/editor", { id: event.id, email: helper.email }), 201);

    const data = await readUserData(t.database.db, exporter.id);
    expect(data?.events).toEqual([
      expect.objectContaining({
        id: event.id,
        name: "Export Cup",
        general: expect.objectContaining({ venue: { name: "Sportpark Nord" } }),
        divisionIds: withDivision.divisions.map((d) => d.tournamentId),
      }),
    ]);
    // The export keeps its shape: the earlier sections are still there.
    expect(Object.keys(data ?? {})).toEqual(expect.arrayContaining(["account", "tournaments", "editorOf", "files"]));
    const helperData = await readUserData(t.database.db, helper.id);
    expect(helperData?.eventEditorOf).toEqual([expect.objectContaining({ eventId: event.id, acceptedAt: null })]);
  });

  it("an accepted event editor finds the event's divisions among the tournaments they edit, marked via the event", async () => {
    const { id, divisions } = await buildEvent(t, owner, {
      general: eventGeneral({ name: "Board Cup", visibility: "private" }),
      divisions: [
        { mode: "normal", name: "U9 Board", ageGroupLabel: "U9", teams: 4 },
        { mode: "funino", name: "U7 Board", ageGroupLabel: "U7", teams: 4 },
      ],
      windows: [
        { pitches: ["A"], start: `${DAY}T09:00`, end: `${DAY}T13:00` },
        { pitches: ["B", "C"], start: `${DAY}T09:00`, end: `${DAY}T12:00` },
      ],
      publish: false,
    });
    const editor = await createUser(t.database, { displayName: "Board Editor" });
    const asEditor = caller(t.app, editor);
    await ok(caller(t.app, owner)("POST", "/api/v1/event/editor", { id, email: editor.email }), 201);
    const listed = async () => (await ok<DashboardPage>(asEditor("GET", "/api/v1/tment/otmuser/me"))).items;
    // Only invited: nothing yet.
    expect(await listed()).toEqual([]);
    await ok(asEditor("POST", `/api/v1/event/invitation/${id}`, { accept: true }));
    const items = await listed();
    expect(items.map((i) => i.id).sort()).toEqual([...divisions].sort());
    for (const item of items) expect(item).toMatchObject({ role: "editor", eventId: id, viaEvent: true });
    // The owner's own list is unchanged: no division shows up as one they edit.
    expect((await ok<DashboardPage>(caller(t.app, owner)("GET", "/api/v1/tment/otmuser/me"))).items).toEqual([]);
  });

  it("a tournament whose window lies on another day of the event moves to that day", async () => {
    const { id, divisions } = await buildEvent(t, owner, {
      general: eventGeneral({ name: "Two Day Tournament", endDate: NEXT_DAY }),
      divisions: [{ mode: "normal", name: "U9 Weekend", ageGroupLabel: "U9", teams: 6 }],
      windows: [{ pitches: ["A", "B"], start: `${DAY}T09:00`, end: `${DAY}T13:00` }],
      publish: false,
    });
    const [u9] = divisions as [string];
    await ok(
      caller(t.app, owner)("PUT", "/api/v1/event/windows", {
        id,
        windows: [
          { tournamentId: u9, window: { pitches: ["A", "B"], start: `${NEXT_DAY}T10:00`, end: `${NEXT_DAY}T14:00` } },
        ],
      }),
    );
    const row = await rowOf(u9);
    expect((row.matches as { start: string }[]).every((m) => m.start.startsWith(NEXT_DAY))).toBe(true);
    expect(row).toMatchObject({ startDate: NEXT_DAY, endDate: NEXT_DAY });
  });

  it("a festival whose window lies on another day of the event moves to that day", async () => {
    const { id, divisions } = await buildEvent(t, owner, {
      general: eventGeneral({ name: "Two Day Cup", endDate: NEXT_DAY }),
      divisions: [{ mode: "funino", name: "U7 Weekend", ageGroupLabel: "U7", teams: 6 }],
      windows: [{ pitches: ["A", "B", "C"], start: `${DAY}T09:00`, end: `${DAY}T12:00` }],
      publish: false,
    });
    const [u7] = divisions as [string];
    expect((await rowOf(u7)).startDate).toBe(DAY);
    await ok(
      caller(t.app, owner)("PUT", "/api/v1/event/windows", {
        id,
        windows: [
          {
            tournamentId: u7,
            window: { pitches: ["A", "B", "C"], start: `${NEXT_DAY}T10:00`, end: `${NEXT_DAY}T13:00` },
          },
        ],
      }),
    );
    const row = await rowOf(u7);
    expect(row).toMatchObject({ startDate: NEXT_DAY, endDate: NEXT_DAY });
    expect(row.general).toMatchObject({ startDate: NEXT_DAY });
    expect((row.settings as { firstKickoff: string }).firstKickoff).toBe(`${NEXT_DAY}T10:00`);
    const festival = await ok<{ general: { startDate: string } }>(caller(t.app, owner)("GET", `/api/v1/funino/${u7}`));
    expect(festival.general.startDate).toBe(NEXT_DAY);
    const event = await ok<EventInternal>(caller(t.app, owner)("GET", `/api/v1/event/${id}`));
    expect(event.issues.filter((i) => i.severity === "error")).toEqual([]);
  });
});
