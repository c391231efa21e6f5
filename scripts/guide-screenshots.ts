// Screenshots of the real app for the how-to page (apps/web/public/guide/*.webp), taken on a 360 px phone in English.
// Starts the built server on its own port and a fresh database, logs a user in through the database (as the e2e
// session helper does), drives the wizard and the control centre, and writes small WebP files with sharp.
//
//   npx vite build --outDir /tmp/dist-guide   (in apps/web)
//   WEB_DIST=/tmp/dist-guide npx tsx scripts/guide-screenshots.ts
//
// Env: PORT (default 4177), ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), CHROME_PATH.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Locator, type Page } from "playwright-core";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/web/public/guide");
const port = Number(process.env.PORT ?? 4177);
const baseURL = `http://127.0.0.1:${port}`;
const adminUrl = process.env.ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = "guide_screenshots_db";
const PHONE = { width: 360, height: 720 };

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function dbUrl() {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** A verified user with a live session, straight in the database; answers the session token. */
async function seedUser(): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into users (email, password_hash, display_name, email_verified_at)
     values ('coach@example.test', 'not-a-real-hash', 'Sam Coach', now()) returning id`,
  );
  await client.query(`insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    createHash("sha256").update(token).digest("hex"),
    rows[0]?.id,
  ]);
  await client.end();
  return token;
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** The visible phone screen as a WebP of at most ~60 KB, `top` (if given) just below the sticky header. */
async function shot(page: Page, name: string, top?: Locator) {
  if (top)
    await top.evaluate((el) => {
      el.scrollIntoView({ block: "start" });
      window.scrollBy(0, -72);
    });
  // No caret, focus ring, hover colour or snackbar in the pictures.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const style = await page.addStyleTag({
    content: "* { pointer-events: none !important; } .mantine-Notifications-root { display: none !important; }",
  });
  const png = await page.screenshot({ animations: "disabled", caret: "hide" });
  await style.evaluate((el) => el.remove());
  const file = path.join(outDir, `${name}.webp`);
  const info = await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file);
  console.log(`${name}.webp ${info.width}×${info.height} ${Math.round(info.size / 1024)} KB`);
}

async function main() {
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "guide-shots-"));
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: dbUrl(),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    await waitForHealth();
    const token = await seedUser();
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, locale: "en-GB" });
    await context.addCookies([
      { name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" },
      { name: "cerez", value: "false", url: baseURL },
    ]);
    const page = await context.newPage();
    const next = () => page.getByRole("button", { name: "Next", exact: true }).click();

    await page.goto(`${baseURL}/en/create-tournament`);
    await page.getByLabel("Tournament name").fill("Spring Cup U11");
    await shot(page, "create");
    await next();

    await page.getByLabel("Number of teams").fill("8");
    await page.getByLabel("Number of teams").press("Enter");
    const names = [
      "FC Riverside",
      "SV Oak Hill",
      "TSV North",
      "Blue Stars",
      "SC Lakeside",
      "FC Harbour",
      "Green Park",
      "United 09",
    ];
    for (const [i, name] of names.entries()) await page.getByLabel(`Team ${i + 1}`, { exact: true }).fill(name);
    await shot(page, "teams", page.getByText("Step 2 of 6: Teams"));
    await next();

    await page.getByLabel("Number of groups").waitFor();
    await shot(page, "format", page.getByText("Step 3 of 6: Format"));
    await next();

    await page.getByRole("button", { name: "Add pitch" }).click();
    await page.getByLabel("Name of pitch 2").waitFor();
    await shot(page, "times", page.getByText("Step 4 of 6: Times"));
    await next();

    await page.getByText(/^Matches: \d+ · Teams: 8 · Pitches: 2$/).waitFor();
    await shot(page, "preview", page.getByText("Step 5 of 6: Preview"));
    await next();

    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.waitForURL(/\/en\/tmentOverview\/[0-9a-f-]{36}$/);
    await page.getByText("Published", { exact: true }).waitFor();
    await shot(page, "control-centre");

    await page.getByRole("tab", { name: "Results" }).click();
    const plus = page.getByRole("button", { name: /^One goal more for / });
    await plus.first().waitFor();
    await plus.first().click();
    await plus.first().click();
    await plus.last().click();
    await shot(page, "results", page.getByRole("tab", { name: "Results" }));

    await page.getByRole("tab", { name: "Share" }).click();
    await page.getByText("Link to the tournament page").waitFor();
    await shot(page, "share", page.getByText("Link to the tournament page"));
    await shot(page, "print", page.getByRole("heading", { name: "Print and share" }));
    await page.getByLabel("Name of the link (for example the referee)").fill("Referee pitch 1");
    await page.getByRole("button", { name: "Create reporter link" }).click();
    await page.getByText("Copy the link now: it is shown only once.").waitFor();
    await shot(page, "reporter", page.getByRole("heading", { name: "Reporter links" }));
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
