import { hash } from "@node-rs/argon2";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { query } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 390, height: 844 };

// Cookie choice already made (declined), so the consent banner does not cover the phone screen.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

test("an organiser creates a 10-team tournament on a phone, enters every result and sees the final ranking", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Phone Organiser" });
  await page.goto("/en/create-tournament");
  await expect(page.getByRole("heading", { level: 1, name: "Create tournament" })).toBeVisible();

  // general: the name is required
  await next(page);
  await expect(page.getByText("Please fill in this field.")).toBeVisible();
  await page.getByLabel("Tournament name").fill("Spring Cup");
  await next(page);

  // teams: 10
  // The count is applied when the field is left or Enter is pressed (never on a keystroke).
  await page.getByLabel("Number of teams").fill("10");
  await page.getByLabel("Number of teams").press("Enter");
  await expect(page.getByLabel("Team 10", { exact: true })).toHaveValue("Team 10");
  // the list order is the seeding order: a team moves one place up and back, the focus following it
  await expect(page.getByRole("button", { name: "Move Team 1 up" })).toBeDisabled();
  await page.getByRole("button", { name: "Move Team 2 up" }).click();
  await expect(page.getByLabel("Team 1", { exact: true })).toHaveValue("Team 2");
  await expect(page.getByLabel("Team 2", { exact: true })).toHaveValue("Team 1");
  await expect(page.getByRole("button", { name: "Move Team 2 down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Team 1", { exact: true })).toHaveValue("Team 1");
  await expect(page.getByLabel("Team 2", { exact: true })).toHaveValue("Team 2");
  await next(page);

  // format: 2 groups with semi-finals (defaults) and placement games for every place
  await expect(page.getByLabel("Number of groups")).toHaveValue("2");
  await page.getByRole("switch", { name: "Placement matches for every place" }).check();
  await next(page);

  // times: two pitches
  await page.getByRole("button", { name: "Add pitch" }).click();
  await expect(page.getByLabel("Name of pitch 2")).toHaveValue("Pitch 2");
  await next(page);

  // live preview from the engine in the browser
  await expect(page.getByText("Matches: 27 · Teams: 10 · Pitches: 2")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fairness" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Match for place 9");
  await expectNoAxeViolations(page);
  await next(page);

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/en\/tmentOverview\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Spring Cup" })).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  // the date in the page's language, not ISO
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} · Teams: 10$/)).toBeVisible();
  // the forward step comes before the red one
  const start = await page.getByRole("button", { name: "Start", exact: true }).boundingBox();
  const back = await page.getByRole("button", { name: "Back to draft", exact: true }).boundingBox();
  expect(start && back && (start.y < back.y || (start.y === back.y && start.x < back.x))).toBe(true);
  // all 8 tabs are in sight on the phone (they wrap instead of scrolling out of view)
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(8);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  await expectNoAxeViolations(page);

  // results: the next match first; the team with the lower number always wins 2:0 (no ties anywhere)
  await page.getByRole("tab", { name: "Results" }).click();
  const title = page.locator("#entry-title");
  for (let i = 0; i < 27; i++) {
    await expect(title).toBeVisible();
    const before = await title.textContent();
    const plus = page.getByRole("button", { name: /^One goal more for Team \d+$/ });
    await expect(plus).toHaveCount(2);
    const teams = await plus.evaluateAll((els) =>
      els.map((el) => Number((el.getAttribute("aria-label") ?? "").replace(/\D+/g, ""))),
    );
    const winner = (teams[0] ?? 0) < (teams[1] ?? 0) ? 0 : 1;
    await plus.nth(winner).click();
    await plus.nth(winner).click();
    if (i === 0) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save result" }).click();
    // the next match's card (after the group stage it waits for the refetched knockout teams), its heading focused
    if (i < 26) {
      await expect(page.locator("#entry-title").filter({ hasNotText: before ?? "" })).toBeVisible();
      await expect(page.locator("#entry-title")).toBeFocused();
    }
    // Edit opens the correction card at the top and moves the focus to it
    if (i === 0) {
      await page
        .getByRole("button", { name: `Edit result of match ${(before ?? "").split(" ")[1]}`, exact: true })
        .click();
      await expect(page.locator("#entry-title")).toHaveText(before ?? "");
      await expect(page.locator("#entry-title")).toBeFocused();
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.locator("#entry-title")).toBeFocused();
    }
  }
  await expect(page.locator("#entry-done")).toBeFocused();
  await expect(page.getByText("All results are entered.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();

  // the tab survives a reload (tmentOverviewVariable)
  await page.reload();
  await expect(page.getByRole("tab", { name: "Results" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Tables" }).click();
  const ranking = page.getByTestId("final-ranking");
  await expect(ranking.getByRole("listitem")).toHaveCount(10);
  await expect(ranking.getByRole("listitem").first()).toHaveText("1. Team 1");
  await expect(ranking.getByRole("listitem").last()).toHaveText("10. Team 10");
  await expectNoAxeViolations(page);

  // lifecycle: finish with confirmation
  await page.getByRole("button", { name: "Mark as finished" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark as finished" }).click();
  await expect(page.getByText("Finished", { exact: true })).toBeVisible();

  // dashboard: the tournament is listed with status and team count
  await page.goto("/en/adminboard");
  const card = page.getByRole("article", { name: "Spring Cup" });
  await expect(card).toContainText("Teams: 10");
  await expect(card).toContainText("Finished");
  await expectNoAxeViolations(page);
});

test("an anonymous visitor's draft survives the login and is saved", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const email = `draft-${Date.now()}@example.test`;
  const password = "a-long-test-password-42";
  const [user] = await query<{ id: string }>(
    `insert into users (email, password_hash, display_name, email_verified_at)
     values ($1, $2, 'Draft Owner', now()) returning id`,
    [email, await hash(password)],
  );

  await page.goto("/en/create-tournament");
  await page.getByLabel("Tournament name").fill("Anonymous Cup");
  await next(page);
  await page.getByLabel("Number of teams").fill("6");
  await page.getByLabel("Number of teams").press("Enter");
  await expect(page.getByLabel("Team 6", { exact: true })).toBeVisible();
  await page.getByLabel("Team 1", { exact: true }).fill("Lions");
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByText("Matches: 10 · Teams: 6 · Pitches: 1")).toBeVisible();
  await next(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Log in and save" }).click();
  await expect(page).toHaveURL(/\/en\/login$/);

  // the draft is in the session store meanwhile
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("ft-session") ?? "{}"));
  expect(stored.formObject).toMatchObject({
    kind: "tournamentWizard",
    pendingSave: true,
    general: { name: "Anonymous Cup" },
  });

  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press("Enter");

  await expect(page).toHaveURL(/\/en\/create-tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("The tournament is saved.")).toBeVisible();
  const rows = await query<{ name: string; team_count: number }>(
    `select general->>'name' as name, jsonb_array_length(teams) as team_count from tournaments where owner_id = $1`,
    [user?.id],
  );
  expect(rows).toEqual([{ name: "Anonymous Cup", team_count: 6 }]);
});
