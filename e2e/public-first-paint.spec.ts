// The public page's first paint (issue 13, ADR 0015): the server's HTML already holds the schedule and the tables,
// readable without JavaScript; with JavaScript the page takes over and a result saved later appears live without
// moving anything.
import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { layoutShifts, painted, recordLayoutShifts, shiftTotal } from "./support/layout-shifts.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 740 };

type View = {
  matches: Array<{ id: string; stage: string; home: { teamId: string | null }; away: { teamId: string | null } }>;
  teams: Array<{ id: string; name: string }>;
};

/** Until the page has painted what it shows now (two frames: the next one is laid out and drawn). */
const row = (page: Page, matchId: string) => page.locator(`tr[data-match="${matchId}"]`);

test("the server's HTML shows schedule and tables without JavaScript; with it a result appears live without a shift", async ({
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "First Paint Organiser" });
  const name = `First Paint Cup ${randomUUID().slice(0, 6)}`;
  const id = await createTournament(context.request, name, {
    visibility: "public",
    venue: { name: "Sportpark Nord", city: "Bochum" },
    pitches: 2,
    publish: true,
  });
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}`)).json()) as View;
  const group = view.matches.filter((m) => m.stage === "group" && m.home.teamId);
  const [first, second] = group;
  if (!first || !second) throw new Error("no group matches");
  const save = async (matchId: string, home: number, away: number) => {
    const res = await context.request.put("/api/v1/tment/update", {
      data: { id, idempotencyKey: randomUUID(), results: [{ matchId, home, away }] },
    });
    expect(res.status()).toBe(200);
  };
  await save(first.id, 2, 1);

  // Without JavaScript: everything a parent needs is in the server's HTML, and it fits a 360 px phone.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const bare = await noScript.newPage();
  await bare.goto(`${process.env.E2E_BASE_URL}/en/tournament/${id}`);
  await expect(bare.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(bare.getByText("Sportpark Nord, Bochum")).toBeVisible();
  await expect(bare.getByRole("heading", { level: 2, name: "Now and next" })).toBeVisible();
  await expect(bare.getByRole("heading", { level: 2, name: "Schedule" })).toBeVisible();
  await expect(bare.locator("tr[data-match]")).toHaveCount(view.matches.length);
  await expect(row(bare, first.id).locator("[data-score]")).toHaveText("2:1");
  await expect(row(bare, second.id)).toBeVisible();
  await expect(bare.getByRole("heading", { level: 2, name: "Groups and tables" })).toBeVisible();
  const groupA = bare.getByRole("region", { name: "Group A" });
  await expect(groupA).toBeVisible();
  await expect(bare.getByRole("region", { name: "Group B" })).toBeVisible();
  // The winner of the played match has 3 points in its group's table.
  const winner = view.teams.find((team) => team.id === first.home.teamId)?.name ?? "?";
  const winnerRow = bare.locator("[data-standings] tbody tr").filter({ hasText: winner });
  await expect(winnerRow.locator("td").last()).toHaveText("3");
  expect(await bare.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await noScript.close();

  // With JavaScript: a visitor without a session gets the lean page (ADR 0028): the server's HTML made live by one
  // small script, without the app. It goes live, and a new result moves nothing.
  const viewer = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  await viewer.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  const page = await viewer.newPage();
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await recordLayoutShifts(page);
  await page.goto(`${process.env.E2E_BASE_URL}/en/tournament/${id}`);
  await expect(page.locator("[data-ready]")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // One set of hreflang alternates (the app replaces the server's, it does not add a second) and one canonical:
  // two sets made the canonical point to "another hreflang location" for Lighthouse (SEO 92).
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(9);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${process.env.E2E_BASE_URL}/en/tournament/${id}`,
  );
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "connected", { timeout: 15_000 });
  await expect(row(page, first.id).locator("[data-score]")).toHaveText("2:1");
  await expect(row(page, second.id).locator("[data-score]")).toHaveCount(0);
  await painted(page);
  const before = await layoutShifts(page);
  test.info().annotations.push({ type: "cls until live", description: shiftTotal(before).toFixed(4) });

  await save(second.id, 3, 0);
  await expect(row(page, second.id).locator("[data-score]")).toHaveText("3:0");
  await painted(page);
  const after = (await layoutShifts(page)).slice(before.length);
  const total = shiftTotal(after);
  expect(total, JSON.stringify(after, null, 1)).toBeLessThan(0.001);
  // All of it without the app: the page's one script, nothing of the app's bundle.
  expect(scripts).toEqual(["/public-page.js"]);
  await viewer.close();
});

/** A published two-pitch cup, and a phone without a session (nor a service worker) to open it on. */
async function cupAndViewer(browser: Browser, context: BrowserContext, who: string) {
  await logIn(context, { displayName: `${who} Organiser` });
  const name = `${who} Cup ${randomUUID().slice(0, 6)}`;
  const id = await createTournament(context.request, name, { visibility: "public", pitches: 2, publish: true });
  const viewer = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  return { id, name, viewer, page: await viewer.newPage() };
}

test("the lean page fetches its payload once (the head's preload) and keeps a team chosen before it arrives", async ({
  browser,
  context,
}) => {
  const { id, name, viewer, page } = await cupAndViewer(browser, context, "Preload");
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}`)).json()) as View;
  const followed = view.teams[0];
  if (!followed) throw new Error("no team");
  const mine = view.matches.filter((m) => m.home.teamId === followed.id || m.away.teamId === followed.id).length;
  expect(mine).toBeGreaterThan(0);

  // The payload waits until the visitor has chosen a team: the server's page is there and answers at once.
  let payloadRequests = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/v1/auth/tment/${id}`, async (route) => {
    payloadRequests++;
    await held;
    await route.continue();
  });
  await page.goto(`${process.env.E2E_BASE_URL}/en/tournament/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect.poll(() => payloadRequests).toBe(1);
  await expect(page.locator("[data-ready]")).toHaveCount(0);
  await page.getByLabel("Follow a team").selectOption({ label: followed.name });
  await expect(page.locator("tr[data-match][data-mine]")).toHaveCount(0);

  release();
  await expect(page.locator("[data-ready]")).toHaveCount(1);
  await expect(page.getByLabel("Follow a team")).toHaveValue(followed.id);
  await expect(page.locator("tr[data-match][data-mine]")).toHaveCount(mine);
  // The script's fetch took the preloaded answer: one request for the payload in all.
  expect(payloadRequests).toBe(1);
  await viewer.close();
});

test("when the payload's first fetch fails, the lean page fetches it again once its live stream is connected", async ({
  browser,
  context,
}) => {
  const { id, name, viewer, page } = await cupAndViewer(browser, context, "Retry");
  let payloadRequests = 0;
  await page.route(`**/api/v1/auth/tment/${id}`, async (route) => {
    payloadRequests++;
    if (payloadRequests === 1) await route.abort("internetdisconnected");
    else await route.continue();
  });
  await page.goto(`${process.env.E2E_BASE_URL}/en/tournament/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "connected", { timeout: 15_000 });
  await expect(page.locator("[data-ready]")).toHaveCount(1);
  expect(payloadRequests).toBe(2);
  await viewer.close();
});
