// The organisers' guide pages (how-to, tips, FAQ) on a 360 px phone in every language: real text in the page's
// language (no missing key), no console error, axe clean, the how-to's screenshots loaded, and the FAQ's search.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const PHONE = { width: 360, height: 800 };
const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
type PageText = { title: string; description: string };
type Pages = { pages: Record<"howto" | "tip" | "faq", PageText> };
type Guide = {
  guide: {
    faq: { search: { none: string }; items: Record<string, { q: string; a: string }> };
    tip: { sections: { formats: { rules: string } } };
  };
};
const read = <T>(lang: string, file: string): T =>
  JSON.parse(readFileSync(`${catalogs}/${lang}/${file}.json`, "utf8")) as T;

test.use({ viewport: PHONE });

// Cookie choice already made, so the consent banner does not cover the phone screen.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

/** Console errors, uncaught errors and i18next's missing-key warnings of the page from now on. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    // A visitor without an account: the start-up session check answers 401, which the browser logs as an error.
    if (/status of 401/.test(m.text()) && m.location().url.endsWith("/api/v1/auth/me")) return;
    if (m.type() === "error" || /missing key|i18next/i.test(m.text())) {
      problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function expectPageHead(page: Page, text: PageText) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
  await expect(page).toHaveTitle(`${text.title} · Kickoff`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text.description);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of LANGUAGES) {
  const pages = read<Pages>(lang, "pages").pages;
  const guide = read<Guide>(lang, "guide").guide;

  test(`how-to in ${lang}: ten steps, each with a loaded screenshot`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/${lang}/howto`);
    await expectPageHead(page, pages.howto);
    const images = page.locator("main figure img");
    await expect(images).toHaveCount(10);
    for (const image of await images.all()) {
      // Lazy: each loads once it comes near the screen.
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute("width", "360");
      await expect(image).toHaveAttribute("height", "720");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("alt", /\S{3}/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(360);
    }
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test(`tips in ${lang}: sections and the links to the funino pages`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/${lang}/tip`);
    await expectPageHead(page, pages.tip);
    await expect(page.locator("main h2")).toHaveCount(9);
    await expect(page.locator("main").getByRole("link", { name: guide.tip.sections.formats.rules })).toHaveAttribute(
      "href",
      `/${lang}/funino-rules`,
    );
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test(`FAQ in ${lang}: the search filters the questions as you type`, async ({ page }) => {
    const problems = watchProblems(page);
    const total = Object.keys(guide.faq.items).length;
    expect(total).toBeGreaterThanOrEqual(15);
    await page.goto(`/${lang}/faq`);
    await expectPageHead(page, pages.faq);
    const questions = page.locator("main details");
    await expect(questions).toHaveCount(total);
    await expectNoAxeViolations(page);

    // "PDF" is written the same in every language and only some answers speak of it.
    const search = page.getByTestId("faq-search");
    const status = page.getByTestId("faq-count");
    await search.fill("pdf");
    const expected = Object.values(guide.faq.items).filter((item) => /pdf/i.test(`${item.q} ${item.a}`)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    await expect(questions).toHaveCount(expected);
    await expect(status).toContainText(String(expected));
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute("open", "");
      await expect(question).toContainText(/pdf/i);
    }
    if (lang === "en") await expectNoAxeViolations(page);

    await search.fill("pdf zzqxw");
    await expect(questions).toHaveCount(0);
    await expect(status).toHaveText(guide.faq.search.none);

    await search.fill("");
    await expect(questions).toHaveCount(total);
    await expect(status).toHaveText("");
    expect(problems).toEqual([]);
  });
}

test("a FAQ answer can be linked: the address opens it", async ({ page }) => {
  await page.goto("/en/faq#faq-offline");
  const answer = page.locator("#faq-offline");
  await expect(answer).toHaveAttribute("open", "");
  await expect(answer).toBeInViewport();
  await expect(page.locator("#faq-free")).not.toHaveAttribute("open", "");
});

test("the search field is labelled and its result count is a live region", async ({ page }) => {
  await page.goto("/en/faq");
  const search = page.getByRole("searchbox", { name: "Search the questions" });
  await search.fill("reporter link");
  const status = page.getByTestId("faq-count");
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toHaveText(/^\d+ questions? found$/);
  await expect(page.locator("main details").first()).toContainText(/reporter/i);
});

test("printed, the guide pages leave out the site's header, the jump list and the search, and show every answer", async ({
  page,
}) => {
  await page.goto("/en/howto");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  await expect(page.locator("main figure").first()).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  await page.goto("/en/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const answer = page.getByText(/^Results entered without a connection/);
  await expect(answer).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("faq-search")).toBeHidden();
  await expect(answer).toBeVisible();
});
