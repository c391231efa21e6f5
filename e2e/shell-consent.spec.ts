import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** Intercept the analytics host (never reach the internet) and count what the page asks of it. */
async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" });
  });
  return requests;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event" && args[1] === "page_view")
      .map((args) => (args[2] as { page_path: string }).page_path),
  );

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

test("analytics loads only after consent, then sends anonymised page views", async ({ page, context }) => {
  const requests = await watchAnalytics(page);
  await page.goto("/en");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await page.getByRole("link", { name: "Features" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Features");
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain("googletagmanager.com/gtag/js?id=G-TEST123");
  expect((await context.cookies()).find((c) => c.name === "cerez")?.value).toBe("true");
  const config = await page.evaluate(() =>
    (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).find((a) => a[0] === "config"),
  );
  expect(config).toEqual(["config", "G-TEST123", { anonymize_ip: true, send_page_view: false }]);
  expect(await pageViews(page)).toEqual(["/en/features"]);

  await page.getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect.poll(() => pageViews(page)).toEqual(["/en/features", "/en/faq"]);

  // With the cookie set, analytics loads at start.
  await page.reload();
  await expect.poll(() => requests.length).toBe(2);
  await expect(banner).toBeHidden();
});

test("declining is one click, is remembered and never loads analytics", async ({ page, context }) => {
  const requests = await watchAnalytics(page);
  await page.goto("/de");
  const banner = page.getByRole("region", { name: "Cookie-Einwilligung" });
  await banner.getByRole("button", { name: "Ablehnen" }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "cerez")?.value).toBe("false");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(requests).toEqual([]);
});

test("a failing analytics script is logged as 'GA load failed'", async ({ page, context }) => {
  await context.addCookies([{ name: "cerez", value: "true", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.route(/googletagmanager\.com/, (route) => route.abort());
  const logged = page.waitForEvent("console", (m) => m.text().includes("GA load failed"));
  await page.goto("/en");
  await logged;
});
