import { expect, test } from "./support/fixtures.ts";

test("switching the language keeps the page and remembers the choice for 365 days", async ({ page, context }) => {
  await page.goto("/en/tournament/t-9?tab=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tournament");
  await page.getByRole("button", { name: "Change language" }).click();
  await page.getByRole("menuitem", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(/\/tr\/tournament\/t-9\?tab=2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turnuva");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr-TR");
  const cookie = (await context.cookies()).find((c) => c.name === "locale");
  expect(cookie?.value).toBe("tr");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // `/` now uses the cookie.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr-TR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Altyapı futbolu turnuvalarını planlayın, yönetin ve paylaşın",
  );
});

test("without a cookie, `/` follows the browser language, then English", async ({ browser, baseURL }) => {
  const dutch = await browser.newContext({ baseURL, locale: "nl-BE" });
  const page = await dutch.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await dutch.close();
  const japanese = await browser.newContext({ baseURL, locale: "ja-JP" });
  const other = await japanese.newPage();
  await other.goto("/");
  await expect(other.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Plan, run and share youth football tournaments");
  await japanese.close();
});

test("every page lists hreflang alternates for the 8 languages", async ({ page, baseURL }) => {
  await page.goto("/fr/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions fréquentes");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates).toHaveLength(9);
  expect(alternates).toContainEqual(["de-DE", `${baseURL}/de/faq`]);
  expect(alternates).toContainEqual(["x-default", `${baseURL}/en/faq`]);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest-fr.webmanifest");
});
