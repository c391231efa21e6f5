import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

test("the board's quick publish and delete ask first; cancelling changes nothing", async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(context, { displayName: "Bea Board" });
  await createTournament(context.request, "Board Cup");
  await page.goto("/en/adminboard");
  const card = page.getByRole("article", { name: "Board Cup" });
  await expect(card).toContainText("Draft");
  // the date in the page's language, not ISO
  await expect(card).toContainText("May 4, 2030 · Teams:");

  await card.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByRole("dialog", { name: "Publish" });
  await expect(publish).toContainText("visible to everyone who has the link");
  await expectNoAxeViolations(page);
  await publish.getByRole("button", { name: "Cancel" }).click();
  await expect(publish).toBeHidden();
  await expect(card).toContainText("Draft");

  await card.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog", { name: "Publish" }).getByRole("button", { name: "Publish" }).click();
  await expect(card).toContainText("Published");

  await card.getByRole("button", { name: "Delete Board Cup" }).click();
  const remove = page.getByRole("dialog", { name: "Delete" });
  // a dangerous question opens with the focus on Cancel: Enter right away deletes nothing
  await expect(remove.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(remove).toBeHidden();
  await expect(card).toBeVisible();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Delete Board Cup" }).click();
  await page.getByRole("dialog", { name: "Delete" }).getByRole("button", { name: "Delete" }).click();
  await expect(card).toBeHidden();
});

test("a failed duplicate says so and leaves the board as it was", async ({ page, context }) => {
  await logIn(context, { displayName: "Dora Duplicate" });
  await createTournament(context.request, "Copy Cup");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route("**/api/v1/tment/duplicate", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/en/adminboard");
  const card = page.getByRole("article", { name: "Copy Cup" });
  await card.getByRole("button", { name: "Duplicate Copy Cup as a new tournament" }).click();
  await expect(page.getByText("The copy could not be created. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/adminboard$/);
  expect(errors).toEqual([]);
});
