// Home, features and about us (issue 16): every language on a phone, without console errors or missing keys, axe
// clean, headings in order; the home page's live counts, upcoming tournaments and screenshots.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 740 };
const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
const read = <T>(lang: string, ns: string): T =>
  JSON.parse(readFileSync(`${catalogs}/${lang}/${ns}.json`, "utf8")) as T;
type Landing = { landing: { title: string; description: string; ctaCreate: string } };
type Info = { info: { about: { who: { imprint: string } } } };
type Pages = { pages: Record<string, { title: string; description: string }> };

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  // At least one public, published tournament with an entered result, so every count and the list have something.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await logIn(context, { displayName: "Home Organiser" });
  const id = await createTournament(context.request, "Home Page Cup", { visibility: "public", publish: true });
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    matches: Array<{ id: string; stage: string }>;
  };
  const match = view.matches.find((m) => m.stage === "group");
  const saved = await context.request.put("/api/v1/tment/update", {
    data: { id, idempotencyKey: `home-${Date.now()}`, results: [{ matchId: match?.id, home: 1, away: 0 }] },
  });
  expect(saved.status()).toBe(200);
  await context.close();
});

/** Console errors, failed scripts and missing-key warnings while the test runs. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    // A visitor without a session: the shell's session probe answers 401, which the browser logs. That is the
    // expected answer, not a fault of these pages.
    if (m.type() === "error" && m.location().url.endsWith("/api/v1/auth/me") && /\b401\b/.test(m.text())) return;
    if (m.type() === "error" || /missing key|i18next/i.test(m.text()))
      problems.push(`${m.type()}: ${m.text()} ${m.location().url}`);
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

/** The page's headings never skip a level (h1 → h3), and there is exactly one h1. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator("main")
    .evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName.slice(1))));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });
}

/** Each image is scrolled to (they load lazily) and has loaded real pixels. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", /\S/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await image.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

for (const lang of LANGUAGES) {
  const landing = read<Landing>(lang, "landing").landing;
  const info = read<Info>(lang, "info").info;
  const pages = read<Pages>(lang, "pages").pages;

  test(`home, features and about us in ${lang} at 360 px`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);

    await page.goto(`/${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", landing.description);
    for (const count of ["users", "tournaments", "matchesPlayed"]) {
      await expect(page.locator(`[data-count="${count}"]`)).toHaveText(/^[1-9][\d.,\s\u00a0\u202f]*$/);
    }
    await expect(page.locator("[data-upcoming] li a").first()).toBeVisible();
    await expectImagesLoaded(page);
    await noSidewaysScroll(page);
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    await page.goto(`/${lang}/features`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.features?.title ?? "");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      pages.features?.description ?? "",
    );
    await expect(page).toHaveTitle(new RegExp(`^${pages.features?.title}`));
    await expectImagesLoaded(page);
    await noSidewaysScroll(page);
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    await page.goto(`/${lang}/aboutus`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.aboutUs?.title ?? "");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pages.aboutUs?.description ?? "");
    await expect(page.getByRole("link", { name: info.about.who.imprint })).toHaveAttribute("href", `/${lang}/imprint`);
    await noSidewaysScroll(page);
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);

    expect(problems).toEqual([]);
  });
}

test("the upcoming list links to the tournament pages", async ({ page }) => {
  await page.goto("/en");
  const link = page.locator("[data-upcoming] li a").first();
  const name = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/en\/(tournament|funino)\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goBack();
  await page.getByRole("link", { name: "All upcoming tournaments" }).click();
  await expect(page).toHaveURL(/\/en\/alltournaments$/);
});

test("home without a session is drawn by the server: its numbers and list without any script, as the app draws them", async ({
  browser,
}) => {
  // Without JavaScript: the whole page is there.
  const noScript = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const bare = await noScript.newPage();
  await bare.goto("/en");
  await expect(bare.getByRole("heading", { level: 1 })).toHaveText("Plan, run and share youth football tournaments");
  for (const count of ["users", "tournaments", "matchesPlayed"]) {
    await expect(bare.locator(`[data-count="${count}"]`)).toHaveText(/^[1-9][\d,]*$/);
  }
  await expect(bare.locator("[data-upcoming] li a").first()).toBeVisible();
  await expect(bare.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/login");
  await noScript.close();

  // With JavaScript: one small script and no app; the sections where the app's home has them (same classes, same
  // sizes), so a visitor who signs in sees the same page.
  const lean = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  const app = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  // The consent choice made: no banner above either page.
  for (const context of [lean, app])
    await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  const leanPage = await lean.newPage();
  const scripts: string[] = [];
  leanPage.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await leanPage.goto("/en");
  await expect(leanPage.locator("[data-count=users]")).toHaveText(/^[1-9]/);
  await leanPage.waitForLoadState("load");
  expect(scripts).toEqual(["/home-page.js"]);
  await logIn(app, { displayName: "Same Look" });
  const appPage = await app.newPage();
  await appPage.goto("/en");
  await expect(appPage.locator("[data-count=users]")).toHaveText(/^[1-9]/);
  for (const selector of ["h1", "section[aria-labelledby=home-counts]", "#home-audiences", "#home-upcoming"]) {
    const [a, b] = await Promise.all([leanPage, appPage].map((p) => p.locator(selector).boundingBox()));
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? -99)), selector).toBeLessThanOrEqual(1);
    expect(Math.abs((a?.height ?? 0) - (b?.height ?? -99)), selector).toBeLessThanOrEqual(1);
  }
  await lean.close();
  await app.close();
});

test("the app's home (signed in): the counts arrive without moving the page, both ways in reachable by keyboard", async ({
  page,
  context,
}) => {
  await logIn(context, { displayName: "Counting Coach" });
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route("**/api/v1/auth/platformstats", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/en");
  const counts = page.locator("section[aria-labelledby=home-counts]");
  await expect(counts.locator('[data-count="tournaments"]')).toHaveText("–");
  const before = await counts.boundingBox();
  const nextSection = await page.locator("#home-audiences").boundingBox();
  release();
  await expect(counts.locator('[data-count="tournaments"]')).toHaveText(/^\d/);
  expect(await counts.boundingBox()).toEqual(before);
  expect(await page.locator("#home-audiences").boundingBox()).toEqual(nextSection);

  // Tab from the top of the page reaches both ways in.
  const create = page.getByRole("main").getByRole("link", { name: "Create a tournament" });
  const find = page.getByRole("main").getByRole("link", { name: "Find tournaments" });
  await expect(create).toHaveAttribute("href", "/en/create-tournament");
  await expect(find).toHaveAttribute("href", "/en/global-tournaments");
  for (const target of [create, find]) {
    let focused = false;
    for (let i = 0; i < 40 && !focused; i++) {
      await page.keyboard.press("Tab");
      focused = await target.evaluate((el) => el === document.activeElement);
    }
    expect(focused).toBe(true);
  }
});
