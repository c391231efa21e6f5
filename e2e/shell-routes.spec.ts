import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { LANGUAGE_TAGS, LANGUAGES } from "@kickoff/locales/languages.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

// Every route of the spec's route table, relative to /{lang}, with the catalog key of its heading.
const ROUTES: Array<[route: string, page: string]> = [
  ["", "home"],
  ["/agb", "agb"],
  ["/faq", "faq"],
  ["/tip", "tip"],
  ["/club", "club"],
  ["/howto", "howto"],
  ["/login", "login"],
  ["/register", "register"],
  ["/aboutus", "aboutUs"],
  ["/contact", "contact"],
  ["/imprint", "imprint"],
  ["/offline", "offline"],
  ["/features", "features"],
  ["/notfound", "notFound"],
  ["/settings", "settings"],
  ["/adminboard", "adminboard"],
  ["/dataprivacy", "dataPrivacy"],
  ["/userAccount", "userAccount"],
  ["/funino-howto", "funinoHowto"],
  ["/funino-rules", "funinoRules"],
  ["/alltournaments", "allTournaments"],
  ["/global-tournaments", "globalTournaments"],
  ["/funino/f-1", "funino"],
  ["/resetpw/reset-code", "resetPassword"],
  ["/tournament/t-42", "tournament"],
  ["/tmentOverview/t-42", "tournamentOverview"],
  ["/validateEmail/verify-code", "validateEmail"],
  ["/messages", "messages"],
  ["/messages/m-7", "messages"],
  ["/create-tournament", "createTournament"],
  // With an id the wizard edits that tournament.
  ["/create-tournament/t-42", "organiser:wizard.editTitle"],
];

const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
type Titles = { pages: Record<string, { title: string }> };
type Catalog = { [key: string]: Catalog | string };
type Common = { notFound: { title: string } };

function expectedHeading(lang: string, page: string, pathname: string): string {
  const common = JSON.parse(readFileSync(`${catalogs}/${lang}/common.json`, "utf8")) as Common;
  if (page === "home")
    return (JSON.parse(readFileSync(`${catalogs}/${lang}/landing.json`, "utf8")) as { landing: { title: string } })
      .landing.title;
  if (page === "notFound") return common.notFound.title.replace("{{path}}", pathname);
  if (page.startsWith("organiser:")) {
    const organiser = JSON.parse(readFileSync(`${catalogs}/${lang}/organiser.json`, "utf8")) as Catalog;
    const title = page
      .slice("organiser:".length)
      .split(".")
      .reduce<Catalog | string | undefined>((o, k) => (typeof o === "object" ? o[k] : undefined), organiser.organiser);
    if (typeof title !== "string") throw new Error(`no title for ${page}`);
    return title;
  }
  const pages = JSON.parse(readFileSync(`${catalogs}/${lang}/pages.json`, "utf8")) as Titles;
  const title = pages.pages[page]?.title;
  if (!title) throw new Error(`no title for ${page}`);
  return title;
}

test.describe("route table", () => {
  for (const lang of LANGUAGES) {
    test(`every page opens in ${lang} without a missing translation`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await logIn(context);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/missing key|i18next/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(`/${lang}`);
      for (const [route, key] of ROUTES) {
        const pathname = `/${lang}${route}`;
        // In-app navigation (as a click does) keeps the run short; full loads are covered below.
        await page.evaluate((to) => {
          window.history.pushState(null, "", to);
          window.dispatchEvent(new PopStateEvent("popstate"));
        }, pathname);
        const heading = expectedHeading(lang, key, pathname);
        await expect(page.getByRole("heading", { level: 1 }), pathname).toHaveText(heading);
        if (route !== "") await expect(page, pathname).toHaveTitle(`${heading} · Kickoff`);
        await expect(page, pathname).toHaveURL(new RegExp(`${pathname}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAGS[lang]);
      }
      expect(problems).toEqual([]);
    });
  }
});

test("an unknown page shows 'Page Not Found: {path}' with 404 semantics", async ({ page }) => {
  await page.goto("/en/does-not-exist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /en/does-not-exist");
  await expect(page).toHaveTitle(/^Page Not Found: \/en\/does-not-exist/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("an unknown language prefix is a 404 for server and SPA", async ({ page }) => {
  const response = await page.goto("/xx/faq");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /xx/faq");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("an invalid or missing parameter is a 404", async ({ page }) => {
  await page.goto("/de/tournament/bad%20id");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden: /de/tournament/bad%20id");
  await page.goto("/en/tournament");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /en/tournament");
  await page.goto("/en/funino/1/extra");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /en/funino/1/extra");
});

test("a page without prefix goes to the visitor's language", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "it-IT" });
  const page = await context.newPage();
  await page.goto("/faq");
  await expect(page).toHaveURL(/\/it\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Domande frequenti");
  await context.close();
});

test.describe("accessibility", () => {
  for (const path of ["/en", "/en/login", "/en/notfound", "/"]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }
});
