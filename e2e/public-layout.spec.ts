// The public tournament page on a phone keeps its layout while the app takes over the server's first paint and the
// live stream and the logo arrive (issue 11, "stable layout": CLS < 0.05 at 360 px; issue 13, ADR 0015).
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { layoutShifts, painted, recordLayoutShifts, shiftTotal } from "./support/layout-shifts.ts";
import { logIn } from "./support/session.ts";
import { createTournament, setLogo } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 740 };

/** A request the page makes is held until the test releases it; `seen` resolves when the page asked. */
async function hold(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  let asked = () => {};
  const seen = new Promise<void>((done) => {
    asked = done;
  });
  await page.route(url, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { seen, release };
}

test("the public page does not shift while its data, live state and logo arrive (CLS < 0.05 at 360 px)", async ({
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Layout Organiser" });
  const id = await createTournament(context.request, `Layout Cup ${randomUUID().slice(0, 6)}`, {
    visibility: "public",
    venue: { name: "Sportpark Nord", city: "Bochum" },
    pitches: 2,
    publish: true,
  });
  const logoId = await setLogo(context.request, id);
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    matches: Array<{ id: string; stage: string }>;
  };
  const played = view.matches.filter((m) => m.stage === "group").slice(0, 4);
  const saved = await context.request.put("/api/v1/tment/update", {
    data: { id, idempotencyKey: randomUUID(), results: played.map((m, i) => ({ matchId: m.id, home: i, away: 1 })) },
  });
  expect(saved.status()).toBe(200);

  const viewer = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  await viewer.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  const page = await viewer.newPage();
  await recordLayoutShifts(page);
  // The logo's answer is held until the page has painted without it, so the test sees each step.
  const logo = await hold(page, `**/api/v1/files/${logoId}`);

  // Not until "load": the first paint's logo is held below.
  await page.goto(`${process.env.E2E_BASE_URL}/en/tournament/${id}`, { waitUntil: "domcontentloaded" });
  // The server's HTML is the page (ADR 0015, 0028): its script makes it live from the embedded payload.
  // Generous: a cold page can be slow on a busy test machine (a signal, not a timing).
  await expect(page.locator("[data-ready]")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Layout Cup");
  await painted(page);
  await logo.seen;
  await painted(page);
  logo.release();
  const img = page.locator(`header img[src="/api/v1/files/${logoId}"]`);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "connected", { timeout: 15_000 });
  await expect(page.locator("[data-score]").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tables" })).toBeVisible();
  await painted(page);

  const shifts = await layoutShifts(page);
  const total = shiftTotal(shifts);
  test.info().annotations.push({ type: "cls", description: total.toFixed(4) });
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05);
  await viewer.close();
});
