import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import type { Page } from "@playwright/test";
import pg from "pg";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { codeFromOutbox, linkFromOutbox } from "./support/outbox.ts";

// The account pages against the real server: registration, the mailed code (read from the
// outbox, as without SMTP), verification that signs in the browser that registered, the return to
// the page first asked for (else the admin board), login, logout.

const catalogs = path.resolve(import.meta.dirname, "../packages/locales/src/catalogs");
type Tree = { [key: string]: string | Tree };

/** One language's strings of the namespaces these pages use, by dotted key. */
function strings(lang: string): (key: string, values?: Record<string, string | number>) => string {
  const flat: Record<string, string> = {};
  const walk = (tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === "string") flat[prefix + k] = v;
      else walk(v, `${prefix}${k}.`);
    }
  };
  for (const ns of ["pages", "account", "shell", "mail"]) {
    walk(JSON.parse(readFileSync(`${catalogs}/${lang}/${ns}.json`, "utf8")) as Tree, "");
  }
  return (key, values = {}) => {
    const text = flat[key];
    if (text === undefined) throw new Error(`no ${lang} string ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The verification code mailed to `email`, in the mail's language, from the outbox. */
const codeInLanguage = (email: string, lang: string) =>
  codeFromOutbox(
    email,
    new RegExp(escapeRegExp(strings(lang)("mail.verify.code", { code: "@@" })).replace("@@", "(\\d{6})")),
  );

/** A verified account with a real password, straight into the database. */
async function seedAccount(password: string, language = "en") {
  const email = `seed-${randomUUID()}@example.test`;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, display_name, language, email_verified_at)
       values ($1, $2, 'Seeded Coach', $3, now()) returning id`,
      [email, await hash(password), language],
    );
    return { id: rows[0]?.id ?? "", email };
  } finally {
    await client.end();
  }
}

const PHONE = { width: 360, height: 740 };

/** Fill and send the registration form (on the login page's register tab). */
async function register(page: Page, t: ReturnType<typeof strings>, email: string, password: string, name: string) {
  const form = page.getByRole("form", { name: t("pages.register.formLabel") });
  await form.getByLabel(t("pages.register.displayName")).fill(name);
  await form.getByLabel(t("pages.login.email")).fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="acceptTerms"]').check();
  await form.locator('input[name="acceptPrivacy"]').check();
  await form.getByRole("button", { name: t("pages.register.submit") }).click();
  await expect(page).toHaveURL(/\/validateEmail\/code\?email=/);
}

