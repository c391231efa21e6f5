import { expect, test } from "./support/fixtures.ts";

// page.route cannot see requests a service worker answers from its cache. Each test starts on an app page (home without a
// session is drawn by the server, without the app: ADR 0029) and follows a footer link as a click in the app does.
test.use({ serviceWorkers: "block" });

test("a chunk-load error reloads once, then shows Loading and moves on to /notfound", async ({ page }) => {
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/en/features");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // As after a deploy: the page's chunk is gone.
  await page.route("**/assets/faq-page-*.js", (route) => route.abort());
  await page.getByRole("link", { name: "FAQ" }).click();

  await expect(page).toHaveURL(/\/en\/notfound$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /en/notfound");
  expect(loads).toBe(2);
  const reloadAt = Number(await page.evaluate(() => sessionStorage.getItem("ft-chunk-reload-at")));
  expect(reloadAt).toBeGreaterThan(0);
});

test("the reload guard allows another reload once 10 seconds have passed", async ({ page }) => {
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/en/features");
  // A reload 11 s ago no longer blocks.
  await page.evaluate(() => sessionStorage.setItem("ft-chunk-reload-at", String(Date.now() - 11_000)));
  await page.route("**/assets/tip-page-*.js", (route) => route.abort());
  await page.getByRole("link", { name: "Tips" }).click();
  await expect(page).toHaveURL(/\/en\/notfound$/);
  expect(loads).toBe(2);
});

test("an application error shows Loading, then replaces the route with /{lang}/notfound", async ({ page }) => {
  await page.goto("/de/features");
  await page.evaluate(() => sessionStorage.setItem("ft-chunk-reload-at", String(Date.now())));
  // A broken module (not a network failure): an application error, not a chunk error.
  await page.route("**/assets/imprint-page-*.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "throw new Error('broken page')" }),
  );
  const loading = page.getByText("Wird geladen");
  await page.getByRole("link", { name: "Impressum" }).click();
  await expect(loading.or(page.getByRole("heading", { name: /Seite nicht gefunden/ }))).toBeVisible();
  await expect(page).toHaveURL(/\/de\/notfound$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden: /de/notfound");
});

test.describe("for bots", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("an application error is only logged: no error screen, no redirect", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/en/features");
    await page.evaluate(() => sessionStorage.setItem("ft-chunk-reload-at", String(Date.now())));
    await page.route("**/assets/contact-page-*.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "throw new Error('broken page')" }),
    );
    await page.getByRole("link", { name: "Contact" }).click();
    await expect.poll(() => errors.some((e) => e.includes("broken page"))).toBe(true);
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByText("Loading")).toHaveCount(0);
    await expect(page.locator("main h1")).toHaveCount(0);
  });
});
