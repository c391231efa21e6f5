import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

/** Intercept the analytics host (never reach the internet) and count what the page asks of it. */
async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" });
  });
  return requests;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event" && args[1] === "page_view")
      .map((args) => (args[2] as { page_path: string }).page_path),
  );

/** A page drawn without the app: its banner shows, nothing loads until the visitor accepts, then analytics once. */
async function acceptOnLeanPage(page: Page, requests: string[]) {
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  expect(requests).toEqual([]);
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => requests.length).toBe(1);
  return banner;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

test("analytics loads only after consent, then sends anonymised page views", async ({ page, context }) => {
  const requests = await watchAnalytics(page);
  await page.goto("/en");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  // Home without a session is drawn by the server (ADR 0029): its menu is a native disclosure.
  await page.getByLabel("Open navigation").click();
  await page.getByRole("link", { name: "Features" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Features");
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain("googletagmanager.com/gtag/js?id=G-TEST123");
  expect((await context.cookies()).find((c) => c.name === "cerez")?.value).toBe("true");
  const config = await page.evaluate(() =>
    (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).find((a) => a[0] === "config"),
  );
  expect(config).toEqual(["config", "G-TEST123", { anonymize_ip: true, send_page_view: false }]);
  expect(await pageViews(page)).toEqual(["/en/features"]);

  await page.getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect.poll(() => pageViews(page)).toEqual(["/en/features", "/en/faq"]);

  // With the cookie set, analytics loads at start.
  await page.reload();
  await expect.poll(() => requests.length).toBe(2);
  await expect(banner).toBeHidden();
});

test("home without the app: the same banner; accepting loads analytics there, the footer opens it again", async ({
  page,
  context,
}) => {
  const requests = await watchAnalytics(page);
  await page.goto("/en");
  expect(await page.locator('script[src*="/assets/"]').count()).toBe(0);
  const banner = await acceptOnLeanPage(page, requests);
  expect(requests[0]).toContain("googletagmanager.com/gtag/js?id=G-TEST123");
  expect((await context.cookies()).find((c) => c.name === "cerez")?.value).toBe("true");
  await expect.poll(() => pageViews(page)).toEqual(["/en"]);

  // The footer's cookie settings show the banner again, its first choice focused.
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
  await banner.getByRole("button", { name: "Decline" }).click();
  expect((await context.cookies()).find((c) => c.name === "cerez")?.value).toBe("false");

  // The server knows the choice from the cookie: no banner on the next visit, and no analytics.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(requests).toHaveLength(1);
});

test("declining is one click, is remembered and never loads analytics", async ({ page, context }) => {
  const requests = await watchAnalytics(page);
  await page.goto("/de");
  const banner = page.getByRole("region", { name: "Cookie-Einwilligung" });
  await banner.getByRole("button", { name: "Ablehnen" }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "cerez")?.value).toBe("false");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(requests).toEqual([]);
});

test("a failing analytics script is logged as 'GA load failed'", async ({ page, context }) => {
  await context.addCookies([{ name: "cerez", value: "true", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.route(/googletagmanager\.com/, (route) => route.abort());
  const logged = page.waitForEvent("console", (m) => m.text().includes("GA load failed"));
  await page.goto("/en");
  await logged;
});

test("on a phone the banner never covers the referee's Save button", async ({ context, browser }) => {
  await logIn(context, { displayName: "Consent Organiser" });
  const id = await createTournament(context.request, "Consent Cup", { publish: true });
  const created = await context.request.post("/api/v1/tment/reporter", { data: { id, label: "Referee Ida" } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };

  // A referee's first visit: a phone without any consent choice yet.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await phone.newPage();
    await watchAnalytics(page);
    await openLoaded(page, `/en/tournament/${id}#reporter=${token}`);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const save = page.getByRole("region", { name: "Enter results" }).getByRole("button", { name: "Save result" });
    await expect(save).toBeVisible();
    await page.screenshot({ path: "/tmp/h4-auth-consent-360.png", fullPage: true });

    // Wherever the button is on the screen (top, middle, bottom), the banner is not over it.
    for (const block of ["start", "center", "end"] as const) {
      await save.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      const [b, s] = await Promise.all([banner.boundingBox(), save.boundingBox()]);
      if (!b || !s) throw new Error("banner or button not laid out");
      const overlap = b.x < s.x + s.width && s.x < b.x + b.width && b.y < s.y + s.height && s.y < b.y + b.height;
      expect(overlap, `banner over the button (${block})`).toBe(false);
      // And the banner is not what a tap there reaches.
      const onTop = await save.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top?.closest("section")?.getAttribute("aria-label") ?? null;
      });
      expect(onTop, `what a tap on the button reaches (${block})`).not.toBe("Cookie consent");
    }
  } finally {
    await phone.close();
  }
});

test("the public event page: the same banner; accepting loads analytics and counts the event's page", async ({
  page,
  context,
}) => {
  await logIn(context, { displayName: "Event Consent Organiser" });
  const created = await context.request.post("/api/v1/event/create", {
    data: { name: "Consent Event", startDate: "2030-06-13", visibility: "public", pitches: [{ id: "A", name: "A" }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const requests = await watchAnalytics(page);
  await page.goto(`/en/event/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Consent Event" })).toBeVisible();
  await acceptOnLeanPage(page, requests);
  await expect.poll(() => pageViews(page)).toEqual([`/en/event/${id}`]);
});
