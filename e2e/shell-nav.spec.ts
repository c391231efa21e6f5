// The app shell on a 360 px phone: the header fits in every language, logged in or not; the burger
// drawer takes the focus, closes with Escape and holds language, colour scheme and the admin board;
// a skip link is the first tab stop.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };
const root = path.resolve(import.meta.dirname, "..");
type Shell = {
  nav: Record<"login" | "label" | "userMenu" | "openMenu" | "mobileLabel" | "adminboard", string>;
  language: { label: string };
};
const shell = (lang: string): Shell =>
  JSON.parse(readFileSync(path.join(root, `packages/locales/src/catalogs/${lang}/shell.json`), "utf8")).shell;

/** Header controls that reach past the screen's edge (none should), and the page's scroll width. */
const headerOverflow = (page: Page) =>
  page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("header a, header button")];
    const cut = controls
      // Visible ones: a closed menu's links (the lean pages' native disclosures) are not on screen.
      .filter((el) => el.checkVisibility())
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const bar = el.closest("header")?.getBoundingClientRect();
        return (
          box.width > 0 &&
          (box.right > window.innerWidth + 0.5 ||
            box.left < -0.5 ||
            (bar !== undefined && box.bottom > bar.bottom + 0.5))
        );
      })
      .map((el) => el.getAttribute("aria-label") ?? el.textContent);
    return { cut, scrollWidth: document.documentElement.scrollWidth };
  });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: baseURL ?? "" }]);
});

test("the header fits a 360 px phone in every language, logged out and logged in", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}`);
    await expect(page.getByRole("link", { name: shell(lang).nav.login })).toBeVisible();
    expect(await headerOverflow(page), lang).toEqual({ cut: [], scrollWidth: 360 });
  }
  await logIn(context, { displayName: "Olga Organiser-Wunderlich" });
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}`);
    // Initials on the phone; the whole name is still the button's accessible name.
    const user = page.getByRole("button", {
      name: shell(lang).nav.userMenu.replace("{{name}}", "Olga Organiser-Wunderlich"),
    });
    await expect(user).toHaveText("OO", { useInnerText: true });
    expect(await headerOverflow(page), lang).toEqual({ cut: [], scrollWidth: 360 });
  }
  await expectNoAxeViolations(page);
  // From `sm` up the name is shown, cut with an ellipsis if it is long; the desktop navigation
  // stays on one line from the width where it replaces the burger.
  for (const width of [800, 992, 1200, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of LANGUAGES) {
      await page.goto(`/${lang}`);
      await expect(page.locator("[data-user-button]")).toContainText("Olga Organiser", { useInnerText: true });
      expect(await headerOverflow(page), `${lang} ${width}`).toEqual({ cut: [], scrollWidth: width });
    }
  }
});

test("burger drawer: focus moves in, Escape closes it; language, scheme and admin board are in it", async ({
  page,
  context,
}) => {
  await logIn(context, { displayName: "Drawer Coach" });
  await page.setViewportSize(PHONE);
  await page.goto("/en");
  await expect(page.getByRole("button", { name: "User menu of Drawer Coach" })).toBeVisible();
  // On the phone, language and scheme are not in the header.
  await expect(page.getByRole("button", { name: "Change language" })).toHaveCount(0);

  const burger = page.getByRole("button", { name: "Open navigation" });
  await burger.click();
  const drawer = page.getByRole("navigation", { name: "Mobile navigation" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Home" })).toBeFocused();
  await expect(drawer.getByRole("link", { name: "Admin board" })).toHaveAttribute("href", "/en/adminboard");
  await expect(page.getByRole("button", { name: "Change language" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Switch to (dark|light) mode/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();

  // The language menu in the drawer still works.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("button", { name: "Change language" }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de$/);

  // Up to 1199 px the drawer is the navigation (the bar needs 1200 px in the longer languages).
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.getByRole("button", { name: shell("de").nav.openMenu }).click();
  const deDrawer = page.getByRole("navigation", { name: shell("de").nav.mobileLabel });
  await expect(deDrawer.getByRole("link", { name: shell("de").nav.adminboard })).toHaveAttribute(
    "href",
    "/de/adminboard",
  );
});

test("a skip link is the first tab stop and moves the focus to the main content", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/en/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await expect(page).toHaveURL(/\/en\/faq$/);
});