for (const lang of ["de", "fr"]) {
  test(`register, confirm the mailed code, signed in at once on the page asked for, log out (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = strings(lang);
    await page.setViewportSize(PHONE);
    const email = `reg-${lang}-${randomUUID()}@example.test`;
    const password = "kick-off-at-nine";

    // A protected page sends the anonymous visitor to the login and remembers where they wanted to go.
    await page.goto(`/${lang}/settings`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    await page.getByText(t("pages.login.registerTab"), { exact: true }).click();
    const form = page.getByRole("form", { name: t("pages.register.formLabel") });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // The server's rules, in the user's language, before anything is sent.
    await form.getByRole("button", { name: t("pages.register.submit") }).click();
    await expect(form.getByText(t("account.errors.required")).first()).toBeVisible();
    await expect(form.getByText(t("account.errors.acceptTerms"))).toBeVisible();
    await form.locator('input[name="password"]').fill("1234567890");
    await form.getByRole("button", { name: t("pages.register.submit") }).click();
    await expect(form.getByText(t("account.errors.WEAK_PASSWORD"))).toBeVisible();

    await form.getByLabel(t("pages.register.displayName")).fill(`Coach ${lang}`);
    await form.getByLabel(t("pages.login.email")).fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.getByLabel(t("account.fields.clubName")).fill("FC Example");
    await form.locator('input[name="acceptTerms"]').check();
    await form.locator('input[name="acceptPrivacy"]').check();
    await form.getByRole("button", { name: t("pages.register.submit") }).click();

    // The code entry, with the address filled in.
    await expect(page).toHaveURL(new RegExp(`/${lang}/validateEmail/code\\?email=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.validateEmail.title"));
    await expect(page.getByRole("textbox", { name: t("account.fields.email"), exact: true })).toHaveValue(email);
    await expectNoAxeViolations(page);

    // A wrong code is refused in the user's language and the boxes are emptied.
    const code = await codeInLanguage(email, lang);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel(t("account.verify.digit", { n: 1, total: 6 })).fill(wrong);
    await expect(page.getByText(t("account.errors.CODE_INVALID"))).toBeVisible();
    await expect(page.getByLabel(t("account.verify.digit", { n: 6, total: 6 }))).toHaveValue("");

    // Pasting the right code into the first box confirms it.
    await page.getByLabel(t("account.verify.digit", { n: 1, total: 6 })).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text", text);
      document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
    }, code);

    // Signed in by the code (this browser registered), straight back on the protected page first
    // asked for: no second password prompt.
    await expect(page).toHaveURL(new RegExp(`/${lang}/settings$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.settings.title"));
    const userMenu = page.getByRole("button", { name: t("shell.nav.userMenu", { name: `Coach ${lang}` }) });
    await expect(userMenu).toBeVisible();
    await expect(page.getByText(t("account.verify.signedIn"))).toBeVisible();
    // The registration snackbar does not linger once the user is in (well before its own 5 seconds are up).
    await expect(page.getByText(t("account.register.done"))).toHaveCount(0, { timeout: 1_500 });
    expect(await page.evaluate(() => sessionStorage.getItem("ft-postlogin-target"))).toBeNull();

    await userMenu.click();
    await page.getByRole("menuitem", { name: t("shell.nav.logout") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(page.getByRole("link", { name: t("shell.nav.login") })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("ft-session") ?? "{}"));
    expect(stored).toMatchObject({ user: null, isAuthenticated: false });
  });
}

test("the mailed link opened in the browser that registered signs in and opens the admin board", async ({ page }) => {
  const t = strings("en");
  await page.setViewportSize(PHONE);
  const email = `link-${randomUUID()}@example.test`;
  await page.goto("/en/register");
  await register(page, t, email, "kick-off-at-nine", "Coach Link");

  // The link opened from the mail (a new load of the page, no stored target).
  await page.goto(await linkFromOutbox(email, "validateEmail"));
  await expect(page).toHaveURL(/\/en\/adminboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.adminboard.title"));
  await expect(page.getByRole("button", { name: t("shell.nav.userMenu", { name: "Coach Link" }) })).toBeVisible();
});

test("on another device the link confirms the address, then the login opens the admin board", async ({
  page,
  browser,
}) => {
  const t = strings("en");
  await page.setViewportSize(PHONE);
  const email = `other-${randomUUID()}@example.test`;
  const password = "kick-off-at-nine";
  await page.goto("/en/register");
  await register(page, t, email, password, "Coach Laptop");
  const link = await linkFromOutbox(email, "validateEmail");

  // The phone's mail app: its own browser, which did not register, is not signed in by the link.
  const phone = await browser.newContext({ viewport: PHONE, baseURL: process.env.E2E_BASE_URL });
  try {
    const other = await phone.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/en\/login$/);
    await expect(other.getByText(t("account.verify.success"))).toBeVisible();
    const login = other.getByRole("form", { name: t("pages.login.formLabel") });
    await expect(login.getByLabel(t("pages.login.email"))).toHaveValue(email);
    await login.locator('input[name="password"]').fill(password);
    await login.getByRole("button", { name: t("pages.login.submit"), exact: true }).click();
    await expect(other).toHaveURL(/\/en\/adminboard$/);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(t("pages.adminboard.title"));
  } finally {
    await phone.close();
  }
});

test("a register or login form with errors takes the user to the first of them", async ({ page }) => {
  const t = strings("en");
  await page.setViewportSize(PHONE);
  await page.goto("/en/register");
  const form = page.getByRole("form", { name: t("pages.register.formLabel") });
  // Everything but the first field: its error is far above the button on a phone.
  await form.getByLabel(t("pages.login.email")).fill(`focus-${randomUUID()}@example.test`);
  await form.locator('input[name="password"]').fill("kick-off-at-nine");
  await form.locator('input[name="acceptTerms"]').check();
  await form.locator('input[name="acceptPrivacy"]').check();
  const submit = form.getByRole("button", { name: t("pages.register.submit") });
  await submit.click();
  const name = form.getByLabel(t("pages.register.displayName"));
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(form.getByText(t("account.errors.required"))).toBeInViewport();

  // A checkbox is found as well.
  await name.fill("Coach Focus");
  await form.locator('input[name="acceptTerms"]').uncheck();
  await submit.click();
  await expect(form.locator('input[name="acceptTerms"]')).toBeFocused();

  await page.goto("/en/login");
  const login = page.getByRole("form", { name: t("pages.login.formLabel") });
  await login.locator('input[name="password"]').fill("whatever-secret");
  await login.getByRole("button", { name: t("pages.login.submit"), exact: true }).click();
  await expect(login.getByLabel(t("pages.login.email"))).toBeFocused();
});

test("an unknown e-mail and a wrong password get the same message", async ({ page }) => {
  const t = strings("en");
  const account = await seedAccount("correct-horse-battery");
  await page.goto("/en/login");
  const login = page.getByRole("form", { name: t("pages.login.formLabel") });
  const alert = login.getByRole("alert");

  await login.getByLabel(t("pages.login.email")).fill(account.email);
  await login.locator('input[name="password"]').fill("not-the-password");
  await login.getByRole("button", { name: t("pages.login.submit"), exact: true }).click();
  await expect(alert).toContainText(t("account.errors.INVALID_CREDENTIALS"));
  const wrongPassword = await alert.innerText();

  await login.getByLabel(t("pages.login.email")).fill(`nobody-${randomUUID()}@example.test`);
  const answer = page.waitForResponse("**/api/v1/auth/authenticate");
  await login.getByRole("button", { name: t("pages.login.submit"), exact: true }).click();
  expect((await answer).status()).toBe(401);
  await expect(alert).toBeVisible();
  expect(await alert.innerText()).toBe(wrongPassword);
  await expectNoAxeViolations(page);
});

test("forgot password: the mailed link sets a new password that then logs in", async ({ page }) => {
  test.setTimeout(60_000);
  const t = strings("en");
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await seedAccount("correct-horse-battery");
  await page.goto("/en/login");
  await page.getByRole("button", { name: t("account.login.forgotPassword") }).click();
  const dialog = page.getByRole("dialog", { name: t("account.forgot.title") });
  await dialog.getByRole("textbox", { name: t("account.fields.email") }).fill(account.email);
  await dialog.getByRole("button", { name: t("account.forgot.submit") }).click();
  await expect(dialog.getByText(t("account.forgot.sent"))).toBeVisible();

  const link = await linkFromOutbox(account.email, "resetpw");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pages.resetPassword.title"));
  const form = page.getByRole("form", { name: t("account.reset.title") });
  await form.getByRole("textbox", { name: t("account.fields.newPassword"), exact: true }).fill("a-fresh-password");
  await form.getByRole("textbox", { name: t("account.fields.repeatPassword") }).fill("a-fresh-pass");
  await form.getByRole("button", { name: t("account.reset.submit") }).click();
  await expect(form.getByText(t("account.errors.passwordMismatch"))).toBeVisible();
  await form.getByRole("textbox", { name: t("account.fields.repeatPassword") }).fill("a-fresh-password");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: t("account.reset.submit") }).click();

  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText(t("account.reset.success"))).toBeVisible();
  const login = page.getByRole("form", { name: t("pages.login.formLabel") });
  await login.getByLabel(t("pages.login.email")).fill(account.email);
  await login.locator('input[name="password"]').fill("a-fresh-password");
  await login.getByRole("button", { name: t("pages.login.submit"), exact: true }).click();
  // Without a stored target a login opens the admin board, not the marketing home page.
  await expect(page).toHaveURL(/\/en\/adminboard$/);
  await expect(page.getByRole("button", { name: t("shell.nav.userMenu", { name: "Seeded Coach" }) })).toBeVisible();

  // The link works only once.
  await page.goto(link);
  await expect(page.getByText(t("account.reset.invalid"))).toBeVisible();
});
