import { expect, test } from "./support/fixtures.ts";

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

  await context.setOffline(true);
  await page.goto("/de/tournament/t-1");
  await expect(page).toHaveURL(/\/de\/offline$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du bist offline");
  await context.setOffline(false);
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
  await page.waitForTimeout(300);
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
