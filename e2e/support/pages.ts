import { expect, type Page } from "@playwright/test";

/**
 * Opens a page that loads its data first (public tournament page, control centre) and waits for its
 * `data-ready` marker, the app's signal that the first data is on screen: on a busy machine that can take
 * seconds, so tests wait for the signal, never for a fixed time.
 */
export async function openLoaded(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("[data-ready]").first()).toBeVisible({ timeout: 30_000 });
}
