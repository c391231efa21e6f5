// The organiser's event pages (issue 19) on a phone: an event with six pitches is created in the UI, U9 and U13 are
// added in the UI, windows are proposed and applied, and moving U13's window by 30 minutes moves only U13's
// matches. Axe finds nothing on either page.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };

type Match = { id: string; pitch: string; startMinute: number };
type Tournament = { settings: { firstKickoff: string }; matches: Match[] };
type EventView = { divisions: Array<{ tournamentId: string; name: string; window: { start: string } | null }> };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

async function json<T>(res: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>) {
  const r = await res;
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as T;
}

/** Absolute kick-off of every match (`YYYY-MM-DDTHH:mm` by match id). */
function kickoffs(t: Tournament): Record<string, string> {
  const base = Date.parse(`${t.settings.firstKickoff}:00Z`);
  return Object.fromEntries(
    t.matches.map((m) => [m.id, new Date(base + m.startMinute * 60_000).toISOString().slice(0, 16)]),
  );
}

const plusMinutes = (clock: string, minutes: number) => {
  const total = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

async function addDivision(page: Page, name: string, age: string) {
  await page.getByRole("button", { name: "Add age group", exact: true }).click();
  const form = page.getByRole("form", { name: "Add age group" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Age group (e.g. U9)").fill(age);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/division"));
  await form.getByRole("button", { name: "Add", exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByTestId("division-card").filter({ hasText: name })).toBeVisible();
}

const tournamentOf = (request: APIRequestContext, id: string) =>
  json<Tournament>(request.get(`/api/v1/tment/tmuser/${id}`));

test("an organiser creates an event, proposes windows, and moving U13 by 30 minutes leaves U9 untouched", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Event Organiser" });
  await page.setViewportSize(PHONE);
  const request = context.request;

  // From the board's "My events" to the create page.
  await page.goto("/en/adminboard");
  await expect(page.getByRole("heading", { name: "My events" })).toBeVisible();
  await expect(page.getByText("You have no events yet.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { name: "New event", level: 1 })).toBeVisible();

  const name = `Youth Day ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Name of the event").fill(name);
  await page.getByLabel("First day").fill("2030-06-13");
  await page.getByLabel("Venue").fill("Sportpark Süd");
  await page.getByLabel("Town").fill("Köln");
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Add a pitch" }).click();
  await expect(page.getByTestId("pitch-row")).toHaveCount(6);
  await page.getByLabel("Pitch 6", { exact: true }).fill("Main pitch");
  await expectNoAxeViolations(page);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/create"));
  await page.getByRole("button", { name: "Create event" }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/en\/eventOverview\/[0-9a-f-]{36}$/);
  const eventId = page.url().split("/").at(-1) as string;
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("6 pitches · changeover 10 min")).toBeVisible();

  // Two age groups through the UI, teams and plans through the API.
  await addDivision(page, "U9 Cup", "U9");
  await addDivision(page, "U13 Cup", "u13");
  const event = await json<EventView>(request.get(`/api/v1/event/${eventId}`));
  const idOf = (n: string) => event.divisions.find((d) => d.name === n)?.tournamentId as string;
  const [u9, u13] = [idOf("U9 Cup"), idOf("U13 Cup")];
  const teams = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `${prefix} Team ${i + 1}`, seed: i + 1 }));
  await json(request.put("/api/v1/tment/ueditteams", { data: { id: u9, teams: teams("U9", 6) } }));
  await json(request.put("/api/v1/tment/ueditteams", { data: { id: u13, teams: teams("U13", 4) } }));
  for (const d of [u9, u13]) await json(request.put("/api/v1/tment/plangen", { data: { id: d, seed: "e2e" } }));

  // Propose and apply in the UI.
  await page.reload();
  await expect(page.getByTestId("division-card")).toHaveCount(2);
  await expect(page.getByText("U9 Cup has no pitches and times yet", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Suggest", exact: true }).click();
  const proposal = page.getByTestId("proposal");
  await expect(proposal.getByText("U9 Cup", { exact: false })).toBeVisible();
  await expect(proposal.getByText("U13 Cup", { exact: false })).toBeVisible();
  const applied = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/windows"));
  await page.getByRole("button", { name: "Apply suggestion" }).click();
  expect((await applied).status()).toBe(200);
  // The new pitch counts outdate the plans: the matches lie outside the windows until they are regenerated.
  await expect(page.getByText("No pitches and times yet")).toHaveCount(0);
  await expect(page.getByTestId("event-issues").locator('[data-severity="error"]').first()).toBeVisible();
  await expect(page.getByTestId("timeline-block").filter({ hasText: "U13 Cup" }).first()).toBeVisible();
  for (const d of [u9, u13]) await json(request.put("/api/v1/tment/plangen", { data: { id: d, seed: "e2e" } }));
  const [u9Before, u13Before] = [await tournamentOf(request, u9), await tournamentOf(request, u13)];
  expect(u13Before.matches.length).toBeGreaterThan(0);

  // The timeline scrolls inside itself; the page does not scroll sideways at 360 px.
  await page.reload();
  await expect(page.getByTestId("event-timeline")).toBeVisible();
  await expect(page.getByText("No problems found.")).toBeVisible();
  // The fairness report (checked by axe below): the event's totals and a card per age group.
  const fairness = page.getByTestId("event-fairness");
  await expect(fairness.getByRole("heading", { name: "Fairness", exact: true })).toBeVisible();
  await expect(fairness.getByRole("heading", { name: "Whole event" })).toBeVisible();
  for (const division of ["U9 Cup", "U13 Cup"])
    await expect(fairness.getByRole("heading", { name: division, level: 4 })).toBeVisible();
  await expect(fairness.getByRole("table")).toContainText("Main pitch");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);

  // Move U13 by 30 minutes in its window editor.
  const card = page.getByTestId("division-card").filter({ hasText: "U13 Cup" });
  await card.getByRole("button", { name: "Pitches and times", exact: true }).click();
  const form = page.getByRole("form", { name: "Pitches and times of U13 Cup" });
  const start = form.getByLabel("Start");
  const end = form.getByLabel("End");
  const [oldStart, oldEnd] = [await start.inputValue(), await end.inputValue()];
  await start.fill(plusMinutes(oldStart, 30));
  await end.fill(plusMinutes(oldEnd, 30));
  const moved = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/windows"));
  await form.getByRole("button", { name: "Save pitches and times" }).click();
  expect((await moved).status()).toBe(200);
  await expect(card.getByTestId("division-window")).toContainText(
    `${plusMinutes(oldStart, 30)}–${plusMinutes(oldEnd, 30)}`,
  );

  const [u9After, u13After] = [await tournamentOf(request, u9), await tournamentOf(request, u13)];
  expect(u9After.settings.firstKickoff).toBe(u9Before.settings.firstKickoff);
  expect(u9After.matches).toEqual(u9Before.matches);
  const before = kickoffs(u13Before);
  const after = kickoffs(u13After);
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  for (const [matchId, at] of Object.entries(before)) {
    expect(after[matchId]).toBe(new Date(Date.parse(`${at}:00Z`) + 30 * 60_000).toISOString().slice(0, 16));
  }

  // U9 on every pitch clashes with U13: the server's 409 shows its issues, nothing is stored.
  const u9Card = page.getByTestId("division-card").filter({ hasText: "U9 Cup" });
  const u9Window = await u9Card.getByTestId("division-window").innerText();
  await u9Card.getByRole("button", { name: "Pitches and times", exact: true }).click();
  const u9Form = page.getByRole("form", { name: "Pitches and times of U9 Cup" });
  for (const box of await u9Form.getByRole("checkbox").all()) await box.check();
  await u9Form.getByLabel("End").fill("23:00");
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/windows"));
  await u9Form.getByRole("button", { name: "Save pitches and times" }).click();
  expect((await refused).status()).toBe(409);
  const conflict = page.getByRole("alert").filter({ hasText: "These pitches and times clash with others" });
  await expect(conflict.locator('[data-severity="error"]').first()).toBeVisible();
  await u9Form.getByRole("button", { name: "Cancel" }).click();
  await expect(u9Card.getByTestId("division-window")).toHaveText(u9Window);
  expect((await tournamentOf(request, u9)).settings.firstKickoff).toBe(u9Before.settings.firstKickoff);

  // Deleting asks first, then the board no longer lists the event.
  await page.getByRole("button", { name: "Delete event" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete event?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith(`/api/v1/event/${eventId}`) && r.request().method() === "DELETE",
  );
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/adminboard$/);
  await expect(page.getByText("You have no events yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  expect((await request.get(`/api/v1/event/${eventId}`)).status()).toBe(404);
});

test("the event pages need a login", async ({ page }) => {
  await page.goto("/en/eventOverview/0b6c9a1e-1111-4222-8333-444455556666");
  await expect(page).toHaveURL(/\/en\/login/);
  await page.goto("/en/createEvent");
  await expect(page).toHaveURL(/\/en\/login/);
});
