// On a phone (360 px): "we are running late" from the control centre's schedule tab moves every kick-off still
// to come and a parent's open page says so at once; the share tab shows the tournament code, whose short URL and
// search lead to the tournament.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };

type Match = { id: string; start: string; stage: string; status: string };
type View = { id: string; shortCode: string; delayMinutes: number; matches: Match[] };

const clock = (at: string) => at.slice(11, 16);
const later = (at: string, minutes: number) => {
  const d = new Date(`${at}:00Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(11, 16);
};

/** Every tap target in the area is at least 44 px high and wide enough to hit, and nothing runs off the screen. */
async function expectTapTargets(area: Locator) {
  for (const target of await area.locator("button, input").all()) {
    const box = await target.boundingBox();
    // Rounded: a button just tapped is still moved by its press effect, which leaves sub-pixel sizes.
    expect(Math.round(box?.height ?? 0), await target.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(
      44,
    );
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// Cookie choice already made (declined), so the consent banner does not cover the phone screen.
test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.setViewportSize(PHONE);
});

test("running late: +10 from the schedule tab moves the kick-offs still to come, and a parent's page says so", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  await logIn(context, { displayName: "Late Organiser" });
  const id = await createTournament(context.request, "Late Cup", { visibility: "public", publish: true });
  const before = (await (await context.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as View;
  const byStart = [...before.matches].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  const played = byStart[0] as Match;
  const entered = await context.request.put("/api/v1/tment/update", {
    data: { id, idempotencyKey: `e2e-${Date.now()}`, results: [{ matchId: played.id, home: 2, away: 1 }] },
  });
  expect(entered.status()).toBe(200);
  const next = byStart.filter((m) => m.id !== played.id)[0] as Match;

  // A parent has the public page open on another phone.
  // No service worker there: its precaching of every chunk would only slow this phone's first load down.
  const parentContext = await browser.newContext({
    viewport: PHONE,
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: "block",
  });
  await parentContext.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  const parent = await parentContext.newPage();
  await openLoaded(parent, `/en/tournament/${id}`);
  await expect(parent.getByRole("heading", { level: 1, name: "Late Cup" })).toBeVisible({ timeout: 90_000 });
  await expect(parent.locator("[data-live]")).toHaveAttribute("data-live", "connected", { timeout: 90_000 });
  await expect(parent.getByTestId("delay-notice")).toHaveCount(0);

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Schedule" }).click();
  const action = page.getByRole("region", { name: "Running late?" });
  await expect(action).toBeVisible({ timeout: 90_000 });
  await expect(action).toContainText(`Next kick-off: ${clock(next.start)}`);
  await expectTapTargets(action);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);

  await action.getByRole("button", { name: "+10 min" }).click();
  const dialog = page.getByRole("dialog", { name: "Move the kick-offs?" });
  await expect(dialog.getByTestId("delay-next")).toHaveText(
    `Next kick-off: ${clock(next.start)} → ${later(next.start, 10)}`,
  );
  await expect(dialog).toContainText("Viewers will see “Running 10 minutes late”.");
  await expectTapTargets(dialog);
  await page.screenshot({ path: "/tmp/h8-late-delay-confirm.png" });
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/tment/delay"));
  await dialog.getByRole("button", { name: "Move kick-offs" }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(action.getByTestId("delay-current")).toHaveText("10 min late", { timeout: 30_000 });
  await expect(action).toContainText(`Next kick-off: ${later(next.start, 10)}`);

  // The parent's page follows without a reload.
  await expect(parent.getByTestId("delay-notice")).toHaveText("Running 10 minutes late", { timeout: 30_000 });
  await parent.screenshot({ path: "/tmp/h8-late-delay-parent.png" });

  const after = (await (await context.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as View;
  expect(after.delayMinutes).toBe(10);
  expect(after.matches.find((m) => m.id === played.id)?.start).toBe(played.start);
  expect(clock(after.matches.find((m) => m.id === next.id)?.start ?? "")).toBe(later(next.start, 10));

  // A custom correction, earlier: more than was added is refused on the spot; 4 minutes earlier is confirmed.
  await action.getByRole("button", { name: "Other" }).click();
  await action.getByRole("button", { name: "Earlier" }).click();
  await expect(action.getByRole("button", { name: "Earlier" })).toHaveAttribute("aria-pressed", "true");
  const minutes = action.getByRole("textbox", { name: "Minutes" });
  await minutes.fill("15");
  await action.getByRole("button", { name: "Continue" }).click();
  await expect(action).toContainText("Please enter a number from 1 to 10.");
  await expectTapTargets(action);
  await page.screenshot({ path: "/tmp/h8-late-delay-custom.png", fullPage: true });
  await minutes.fill("4");
  await action.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByTestId("delay-next")).toHaveText(
    `Next kick-off: ${later(next.start, 10)} → ${later(next.start, 6)}`,
  );
  await dialog.getByRole("button", { name: "Move kick-offs" }).click();
  await expect(action.getByTestId("delay-current")).toHaveText("6 min late", { timeout: 30_000 });
  await expect(parent.getByTestId("delay-notice")).toHaveText("Running 6 minutes late", { timeout: 30_000 });
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(parent);
  await parentContext.close();
});

test("the share tab shows the tournament code; its short URL and the search lead to the tournament", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await logIn(context, { displayName: "Code Organiser" });
  const id = await createTournament(context.request, "Code Cup", { visibility: "public", publish: true });
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as View;
  expect(view.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Share" }).click();
  await expect(page.getByTestId("short-code")).toHaveText(view.shortCode, { timeout: 90_000 });
  const shortLink = page.getByRole("textbox", { name: "Short link" });
  await expect(shortLink).toHaveValue(new RegExp(`/t/${view.shortCode}$`));
  const code = await page.getByTestId("short-code").boundingBox();
  expect((code?.x ?? 0) + (code?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: "/tmp/h8-late-share.png" });

  // Typed in lower case by a parent: the server redirects to the page in the visitor's language.
  await page.goto(`/t/${view.shortCode.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Code Cup" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("public-short-code")).toContainText(view.shortCode);

  await page.goto("/en/global-tournaments");
  await page.getByRole("searchbox", { name: "Search words" }).fill(view.shortCode.toLowerCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("link", { name: /Code Cup/ })).toBeVisible({ timeout: 30_000 });
});
