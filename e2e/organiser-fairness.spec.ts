import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 800 };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

test("the preview's fairness report covers the knockout: both semi-finals' winners rest alike before the final", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Fair Organiser" });
  await page.goto("/en/create-tournament");
  await page.getByLabel("Tournament name").fill("Fair Cup");
  await next(page);
  await page.getByLabel("Number of teams").fill("10");
  await page.getByLabel("Number of teams").press("Enter");
  await expect(page.getByLabel("Team 10", { exact: true })).toHaveValue("Team 10");
  await next(page);
  // two groups of five, semi-finals, every place played: the shape of the day in issue 11
  await page.getByRole("switch", { name: "Placement matches for every place" }).check();
  await next(page);
  await page.getByRole("button", { name: "Add pitch" }).click();
  await next(page);

  const report = page.getByRole("region", { name: "Fairness" });
  await expect(report.getByText("Rest before knockout matches", { exact: true })).toBeVisible();
  await report.getByRole("button", { name: "Rest before each knockout match" }).click();
  const final = report.locator('tr[data-rest-match="F"]');
  await expect(final).toBeVisible();
  const winner1 = final.getByText(/^Winner SF1: \d+ min$/);
  const winner2 = final.getByText(/^Winner SF2: \d+ min$/);
  await expect(winner1).toBeVisible();
  await expect(winner2).toBeVisible();
  const minutes = async (text: Promise<string | null>) => /: (\d+) min$/.exec((await text) ?? "")?.[1];
  expect(await minutes(winner1.textContent())).toBe(await minutes(winner2.textContent()));
  // the semi-finals kick off together
  const sf1 = await report.locator('tr[data-rest-match="SF1"] td').first().textContent();
  const sf2 = await report.locator('tr[data-rest-match="SF2"] td').first().textContent();
  expect(sf1?.slice(0, 5)).toBe(sf2?.slice(0, 5));
  const box = await report.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await report.screenshot({ path: "/tmp/h1-planner-fairness.png" });
  await expectNoAxeViolations(page);
});
