// The legal pages (issue 16): imprint, privacy policy and terms of use in every language on a 360 px phone, with
// their published version, a table of contents, no console error or missing key, axe clean; and the dialog that asks
// a logged-in user whose accepted version is no longer the published one to accept again.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BUILT_IN_LEGAL_VERSIONS } from "@kickoff/domain/legal-contracts.ts";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { query } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 740 };
const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
const read = <T>(lang: string, ns: string): T =>
  JSON.parse(readFileSync(`${catalogs}/${lang}/${ns}.json`, "utf8")) as T;
type Pages = { pages: Record<string, { title: string }> };
type Section = { title: string };
type Legal = {
  legal: {
    meta: { toc: string };
    imprint: { operator: { title: string; missing: string } };
    privacy: { sections: Record<string, Section> };
    terms: { sections: Record<string, Section> };
  };
};
type Shell = { shell: { termsUpdate: Record<string, string> } };

const PAGES = [
  { path: "imprint", key: "imprint" },
  { path: "dataprivacy", key: "dataPrivacy" },
  { path: "agb", key: "agb" },
] as const;

test.use({ viewport: PHONE });

function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    // The session load asks for the user's galleries, which answer 501 until galleries exist (routes/galleries.ts).
    // An anonymous visitor's session load answers 401 (auth/me): the app's normal start, not a failure.
    if (m.location().url.includes("/api/v1/g/") || m.location().url.endsWith("/api/v1/auth/me")) return;
    if (m.type() === "error" || /missing key|i18next/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of LANGUAGES) {
  const pages = read<Pages>(lang, "pages").pages;
  const legal = read<Legal>(lang, "legal").legal;

  test(`legal pages in ${lang}: title, version, contents, text; no error, no missing key, axe clean`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    for (const { path: to, key } of PAGES) {
      await page.goto(`/${lang}/${to}`);
      const title = pages[key]?.title ?? "";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expect(page.locator("[data-ready]")).toBeVisible();
      await expect(page.getByTestId("legal-version")).toContainText(BUILT_IN_LEGAL_VERSIONS[to].version);
      const toc = page.getByRole("navigation", { name: legal.meta.toc });
      await expect(toc).toBeVisible();
      if (key === "imprint") {
        // The e2e server sets no OPERATOR_*: the page says so instead of showing made-up details.
        await expect(page.getByText(legal.imprint.operator.missing)).toBeVisible();
      }
      if (key === "dataPrivacy") {
        await expect(
          page.getByRole("heading", { level: 2, name: legal.privacy.sections.children?.title }),
        ).toBeVisible();
        // Analytics is configured on the e2e server: the policy names it (and that it waits for consent).
        await expect(page.locator(".legal-text").getByText(/Google Analytics/)).toBeVisible();
      }
      if (key === "agb") {
        await expect(
          page.getByRole("heading", { level: 2, name: legal.terms.sections.liability?.title }),
        ).toBeVisible();
      }
      // The table of contents leads to its section.
      const last = toc.getByRole("link").last();
      const target = await last.getAttribute("href");
      await last.click();
      await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(target);
      await expect(page.locator(`[id="${target?.slice(1)}"]`)).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
  });
}

test("a user whose accepted version is outdated must accept the new one; the texts stay readable", async ({
  page,
  context,
}) => {
  const problems = watchProblems(page);
  const shell = read<Shell>("en", "shell").shell.termsUpdate;
  const user = await logIn(context, { displayName: "Outdated Terms" });
  await query("update users set terms_version = '2024-01', privacy_version = '2024-01' where id = $1", [user.id]);

  await page.goto("/en/alltournaments");
  const dialog = page.getByRole("dialog", { name: shell.title });
  await expect(dialog).toBeVisible();
  // Not dismissable: Escape leaves it open.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: shell.accept })).toBeVisible();
  await expectNoAxeViolations(page);

  // The linked terms can be read: the dialog stays away on the legal pages.
  await dialog
    .getByRole("link", { name: new RegExp(BUILT_IN_LEGAL_VERSIONS.agb.version) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/agb$/);
  await expect(page.locator("[data-ready]")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/en/alltournaments");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: shell.accept }).click();
  await expect(dialog).toBeHidden();
  const [row] = await query<{ terms_version: string; privacy_version: string }>(
    "select terms_version, privacy_version from users where id = $1",
    [user.id],
  );
  expect(row).toEqual({
    terms_version: BUILT_IN_LEGAL_VERSIONS.agb.version,
    privacy_version: BUILT_IN_LEGAL_VERSIONS.dataprivacy.version,
  });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
