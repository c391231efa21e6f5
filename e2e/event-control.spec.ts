// The event control centre and an event reporter link on phones (issue 19 item 5): the organiser creates a link
// for pitch A, used by U9 in the morning and U13 in the afternoon; a helper without an account opens it on a
// second phone and enters a U9 result, then a U13 result; the control centre shows both. Axe finds nothing.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };
const DAY = "2030-06-13";
const base = () => process.env.E2E_BASE_URL ?? "";

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
});

async function call<T>(request: APIRequestContext, method: "post" | "put", url: string, data: unknown, status = 200) {
  const res = await request[method](url, { data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

type Window = { pitches: string[]; start: string; end: string };
/** U7 festival on C–F, U9 (10 teams) on A and B until 14:00, then U13 (8 teams) on A and B. */
const MORNING_U9: [Window, Window, Window] = [
  { pitches: ["C", "D", "E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` },
  { pitches: ["A", "B"], start: `${DAY}T08:00`, end: `${DAY}T14:00` },
  { pitches: ["A", "B"], start: `${DAY}T14:30`, end: `${DAY}T20:00` },
];
/** U7 festival on C–F in the morning, then U9 on A, B and C: pitch C is used by U7 and U9 at different times. */
const SHARED_C: [Window, Window, Window] = [
  { pitches: ["C", "D", "E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` },
  { pitches: ["A", "B", "C"], start: `${DAY}T12:30`, end: `${DAY}T18:00` },
  { pitches: ["D", "E"], start: `${DAY}T12:30`, end: `${DAY}T20:00` },
];

const DAY2 = "2030-06-14";
/** Two days: U7 festival on C–F and U9 on A and B on the first, U13 on A, B and C on the second. */
const TWO_DAYS: [Window, Window, Window] = [
  { pitches: ["C", "D", "E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` },
  { pitches: ["A", "B"], start: `${DAY}T08:00`, end: `${DAY}T14:00` },
  { pitches: ["A", "B", "C"], start: `${DAY2}T09:00`, end: `${DAY2}T18:00` },
];

/** A public event with a U7 festival (8 teams), U9 (10 teams) and U13 (8 teams) in the given windows. */
async function buildEvent(
  request: APIRequestContext,
  name: string,
  windows = MORNING_U9,
  { endDate, pitchName = "Pitch" }: { endDate?: string; pitchName?: string } = {},
) {
  const event = await call<{ id: string }>(
    request,
    "post",
    "/api/v1/event/create",
    {
      name,
      startDate: DAY,
      ...(endDate ? { endDate } : {}),
      visibility: "public",
      venue: { name: "Sportpark" },
      pitches: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, name: `${pitchName} ${id}` })),
      changeoverMinutes: 10,
    },
    201,
  );
  const ids: string[] = [];
  for (const [mode, division] of [
    ["funino", "U7 Festival"],
    ["normal", "U9 Cup"],
    ["normal", "U13 Cup"],
  ] as const) {
    const view = await call<{ divisions: Array<{ tournamentId: string }> }>(
      request,
      "post",
      "/api/v1/event/division",
      { id: event.id, mode, name: division },
      201,
    );
    ids.push(view.divisions.at(-1)?.tournamentId as string);
  }
  const [u7, u9, u13] = ids as [string, string, string];
  const teams = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({ name: `${prefix} Team ${i + 1}`, seed: i + 1 }));
  await call(request, "post", "/api/v1/funino/updateteams", {
    id: u7,
    teams: teams(8, "U7").map(({ name }) => ({ name })),
  });
  for (const [division, n, prefix] of [
    [u9, 10, "U9"],
    [u13, 8, "U13"],
  ] as const) {
    await call(request, "put", "/api/v1/tment/ueditteams", { id: division, teams: teams(n, prefix) });
    await call(request, "put", "/api/v1/tment/update3", {
      id: division,
      format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: false, seeding: "snake" },
    });
  }
  await call(request, "put", "/api/v1/event/windows", {
    id: event.id,
    windows: [u7, u9, u13].map((tournamentId, i) => ({ tournamentId, window: windows[i] })),
  });
  for (const division of [u9, u13]) await call(request, "put", "/api/v1/tment/plangen", { id: division, seed: "e2e" });
  for (const division of [u7, u9, u13])
    await call(request, "put", "/api/v1/tment/status", { id: division, status: "published" });
  return { id: event.id, u7, u9, u13 };
}

async function helperPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  return { context, page: await context.newPage() };
}

test("one reporter link for pitch A enters a U9 and a U13 result; the control centre shows both", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Event Organiser" });
  await page.setViewportSize(PHONE);
  const name = `Youth Day ${randomUUID().slice(0, 6)}`;
  const { id } = await buildEvent(context.request, name);

  await page.goto(`/en/eventControl/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const pitchA = page.getByTestId("pitch-card-A");
  await expect(pitchA).toContainText("U9 Cup");
  await expectNoAxeViolations(page);

  // The link for pitch A: shown once, with its QR code.
  await page.getByLabel("Pitch", { exact: true }).selectOption("A");
  await page.getByLabel("Name (optional)").fill("Desk A");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/reporter"));
  await page.getByRole("button", { name: "Create result link" }).click();
  expect((await created).status()).toBe(201);
  const url = await page.getByTestId("event-link-url").inputValue();
  expect(url).toContain(`/eventReporter/${id}#reporter=`);
  await expect(page.getByRole("img", { name: "QR code of the result link" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Desk A" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A helper's phone: U9 first (its match is next on A), then U13.
  const { context: phone, page: helper } = await helperPhone(browser);
  await helper.goto(`/en/eventReporter/${id}${url.slice(url.indexOf("#"))}`);
  await expect(helper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(helper.getByText("Desk A · Pitch A")).toBeVisible();
  // The token left the address.
  await expect.poll(() => new URL(helper.url()).hash).toBe("");
  const entry = helper.getByTestId("event-reporter-entry");
  await expect(entry).toHaveAttribute("data-division", "U9 Cup");
  await expectNoAxeViolations(helper);
  const save = async () => {
    await entry
      .getByRole("button", { name: /^One goal more for / })
      .first()
      .click();
    const sent = helper.waitForResponse((r) => r.url().endsWith("/api/v1/tment/update"));
    await entry.getByRole("button", { name: "Save result" }).click();
    expect((await sent).status()).toBe(200);
    await expect(entry.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  };
  await save();
  await helper.getByRole("button", { name: "U13 Cup" }).click();
  await expect(entry).toHaveAttribute("data-division", "U13 Cup");
  await save();
  await expect(helper.getByRole("listitem").filter({ hasText: "U13 Cup" }).filter({ hasText: "1:0" })).toHaveCount(1);
  await expect(helper.getByRole("listitem").filter({ hasText: "U9 Cup" }).filter({ hasText: "1:0" })).toHaveCount(1);
  await expectNoAxeViolations(helper);
  await phone.close();

  // The control centre follows the divisions' live streams: U13's result is pitch A's last, U9's in its list.
  await expect(pitchA).toContainText(/Last.*U13 Cup.*1:0/);
  await pitchA.getByRole("button", { name: "Enter results: U9 Cup on Pitch A" }).click();
  await expect(pitchA.getByText(/ · 1:0$/)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("a link for pitch C enters the U7 festival's game there; the organiser's U9 result shows without reload", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Festival Organiser" });
  await page.setViewportSize(PHONE);
  const name = `Shared Pitch ${randomUUID().slice(0, 6)}`;
  const { id, u9 } = await buildEvent(context.request, name, SHARED_C);
  const link = await call<{ url: string }>(
    context.request,
    "post",
    "/api/v1/event/reporter",
    { id, pitch: "C", label: "Desk C" },
    201,
  );

  // The helper's phone: the festival's game on C comes first (09:00), entered with the link.
  const { context: phone, page: helper } = await helperPhone(browser);
  await helper.goto(`/en/eventReporter/${id}${link.url.slice(link.url.indexOf("#"))}`);
  await expect(helper.getByRole("heading", { level: 1, name })).toBeVisible();
  const entry = helper.getByTestId("event-reporter-entry");
  await expect(entry).toHaveAttribute("data-division", "U7 Festival");
  // Only the game on the link's pitch, titled with the event's name of that pitch.
  const game = entry.getByTestId("festival-game");
  await expect(game).toHaveCount(1);
  await expect(game.getByRole("heading", { name: "Pitch C" })).toBeVisible();
  await expectNoAxeViolations(helper);
  const sent = helper.waitForResponse((r) => r.url().endsWith("/api/v1/funino/result"));
  await game
    .getByRole("button", { name: / wins$/ })
    .first()
    .click();
  expect((await sent).status()).toBe(200);
  await expect(game).toHaveAttribute("data-outcome", "first");
  await expect(entry.getByRole("status").filter({ hasText: "All saved" })).toBeVisible();
  await expect(helper.getByRole("listitem").filter({ hasText: "U7 Festival" }).filter({ hasText: "wins" })).toHaveCount(
    1,
  );

  // The organiser enters U9's first match on C by API: the helper's page follows U9's live stream.
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${u9}`)).json()) as {
    matches: Array<{ id: string; pitch: string; start: string }>;
  };
  const onC = view.matches.filter((m) => m.pitch === "C").sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!onC) throw new Error("U9 plays no match on pitch C");
  const saved = await context.request.put("/api/v1/tment/update", {
    data: { id: u9, idempotencyKey: randomUUID(), results: [{ matchId: onC.id, home: 2, away: 1 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(helper.getByRole("listitem").filter({ hasText: "U9 Cup" }).filter({ hasText: "2:1" })).toHaveCount(1);
  await expectNoAxeViolations(helper);
  await phone.close();

  // The control centre shows the helper's outcome in the festival's entry on C, where organisers enter it too.
  await page.goto(`/en/eventControl/${id}`);
  const pitchC = page.getByTestId("pitch-card-C");
  await pitchC.getByRole("button", { name: "Enter outcome: U7 Festival on Pitch C" }).click();
  const organiserGame = pitchC.getByTestId("festival-game");
  await expect(organiserGame).toHaveAttribute("data-outcome", "first");
  const corrected = page.waitForResponse((r) => r.url().endsWith("/api/v1/funino/result"));
  await organiserGame
    .getByRole("button", { name: / wins$/ })
    .last()
    .click();
  expect((await corrected).status()).toBe(200);
  await expect(organiserGame).toHaveAttribute("data-outcome", "second");
  await expectNoAxeViolations(page);
});

test("two days in German at 360 px: today's festival is now on C, times carry their day, the entry button fits", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Zwei Tage" });
  await page.setViewportSize(PHONE);
  const name = `Pfingstturnier ${randomUUID().slice(0, 6)}`;
  const { id, u9 } = await buildEvent(context.request, name, TWO_DAYS, { endDate: DAY2, pitchName: "Platz" });
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  // Before the event: its first day. On C the U7 festival plays now, not U13's match of the second day.
  await page.goto(`/de/eventControl/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const pitchC = page.getByTestId("pitch-card-C");
  const nowOnC = pitchC.locator("p").filter({ hasText: /^Jetzt/ });
  await expect(nowOnC).toContainText(/Do\.?,? 13\.6\. 09:00 · U7 Festival · Runde 1/);
  await expect(nowOnC).not.toContainText("U13 Cup");
  await expect(pitchC.getByRole("button", { name: "Ergebnis eintragen: U7 Festival auf Platz C" })).toBeVisible();
  const pitchA = page.getByTestId("pitch-card-A");
  await expect(pitchA.locator("p").filter({ hasText: /^Jetzt/ })).toContainText(/Do\.?,? 13\.6\. \d\d:\d\d · U9 Cup/);
  // The long entry button wraps inside the card instead of running off the phone's edge.
  const enter = pitchA.getByRole("button", { name: "Ergebnisse eintragen: U9 Cup auf Platz A" });
  await expect(enter).toBeVisible();
  const [button, card] = [await enter.boundingBox(), await pitchA.boundingBox()];
  if (!button || !card) throw new Error("no layout");
  expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
  // Nor is its label cut inside the button (a label that does not wrap overflows its box, hidden).
  const clipped = await enter.evaluate((el) =>
    Array.from(el.querySelectorAll("span")).some((span) => span.scrollWidth > span.clientWidth + 1),
  );
  expect(clipped).toBe(false);
  expect(await fitsWidth()).toBe(true);
  await expectNoAxeViolations(page);

  // The organiser's page: the dates in German, each division's window with its day.
  await page.goto(`/de/eventOverview/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("13.06.2030 – 14.06.2030", { exact: false })).toBeVisible();
  await expect(page.getByText("2030-06-13")).toHaveCount(0);
  const windows = page.getByTestId("division-window");
  await expect(windows.nth(1)).toHaveText(/^Platz A, Platz B · Do\.?,? 13\.6\. 08:00–14:00$/);
  await expect(windows.nth(2)).toHaveText(/Fr\.?,? 14\.6\. 09:00–18:00$/);
  expect(await fitsWidth()).toBe(true);
  await expectNoAxeViolations(page);

  // The public page's now / next: the first day's festival on C, with its day.
  await page.goto(`/de/event/${id}`);
  await expect(page.locator('#ev-now li[data-pitch="C"] .ev-line')).toHaveText(
    /^Do\.?,? 13\.6\. 09:00 · U7 Festival · /,
  );
  expect(await fitsWidth()).toBe(true);
  await expectNoAxeViolations(page);
  // A U9 result on A: the script rewrites A's line live with the next match, its day included (same text).
  const lineA = page.locator('#ev-now li[data-pitch="A"] .ev-line');
  const before = await lineA.textContent();
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${u9}`)).json()) as {
    matches: Array<{ id: string; pitch: string; start: string }>;
  };
  const onA = view.matches.filter((m) => m.pitch === "A").sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!onA) throw new Error("U9 plays no match on pitch A");
  const saved = await context.request.put("/api/v1/tment/update", {
    data: { id: u9, idempotencyKey: randomUUID(), results: [{ matchId: onA.id, home: 1, away: 0 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(lineA).not.toHaveText(before ?? "");
  await expect(lineA).toHaveText(/^Do\.?,? 13\.6\. \d\d:\d\d · U9 Cup · /);

  // The reporter link for C lists its festival games and U13's matches under their days.
  const link = await call<{ url: string }>(
    context.request,
    "post",
    "/api/v1/event/reporter",
    { id, pitch: "C", label: "Platz-C" },
    201,
  );
  await page.goto(`/de/eventReporter/${id}${link.url.slice(link.url.indexOf("#"))}`);
  const days = page.getByTestId("reporter-day");
  await expect(days).toHaveCount(2);
  await expect(days.first()).toHaveText(/^Do\.?,? 13\.6\.$/);
  await expect(days.last()).toHaveText(/^Fr\.?,? 14\.6\.$/);
  expect(await fitsWidth()).toBe(true);
  await expectNoAxeViolations(page);
});
