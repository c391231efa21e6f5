import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };

/** The service worker controls the page (it installs on the first visit). */
const workerControls = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

test("the service worker is registered at /sw.js with scope / and serves the offline page", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/en");
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  // First install: the offline-ready flag is set (and the user told once).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ft-offline-ready"))).toBe("1");
  await expect(page.getByText("The app is ready to work offline.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const manifest = await page.request.get(`${baseURL}/manifest-en.webmanifest`);
  expect(await manifest.json()).toMatchObject({ start_url: "/en", theme_color: "#1c7c3c" });

  // Offline, a page the app has nothing for (never opened) keeps its address and says it loads by itself.
  await context.setOffline(true);
  await page.goto("/de/tournament/t-1");
  await expect(page).toHaveURL(/\/de\/tournament\/t-1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du bist offline");
  await expect(page.getByText("Diese Seite lädt von selbst, sobald die Verbindung wieder da ist.")).toBeVisible();
  await context.setOffline(false);
  // Back online: the page fetches by itself and shows its real answer (there is no tournament t-1).
  await expect(page.getByRole("heading", { level: 2, name: "Turnier nicht gefunden" })).toBeVisible();
  await expect(page).toHaveURL(/\/de\/tournament\/t-1$/);
});

test("the web manifest has every icon size, theme colour and a start URL per language", async ({
  request,
  baseURL,
}) => {
  const manifest = await (await request.get(`${baseURL}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ short_name: "Kickoff", start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of [...manifest.icons.map((i: { src: string }) => i.src), "/icons/apple-touch-icon-180.png"]) {
    const response = await request.get(`${baseURL}${icon}`);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  for (const lang of ["de", "tr"]) {
    const localized = await (await request.get(`${baseURL}/manifest-${lang}.webmanifest`)).json();
    expect(localized.start_url).toBe(`/${lang}`);
  }
});

/** A stand-in for the browser's install event (Chromium fires it only for a real, engaged PWA). */
const offerInstall = (outcome: "accepted" | "dismissed") =>
  `(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    event.prompt = async () => { window.__promptCalls = (window.__promptCalls ?? 0) + 1; };
    event.userChoice = Promise.resolve({ outcome: "${outcome}", platform: "web" });
    window.dispatchEvent(event);
  })()`;

test("the install prompt: shown on the browser event, cancelling hides it for good", async ({ page }) => {
  await page.goto("/en");
  const install = page.getByRole("button", { name: "Install app" });
  await expect(install).toHaveCount(0);
  await page.evaluate(offerInstall("dismissed"));
  await expect(install).toBeVisible();
  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("ft-hide-install"))).toBe("1");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(offerInstall("dismissed"));
  // Two frames: React has handled the event and committed whatever it renders for it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(install).toHaveCount(0);
});

test("the install prompt clears once the app is installed, without the hide flag", async ({ page }) => {
  await page.goto("/en");
  const install = page.getByRole("button", { name: "Install app" });
  await page.evaluate(offerInstall("accepted"));
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("ft-hide-install"))).toBeNull();
});

test("the hide button stores the hide-install flag", async ({ page }) => {
  await page.goto("/en");
  await page.evaluate(offerInstall("accepted"));
  await page.getByRole("button", { name: "Do not offer installation again" }).click();
  await expect(page.getByRole("button", { name: "Install app" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("ft-hide-install"))).toBe("1");
});

test("reloading any page offline keeps its address: the app shell comes from the service worker", async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/en/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  await workerControls(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  // Another page of the app, never opened, renders too (no detour to /offline).
  await page.goto("/en/howto");
  await expect(page).toHaveURL(/\/en\/howto$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test("the control centre reloaded offline shows its saved copy with a note, and recovers by itself online", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Offline Olga" });
  const id = await createTournament(context.request, "Offline-Pokal Brück", { visibility: "private" });
  const title = page.getByRole("heading", { level: 1, name: "Offline-Pokal Brück" });
  const note = page.getByRole("status").filter({ hasText: "You are offline" });

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await expect(title).toBeVisible();
  await workerControls(page);
  // The organiser's view is kept on the device for this user only.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ft-offline-copies") ?? "")).toContain(id);
  await expect(note).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/en/tmentOverview/${id}$`));
  await expect(title).toBeVisible();
  await expect(note).toBeVisible();
  await expect(note).toContainText("Showing the copy saved on this device");
  // The schedule of the copy, with its team names.
  await expect(page.getByRole("cell", { name: /^Team 1 – / }).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/h5-offline-control-centre.png" });

  // Meanwhile another device renames a team; the phone gets it once the connection is back, without a reload.
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    teams: Array<{ id: string; name: string }>;
  };
  const renamed = await context.request.put("/api/v1/tment/ueditteams", {
    data: { id, teams: view.teams.map((team, i) => ({ id: team.id, name: i === 0 ? "SC Brück" : team.name })) },
  });
  expect(renamed.status()).toBe(200);
  await context.setOffline(false);
  await expect(note).toHaveCount(0);
  await expect(page.getByRole("cell", { name: /^SC Brück – / }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/tmentOverview/${id}$`));
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ft-offline-copies") ?? "")).toContain("SC Brück");

  // Logging out deletes the copy: the next person on this phone finds nothing of it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /Offline Olga/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("ft-offline-copies"))).toBeNull();
});

test("an install offer the lean tournament page received is the app's once the app boots there (its report dialog)", async ({
  page,
  context,
}) => {
  await logIn(context, { displayName: "Install Hand-off Organiser" });
  const id = await createTournament(context.request, "Install Cup", { visibility: "public", publish: true });
  await context.clearCookies();
  await page.setViewportSize(PHONE);
  await page.goto(`/en/tournament/${id}`);
  await expect(page.locator("[data-ready]")).toHaveCount(1);
  await page.evaluate(offerInstall("accepted"));
  const install = page.getByRole("button", { name: "Install app" });
  await expect(install).toBeVisible();
  // Reporting needs the app: it boots, takes the page over and opens its dialog.
  await page.getByTestId("report-action").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("#public-first-paint")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // The browser makes its offer once per page: the app shows the one the page's script kept (in its menu on a
  // phone), and it works.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(install).toBeVisible();
  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
});
