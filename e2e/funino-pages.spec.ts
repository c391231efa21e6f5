// The funino rules and how-to pages on a 360 px phone: headings, the pitch drawings, the equipment checklist that
// follows the number of pitches, no sideways scrolling, and axe.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const PHONE = { width: 360, height: 800 };
const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
type Guide = { funinoGuide: { rules: Record<string, { title: string }>; howto: Record<string, { title: string }> } };
type Pages = { pages: Record<string, { title: string }> };
const read = <T>(lang: string, file: string): T =>
  JSON.parse(readFileSync(`${catalogs}/${lang}/${file}.json`, "utf8")) as T;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: PHONE });

for (const lang of ["en", "de"]) {
  const guide = read<Guide>(lang, "funinoGuide").funinoGuide;
  const pages = read<Pages>(lang, "pages").pages;

  test(`funino rules in ${lang}: headings, pitch drawings, a checklist that follows the pitches`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (/missing key|i18next/i.test(m.text())) problems.push(m.text());
    });
    await page.goto(`/${lang}/funino-rules`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.funinoRules?.title ?? "");
    for (const section of ["idea", "play", "formats", "pitch"]) {
      await expect(page.getByRole("heading", { level: 2, name: guide.rules[section]?.title })).toBeVisible();
    }
    const drawings = page.locator("svg[role=img][data-format]");
    await expect(drawings).toHaveCount(2);
    for (const drawing of await drawings.all()) {
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toBeVisible();
      // Named by its <title>, in the page's language.
      await expect(drawing).toHaveAccessibleName(/\S/);
      const box = await drawing.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      // The pitch is drawn in the page's colours, not as a black block (an unstyled SVG shape fills black).
      const fill = await drawing.locator(".funino-pitch-surface").evaluate((el) => getComputedStyle(el).fill);
      expect(fill).not.toBe("rgb(0, 0, 0)");
    }

    const goals = page.locator('[data-item="miniGoals"]');
    const markers = page.locator('[data-item="markers"]');
    await expect(goals).toHaveText("12");
    const pitches = page.getByRole("textbox", { name: lang === "de" ? "Anzahl der Spielfelder" : "Number of pitches" });
    await pitches.fill("5");
    await expect(goals).toHaveText("20");
    await expect(markers).toHaveText("50");
    await page.getByRole("radio", { name: lang === "de" ? "2 gegen 2" : "2 v 2" }).check();
    await expect(markers).toHaveText("30");
    await expect(goals).toHaveText("20");

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test(`funino how-to in ${lang}: headings and the worked example`, async ({ page }) => {
    await page.goto(`/${lang}/funino-howto`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.funinoHowto?.title ?? "");
    for (const section of ["ladder", "draws", "bench", "example"]) {
      await expect(page.getByRole("heading", { level: 2, name: guide.howto[section]?.title })).toBeVisible();
    }
    // Three played rounds and round 4 as the engine computes it.
    const example = page.getByTestId("funino-example");
    await expect(example.locator("tbody")).toHaveCount(4);
    await expect(example.locator("tbody").last()).toContainText("B – A");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
}

test("neither page scrolls sideways at 360 px in any language", async ({ page }) => {
  for (const lang of LANGUAGES) {
    for (const route of ["funino-rules", "funino-howto"]) {
      await page.goto(`/${lang}/${route}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        read<Pages>(lang, "pages").pages[route === "funino-rules" ? "funinoRules" : "funinoHowto"]?.title ?? "",
      );
      await expect(page.locator("h2").last()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  }
});

test("printing the rules page leaves out the site's header, footer and the checklist's inputs", async ({ page }) => {
  await page.goto("/en/funino-rules");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Number of pitches" })).toBeHidden();
  await expect(page.locator('[data-item="miniGoals"]')).toBeVisible();
  // What the printed list was computed for, since the inputs are not on paper.
  await expect(page.getByText("Number of pitches: 3 · Format: 3 v 3")).toBeVisible();
});
