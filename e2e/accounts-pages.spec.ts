import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import type { BrowserContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { query } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { addSessionCookie } from "./support/session.ts";

// Settings, user account and club pages at phone width, against the real server.

const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
type Tree = { [key: string]: string | Tree };

function strings(lang: string): (key: string, values?: Record<string, string | number>) => string {
  const flat: Record<string, string> = {};
  const walk = (tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === "string") flat[prefix + k] = v;
      else walk(v, `${prefix}${k}.`);
    }
  };
  for (const ns of ["pages", "account", "shell"]) {
    walk(JSON.parse(readFileSync(`${catalogs}/${lang}/${ns}.json`, "utf8")) as Tree, "");
  }
  return (key, values = {}) => {
    const text = flat[key];
    if (text === undefined) throw new Error(`no ${lang} string ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}

const PASSWORD = "correct-horse-battery";

/** A verified account with a real password and a live session on this browser context. */
async function logInWithPassword(context: BrowserContext, displayName = "Pages Coach") {
  const email = `pages-${randomUUID()}@example.test`;
  const rows = await query<{ id: string }>(
    `insert into users (email, password_hash, display_name, language, email_verified_at)
     values ($1, $2, $3, 'en', now()) returning id`,
    [email, await hash(PASSWORD), displayName],
  );
  const id = rows[0]?.id ?? "";
  const token = randomBytes(32).toString("base64url");
  await query(`insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    createHash("sha256").update(token).digest("hex"),
    id,
  ]);
  await addSessionCookie(context, token);
  return { id, email, displayName };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("settings: venues, contact, password and language are saved and validated", async ({ page, context }) => {
  test.setTimeout(60_000);
  const t = strings("en");
  await logInWithPassword(context);
  await page.goto("/en/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.settings.title"));
  const venues = page.getByRole("form", { name: t("account.club.venues") });
  await expect(venues.getByText(t("account.venues.none"))).toBeVisible();
  await expectNoAxeViolations(page);

  // Venues: a new venue needs a name; with one it is saved with its pitches.
  await venues.getByRole("button", { name: t("account.club.addVenue") }).click();
  await venues.getByRole("button", { name: t("account.venues.save") }).click();
  await expect(venues.getByText(t("account.errors.required"))).toBeVisible();
  await venues.getByLabel(t("account.fields.venueName")).fill("Sportpark Nord");
  await venues.getByLabel(t("account.fields.city")).fill("Bremen");
  await venues.getByRole("button", { name: t("account.club.addPitch") }).click();
  await venues.getByLabel(t("account.venues.pitchLabel", { n: 2 })).fill("Kunstrasen");
  await venues.getByRole("button", { name: t("account.venues.save") }).click();
  await expect(page.getByText(t("account.settings.saved"), { exact: true })).toBeVisible();
  const saved = (await (await page.request.get("/api/v1/user/uspielstaette")).json()) as {
    venues: Array<{ name: string; city: string; pitches: string[] }>;
  };
  expect(saved.venues).toMatchObject([
    { name: "Sportpark Nord", city: "Bremen", pitches: [t("account.venues.defaultPitch", { n: 1 }), "Kunstrasen"] },
  ]);

  // Contact: the server's phone rule, in the user's language; then saved with its public flag.
  const contact = page.getByRole("form", { name: t("account.club.contact") });
  await contact.getByLabel(t("account.fields.phone"), { exact: true }).fill("call me");
  await contact.getByRole("button", { name: t("account.settings.saveContact") }).click();
  await expect(contact.getByText(t("account.errors.phoneInvalid"))).toBeVisible();
  await contact.getByLabel(t("account.fields.phone"), { exact: true }).fill("+49 421 12345");
  await contact
    .getByRole("switch", { name: t("account.settings.showPublicly", { field: t("account.fields.phone") }) })
    .click();
  await contact.getByRole("button", { name: t("account.settings.saveContact") }).click();
  await expect
    .poll(async () => (await page.request.get("/api/v1/user/kontakt")).json())
    .toMatchObject({ phone: "+49 421 12345", showPhone: true });

  // Password: a wrong current password is a field error.
  const password = page.getByRole("form", { name: t("account.settings.changePassword") });
  await password.getByLabel(t("account.fields.currentPassword")).fill("not-my-password");
  await password.getByRole("textbox", { name: t("account.fields.newPassword"), exact: true }).fill("a-much-better-one");
  await password.getByLabel(t("account.fields.repeatPassword")).fill("a-much-better-one");
  await password.getByRole("button", { name: t("account.settings.savePassword") }).click();
  await expect(password.getByText(t("account.errors.WRONG_PASSWORD"))).toBeVisible();

  // Reloaded, the page shows what was saved.
  await page.reload();
  await expect(page.getByLabel(t("account.fields.venueName"))).toHaveValue("Sportpark Nord");
  await expect(page.getByLabel(t("account.fields.phone"), { exact: true })).toHaveValue("+49 421 12345");

  // Language: saved on the account and the app switches to it.
  await page.getByRole("combobox", { name: t("account.settings.languageLabel") }).click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await page.getByRole("button", { name: t("account.settings.saveLanguage") }).click();
  await expect(page).toHaveURL(/\/de\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings("de")("pages.settings.title"));
  await expect.poll(async () => (await (await page.request.get("/api/v1/auth/me")).json()).language).toBe("de");
});

