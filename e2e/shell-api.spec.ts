import { expect, test } from "./support/fixtures.ts";

const unavailable = { status: 503, json: { error: { code: "UNAVAILABLE", message: "try later" } } };

test("a GET answered 503 is retried exactly once", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/v1/auth/me", (route) => {
    calls++;
    return route.fulfill(unavailable);
  });
  // The page's clock is controlled, so "no third try" is proven by running its timers, not by waiting.
  await page.clock.install();
  // An app page (home without a session is drawn by the server, without the app: ADR 0029).
  await page.goto("/en/features");
  await expect.poll(() => calls).toBe(2);
  // The session load on start ignores errors other than 401: no snackbar, still anonymous.
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.clock.runFor(60_000);
  expect(calls).toBe(2);
});

test("a POST answered 503 is not retried; the error shows in a snackbar for 5 seconds", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/v1/auth/authenticate", (route) => {
    calls++;
    return route.fulfill(unavailable);
  });
  await page.goto("/en/login");
  await page.getByLabel("E-mail address").fill("coach@example.test");
  await page.locator('input[name="password"]').fill("secret-secret");
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  const snackbar = page.getByText("Something went wrong (error 503). Please try again.");
  await expect(snackbar).toBeVisible();
  const shownAt = Date.now();
  expect(calls).toBe(1);
  await expect(snackbar).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_500);
  expect(calls).toBe(1);
});

test("requests include credentials and a 501 shows 'not available yet'", async ({ page }) => {
  let cookieHeader: string | undefined;
  await page.context().addCookies([{ name: "probe", value: "1", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.route("**/api/v1/auth/registration", async (route) => {
    cookieHeader = (await route.request().headerValue("cookie")) ?? undefined;
    return route.fulfill({ status: 501, json: { error: { code: "NOT_IMPLEMENTED", message: "later" } } });
  });
  await page.goto("/en/register");
  await page.getByLabel("Your name").fill("Coach");
  await page.getByLabel("E-mail address").fill("coach@example.test");
  await page.locator('input[name="password"]').fill("secret-secret");
  // The registration form validates with the server's schema: terms and privacy must be accepted.
  await page.locator('input[name="acceptTerms"]').check();
  await page.locator('input[name="acceptPrivacy"]').check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This function is not available yet.")).toBeVisible();
  expect(cookieHeader).toContain("probe=1");
});
