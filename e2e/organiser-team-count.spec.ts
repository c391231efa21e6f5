import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 11, item 3: "Number of teams" on a 360 px phone. The field changes the list only when it is left or
// Enter is pressed; fewer teams asks before rows with typed names go, and a removal can be undone.

const PHONE = { width: 360, height: 780 };
const EIGHT = ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks", "Foxes", "Hawks"];

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

const rows = (page: Page) => page.getByRole("list", { name: "Teams" }).getByRole("listitem");
const teamName = (page: Page, n: number) => page.getByLabel(`Team ${n}`, { exact: true });
async function expectNames(page: Page, names: readonly string[]) {
  await expect(rows(page)).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(teamName(page, i + 1)).toHaveValue(name);
}

test("typing a number of teams keeps typed names, asks before removing them, and offers an undo", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto("/en/create-tournament");
  await page.getByLabel("Tournament name").fill("Count Cup");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(rows(page)).toHaveCount(8);
  for (const [i, name] of EIGHT.entries()) await teamName(page, i + 1).fill(name);

  // Select all and type "10": on the way the field reads "1", and not a single row goes.
  const count = page.getByLabel("Number of teams");
  await count.click();
  await count.press("ControlOrMeta+a");
  await count.pressSequentially("1");
  await expectNames(page, EIGHT);
  await expect(count).toHaveValue("1");
  await count.pressSequentially("0");
  await count.press("Enter");
  const ten = [...EIGHT, "Team 9", "Team 10"];
  await expectNames(page, ten);

  // Up to 20 (left with Tab), then Backspace on "20": "2" is only typed, nothing is removed yet …
  await count.fill("20");
  await count.press("Tab");
  await expect(rows(page)).toHaveCount(20);
  const twenty = [...ten, ...Array.from({ length: 10 }, (_, i) => `Team ${i + 11}`)];
  await count.click();
  await count.press("End");
  await count.press("Backspace");
  await expect(count).toHaveValue("2");
  await expect(rows(page)).toHaveCount(20);

  // … and leaving the field asks, naming the 6 named teams (3–8) that would go; Cancel has the focus.
  await count.press("Tab");
  const dialog = page.getByRole("dialog", { name: "Remove teams with names?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Lowering the number to 2 removes 6 teams that already have a name.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.screenshot({ path: "/tmp/h3-teams-confirm.png" });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  // Cancel: the number goes back, every row is there.
  await expect(count).toHaveValue("20");
  await expectNames(page, twenty);

  // Confirmed this time: 18 rows go, and an Undo, reachable by keyboard, brings them back in order.
  await count.click();
  await count.press("End");
  await count.press("Backspace");
  await count.press("Enter");
  await dialog.getByRole("button", { name: "Remove teams" }).click();
  await expectNames(page, ["Lions", "Tigers"]);
  await expect(count).toHaveValue("2");
  await expect(page.getByRole("status").filter({ hasText: "18 teams removed." })).toBeVisible();
  await page.screenshot({ path: "/tmp/h3-teams-undo.png" });
  await expectNoAxeViolations(page);
  const undo = page.getByRole("button", { name: "Undo" });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expectNames(page, twenty);
  await expect(count).toHaveValue("20");
  await expect(undo).toHaveCount(0);
  await expect(teamName(page, 3)).toBeFocused();

  // Only placeholder rows at the end: they go without a question, and the undo is offered all the same.
  await count.fill("10");
  await count.press("Enter");
  await expectNames(page, ten);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "10 teams removed." })).toBeVisible();
  await undo.click();
  await expectNames(page, twenty);
});
