// One word per status everywhere, and "Live" only while a match is being played (issue 11, item 12): the
// connection to the live stream is worded as such, the tournament's status reads the same for parents on the
// public page and for the organiser, and the "Live" badges follow the plan's clock at the venue.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 740 };
const CLOCK_KEY = "e2e-clock";

type Match = { id: string; start: string };

/**
 * A parent's phone in Berlin whose clock can be set per visit (the tournament has no country, so the page reads
 * the plan on the device's clock). Only `Date` moves: timers run as usual (Playwright's fake clock slowed the
 * page's own timers down on a busy machine).
 */
async function phoneInBerlin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    timezoneId: "Europe/Berlin",
    serviceWorkers: "block",
  });
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  const page = await context.newPage();
  await page.addInitScript((key: string) => {
    const target = Number(sessionStorage.getItem(key));
    if (!target) return;
    const RealDate = Date;
    const offset = target - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, CLOCK_KEY);
  return page;
}

/** Opens the page with the phone's clock at `local`, Berlin summer time (UTC+2) on the tournament's day. */
async function visitAt(page: Page, url: string, local: string) {
  if (page.url() === "about:blank") await page.goto("/robots.txt");
  const at = Date.parse(`${local}:00+02:00`);
  await page.evaluate(({ key, at }) => sessionStorage.setItem(key, String(at)), { key: CLOCK_KEY, at });
  await page.goto(url);
}

/** A published tournament of 6 teams on 2 pitches on 4 May 2030 from 09:00, started by one result at 09:00. */
async function runningTournament(request: APIRequestContext) {
  const name = `Status Cup ${randomUUID().slice(0, 6)}`;
  const id = await createTournament(request, name, { visibility: "public", pitches: 2, publish: true });
  const view = (await (await request.get(`/api/v1/tment/tmuser/${id}`)).json()) as { matches: Match[] };
  const [played, playing] = view.matches.filter((m) => m.start === "2030-05-04T09:00");
  if (!played || !playing) throw new Error("expected two matches at 09:00");
  // The first result starts the tournament ("running"); the other 09:00 match has no result yet.
  const saved = await request.put("/api/v1/tment/update", {
    data: { id, idempotencyKey: randomUUID(), results: [{ matchId: played.id, home: 2, away: 0 }] },
  });
  expect(saved.status()).toBe(200);
  return { id, name, played, playing };
}

// Generous first waits: a cold page on the shared test machine can take long to start (a signal, not a timing).
const started = { timeout: 60_000 };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

test("'Live' only while a match is being played, not because the tournament runs or the page is connected", async ({
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await logIn(context, { displayName: "Status Organiser" });
  const { id, name, played, playing } = await runningTournament(context.request);
  const phone = await phoneInBerlin(browser);
  const url = `/en/tournament/${id}`;

  // Before kick-off: connected, running, but nothing is "Live".
  await visitAt(phone, url, "2030-05-04T08:30");
  await expect(phone.getByRole("heading", { level: 1, name })).toBeVisible(started);
  await expect(phone.locator("[data-live]")).toHaveAttribute("data-live", "connected", started);
  await expect(phone.locator("[data-live]")).toHaveText("Updates automatically");
  await expect(phone.getByText("In progress", { exact: true })).toBeVisible();
  await expect(phone.getByText("Live", { exact: true })).toHaveCount(0);

  // During the 09:00 matches: the header and the unplayed match say "Live", the played one shows its score.
  await visitAt(phone, url, "2030-05-04T09:05");
  await expect(phone.locator("header [data-playing]")).toHaveText("Live", started);
  await expect(phone.locator(`tr[data-match="${playing.id}"] [data-playing]`)).toHaveText("Live");
  await expect(phone.locator(`tr[data-match="${played.id}"] [data-playing]`)).toHaveCount(0);
  await expect(phone.locator(`tr[data-match="${played.id}"] [data-score]`)).toHaveText("2:0");

  // After the last match of the day: the tournament is still running, but no match is being played.
  await visitAt(phone, url, "2030-05-04T18:00");
  await expect(phone.getByRole("heading", { level: 1, name })).toBeVisible(started);
  await expect(phone.locator("[data-live]")).toHaveAttribute("data-live", "connected", started);
  await expect(phone.getByText("Live", { exact: true })).toHaveCount(0);
  await phone.context().close();
});

test("a running tournament reads 'In progress' for parents, on the admin board and in the control centre", async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Status Organiser" });
  const { id, name } = await runningTournament(context.request);
  // The same word, and never the other one ("Running"), wherever the status is shown.
  const word = page.getByText("In progress", { exact: true });
  const other = page.getByText("Running", { exact: true });
  await openLoaded(page, `/en/tournament/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(started);
  await expect(word).toBeVisible();
  await page.goto("/en/adminboard");
  await expect(page.getByRole("article", { name }).getByText("In progress", { exact: true })).toBeVisible(started);
  await expect(other).toHaveCount(0);
  await openLoaded(page, `/en/tmentOverview/${id}`);
  await expect(word.first()).toBeVisible(started);
  await expect(other).toHaveCount(0);
});
