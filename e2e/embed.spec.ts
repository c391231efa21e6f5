// Embeds on a club's website (another origin frames them, results arrive live; other pages refuse to be framed),
// the offline page's saved tournaments and the not-found page's search (ADR 0019).
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { payloadKept } from "./support/offline.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };

type View = {
  matches: Array<{ id: string; stage: string; home: { teamId: string | null }; away: { teamId: string | null } }>;
  teams: Array<{ id: string; name: string }>;
};

/** A club's website on its own origin (localhost, not 127.0.0.1: another site): one page with the given body. */
async function clubSite(body: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><title>FC Example</title></head><body>${body()}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    url: `http://localhost:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function saveResult(request: APIRequestContext, id: string, matchId: string, home: number, away: number) {
  const saved = await request.put("/api/v1/tment/update", {
    data: { id, idempotencyKey: randomUUID(), results: [{ matchId, home, away }] },
  });
  expect(saved.status()).toBe(200);
}

const viewOf = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/v1/tment/tmuser/${id}`)).json()) as View;

test.beforeEach(async ({ context, baseURL }) => {
  // Cookie choice made (declined): no consent banner over the phone screen.
  await context.addCookies([{ name: "cerez", value: "false", url: baseURL ?? "" }]);
});

test("a club's website on another origin frames the embed and sees a result arrive live; other pages refuse", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const owner = await logIn(context, { displayName: "Emil Embed" });
  const name = `Embed Cup ${randomUUID().slice(0, 6)}`;
  const id = await createTournament(context.request, name, { visibility: "public", publish: true });
  const view = await viewOf(context.request, id);
  const match = view.matches.find((m) => m.stage === "group" && m.home.teamId && m.away.teamId);
  if (!match) throw new Error("no group match");
  let src = `${baseURL}/en/embed/tournament/${id}?theme=dark&accent=%23aa0055`;
  const site = await clubSite(
    () =>
      `<main><h1>FC Example</h1><iframe src="${src}" title="Our tournament" width="340" height="700"></iframe></main>`,
  );
  try {
    await page.goto(site.url);
    const frame = page.frameLocator("iframe");
    await expect(frame.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(frame.locator("[data-live]")).toHaveAttribute("data-live", "connected");
    // Dark with the club's accent, no app header or footer; the link opens the full page in a new tab.
    const embedded = page.frame({ url: /\/embed\/tournament\// });
    if (!embedded) throw new Error("embed frame missing");
    expect(await embedded.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe("dark");
    expect(
      await embedded.evaluate(() =>
        getComputedStyle(document.querySelector(".embed-root") as Element).getPropertyValue("--embed-accent"),
      ),
    ).toBe("#aa0055");
    await expect(frame.getByRole("banner").filter({ hasText: "Kickoff" })).toHaveCount(0);
    const full = frame.getByRole("link", { name: /Full page on Kickoff/ });
    await expect(full).toHaveAttribute("target", "_blank");
    await expect(full).toHaveAttribute("href", `${baseURL}/en/tournament/${id}`);

    // A result entered by the organiser appears in the frame by itself.
    const row = frame.locator(`tr[data-match="${match.id}"]`);
    await expect(row).toBeVisible();
    await expect(row.locator("[data-score]")).toHaveCount(0);
    await saveResult(context.request, id, match.id, 4, 1);
    await expect(row.locator("[data-score]")).toHaveText("4:1");
    await expectNoAxeViolations(page);

    // One team's matches, and the tables.
    const team = view.teams[0];
    if (!team) throw new Error("no team");
    src = `${baseURL}/en/embed/tournament/${id}?view=team&team=${team.id}`;
    await page.reload();
    await expect(frame.getByRole("heading", { level: 2, name: `Matches of ${team.name}` })).toBeVisible();
    src = `${baseURL}/en/embed/tournament/${id}?view=tables`;
    await page.reload();
    await expect(frame.getByRole("heading", { level: 2, name: "Groups and tables" })).toBeVisible();
    await expect(frame.getByRole("region", { name: "Group A" })).toBeVisible();

    // The tournament's own page refuses to be framed (CSP frame-ancestors 'none'): the browser shows nothing of it.
    const refused = new Promise<string>((resolve) =>
      page.on("console", (message) => {
        if (message.text().includes("frame-ancestors")) resolve(message.text());
      }),
    );
    src = `${baseURL}/en/tournament/${id}`;
    await page.reload();
    expect(await refused).toContain("frame-ancestors 'none'");
    await expect(frame.getByRole("heading", { level: 1, name })).toHaveCount(0);

    // A private tournament never shows in an embed, not even in its owner's browser (they are logged in here).
    const hidden = await createTournament(context.request, `Hidden ${owner.id.slice(0, 4)}`, {
      visibility: "private",
      publish: true,
    });
    await page.goto(`/en/embed/tournament/${hidden}`);
    await expect(page.getByText("This tournament is not available here.")).toBeVisible();
    await expect(page.getByText(`Hidden ${owner.id.slice(0, 4)}`)).toHaveCount(0);
    // Its own page answers 404 like a missing one, yet the owner's app still shows the preview.
    const response = await page.goto(`/en/tournament/${hidden}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: `Hidden ${owner.id.slice(0, 4)}` })).toBeVisible();
  } finally {
    await site.close();
  }
});

test("the share tab builds the embed code with a preview", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Sara Share" });
  const name = `Snippet Cup ${randomUUID().slice(0, 6)}`;
  const id = await createTournament(context.request, name, { visibility: "public", publish: true });
  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Share" }).click();
  await expect(page.getByRole("heading", { name: "Embed on your website" })).toBeVisible();
  await page.getByRole("radiogroup", { name: "What it shows" }).getByText("Tables").click();
  await page.getByRole("radiogroup", { name: "Colours" }).getByText("Dark").click();
  await page.getByLabel("Accent colour").fill("#12ab34");
  const code = page.getByLabel("Code for your website", { exact: true });
  await expect(code).toHaveValue(
    `<iframe src="${baseURL}/en/embed/tournament/${id}?view=tables&amp;theme=dark&amp;accent=%2312ab34" title="${name}" width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  );
  await page.getByLabel("Accent colour").fill("red");
  await expect(page.getByText("Enter a colour as # followed by six hex digits, e.g. #1c7c3c.")).toBeVisible();
  await expect(code).toHaveValue(/\?view=tables&amp;theme=dark"/);
  const preview = page.frameLocator('iframe[title="Preview of the embedded tournament"]');
  await expect(preview.getByRole("heading", { level: 2, name: "Groups and tables" })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Waits until the service worker controls the page and keeps the tournament's payload. */
async function tournamentSaved(page: Page, id: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.reload();
  // The stored copy is the whole payload (the offline page reads the tournament's name from it).
  await payloadKept(page, id);
}

test("offline, the offline page lists the tournaments saved on the device; they open from the copy", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Olga Offline" });
  const name = `Offline Cup ${randomUUID().slice(0, 6)}`;
  const id = await createTournament(context.request, name, { visibility: "public", publish: true });
  await openLoaded(page, `/en/tournament/${id}`);
  await tournamentSaved(page, id);

  await context.setOffline(true);
  await page.goto("/en/offline");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const saved = page.getByRole("link", { name });
  await expect(saved).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Still no connection.", { exact: false })).toBeVisible();
  await saved.click();
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/last updated/)).toBeVisible();

  // Back online, "Try again" on the offline page goes back to the page the visitor came from.
  await page.goto("/en/offline");
  await context.setOffline(false);
  await expect(page.getByText("The connection is back", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${id}$`));
});

test("an unknown page answers 404 and its search finds tournaments", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Nina Notfound" });
  const name = `Findme Cup ${randomUUID().slice(0, 6)}`;
  await createTournament(context.request, name, { visibility: "public", publish: true });
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found: /en/no-such-page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/en");
  await expectNoAxeViolations(page);
  await page.getByLabel("Search for a tournament").fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/global-tournaments\?text=Findme/);
  await expect(page.getByText(name)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("button", { name: "Back to the previous page" })).toBeVisible();
});
