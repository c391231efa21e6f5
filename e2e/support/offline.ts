// Waiting for the service worker's copy of a public payload (the offline page and offline reloads read it).
import { expect, type Page } from "@playwright/test";

/**
 * Waits until the worker's cache holds the tournament's payload with its name (what the offline page shows).
 * Not `page.waitForFunction`: it takes an async predicate's promise itself as a truthy answer and returns at once.
 */
export async function payloadKept(page: Page, id: string) {
  const kept = () =>
    page
      .evaluate(async (tournamentId) => {
        const copy = await (await caches.open("kickoff-tournaments-v1")).match(`/api/v1/auth/tment/${tournamentId}`, {
          ignoreVary: true,
        });
        const body = (await copy?.json().catch(() => null)) as { general?: { name?: unknown } } | null;
        return typeof body?.general?.name === "string";
      }, id)
      // A navigation in between destroys the evaluation's context: not kept yet, ask again.
      .catch(() => false);
  await expect.poll(kept, { timeout: 20_000 }).toBe(true);
}