test("user account: data, JSON export, deletion only with the password and after confirming", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const t = strings("en");
  const user = await logInWithPassword(context, "Leaving Coach");
  await page.goto("/en/userAccount");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.userAccount.title"));
  await expect(page.getByText(user.email)).toBeVisible();
  await expectNoAxeViolations(page);

  // Export: a JSON file built from the account calls.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: t("account.userAccount.exportButton") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kickoff-account-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
  expect(exported).toMatchObject({
    format: 1,
    account: { id: user.id, email: user.email, displayName: "Leaving Coach" },
    venues: [],
    contact: { phone: null },
  });

  // Delete: the dialog asks first; cancelling keeps the account.
  const form = page.getByRole("form", { name: t("account.settings.deleteAccount") });
  await form.getByRole("button", { name: t("account.settings.deleteAccount") }).click();
  await expect(form.getByText(t("account.errors.required"))).toBeVisible();
  await form.getByLabel(t("account.userAccount.deletePassword")).fill("not-my-password");
  await form.getByRole("button", { name: t("account.settings.deleteAccount") }).click();
  const dialog = page.getByRole("dialog", { name: t("account.userAccount.deleteTitle") });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: t("account.common.cancel") }).click();
  await expect(dialog).toBeHidden();

  // A wrong password is refused by the server.
  await form.getByRole("button", { name: t("account.settings.deleteAccount") }).click();
  await dialog.getByRole("button", { name: t("account.settings.deleteConfirm") }).click();
  await expect(form.getByText(t("account.errors.WRONG_PASSWORD"))).toBeVisible();
  expect(await query("select 1 from users where id = $1", [user.id])).toHaveLength(1);

  await form.getByLabel(t("account.userAccount.deletePassword")).fill(PASSWORD);
  await form.getByRole("button", { name: t("account.settings.deleteAccount") }).click();
  await dialog.getByRole("button", { name: t("account.settings.deleteConfirm") }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(t("account.userAccount.deleted"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("shell.nav.login") })).toBeVisible();
  expect(await query("select 1 from users where id = $1", [user.id])).toHaveLength(0);
});

test("club page: club name, logo control, contact and venues as saved, public tournaments", async ({
  page,
  context,
}) => {
  const t = strings("en");
  await logInWithPassword(context);
  await page.goto("/en/club");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.club.title"));
  await expect(page.getByText(t("account.clubPage.noContact"))).toBeVisible();
  await expect(page.getByText(t("account.venues.none"))).toBeVisible();
  await expect(page.getByText(t("account.clubPage.noTournaments"))).toBeVisible();
  // The logo takes the tournaments' upload control (gallery-manage.spec.ts uploads one).
  await expect(page.getByRole("button", { name: "Choose image" })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByLabel(t("account.fields.clubName")).fill("SV Example 1920");
  await page.getByRole("button", { name: t("account.clubPage.saveName") }).click();
  await expect(page.getByText(t("account.settings.saved"), { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t("account.fields.clubName"))).toHaveValue("SV Example 1920");

  await page.getByRole("link", { name: t("account.clubPage.editVenues") }).click();
  await expect(page).toHaveURL(/\/en\/settings#venues$/);
});
