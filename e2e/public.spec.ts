// Public tournament pages: live updates across browsers and server processes, the 64-team page on a
// phone (axe, no horizontal scroll), discovery with shareable filters, display mode and the offline copy.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { payloadKept } from "./support/offline.ts";
import { openLoaded } from "./support/pages.ts";
import { createUserSession } from "./support/session.ts";

const PHONE = { width: 390, height: 844 };
const root = path.resolve(import.meta.dirname, "..");

type Match = { id: string; stage: string; home: { teamId: string | null }; away: { teamId: string | null } };
type View = { id: string; matches: Match[]; teams: Array<{ id: string; name: string }> };

function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set");
  return url;
}

/** The organiser's API calls with the session cookie (no Origin header: a non-browser client). */
function organiserApi(token: string, base = baseUrl()) {
  return async <T = View>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie: `token=${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

type TournamentOptions = {
  name?: string;
  teams?: number;
  groups?: number;
  pitches?: number;
  /** The organiser's pitch names; default "1", "2" … */
  pitchNames?: string[];
  knockout?: "none" | "final" | "semiFinal" | "quarterFinal";
  general?: Record<string, unknown>;
};

/** create → teams → format → times → plangen → published, as an organiser would through the wizard. */
async function createPublishedTournament(opts: TournamentOptions = {}) {
  const organiser = await createUserSession({ displayName: "Public Page Organiser" });
  const api = organiserApi(organiser.token);
  const name = opts.name ?? `Live Cup ${randomUUID().slice(0, 6)}`;
  const { id } = await api<{ id: string }>("POST", "/api/v1/tment/create", {
    name,
    startDate: "2030-05-04",
    visibility: "public",
    venue: { name: "Sportpark Nord", city: "Bochum", country: "DE" },
    ageGroup: { label: "U11" },
    ...opts.general,
  });
  const teams = opts.teams ?? 8;
  await api("PUT", "/api/v1/tment/ueditteams", {
    id,
    teams: Array.from({ length: teams }, (_, i) => ({ name: `Team ${i + 1}`, club: `Club ${i + 1}`, seed: i + 1 })),
  });
  await api("PUT", "/api/v1/tment/update3", {
    id,
    format: {
      mode: "groupsKnockout",
      groupCount: opts.groups ?? 2,
      knockout: opts.knockout ?? "semiFinal",
      thirdPlace: true,
      seeding: "snake",
    },
  });
  await api("PUT", "/api/v1/tment/updateTime", {
    id,
    firstKickoff: "2030-05-04T09:00",
    matchMinutes: { group: 10 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 10,
    pitches: (opts.pitchNames ?? Array.from({ length: opts.pitches ?? 2 }, (_, i) => `${i + 1}`)).map((name, i) => ({
      id: `p${i + 1}`,
      name,
    })),
  });
  await api("PUT", "/api/v1/tment/plangen", { id, seed: "e2e" });
  const view = await api("PUT", "/api/v1/tment/status", { id, status: "published" });
  const saveResult = (matchId: string, home: number, away: number, base?: string) =>
    organiserApi(organiser.token, base)("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: randomUUID(),
      results: [{ matchId, home, away }],
    });
  return { id, name, view, api, saveResult };
}

async function openPhonePage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, serviceWorkers: "block" });
  await context.addCookies([{ name: "cerez", value: "false", url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const liveBadge = (page: Page) => page.locator("[data-live]");
const row = (page: Page, matchId: string) => page.locator(`tr[data-match="${matchId}"]`);

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: baseUrl() }]);
});

test("a result entered by the organiser appears on two open public pages without reload", async ({ browser }) => {
  const t = await createPublishedTournament();
  const match = t.view.matches.find((m) => m.stage === "group" && m.home.teamId);
  if (!match) throw new Error("no group match");
  const pages = [
    await openPhonePage(browser, `/en/tournament/${t.id}`),
    await openPhonePage(browser, `/de/tournament/${t.id}`),
  ];
  for (const page of pages) {
    await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
    await expect(liveBadge(page)).toHaveAttribute("data-live", "connected");
    await expect(row(page, match.id).locator("[data-score]")).toHaveCount(0);
  }
  const [first] = pages;
  if (!first) throw new Error("no page");
  // The connection is worded as such; "Live" is kept for matches being played (none on this future date).
  await expect(first.getByRole("status").filter({ hasText: "Updates automatically" })).toBeVisible();
  await expect(first.locator("[data-playing]")).toHaveCount(0);

  await t.saveResult(match.id, 3, 1);
  for (const page of pages) {
    await expect(row(page, match.id).locator("[data-score]")).toHaveText("3:1");
  }
  // Tables follow too: the winner has 3 points.
  const winner = t.view.teams.find((team) => team.id === match.home.teamId)?.name ?? "";
  const table = first.getByRole("region", { name: /^Group [AB]$/ }).filter({ hasText: winner });
  await expect(table.getByRole("row").filter({ hasText: winner }).getByRole("cell").last()).toHaveText("3");
  for (const page of pages) await page.context().close();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startSecondServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-e2e-b-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "apps/server/src/server.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: process.env.E2E_DATABASE_URL,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error("second server did not become healthy");
}

test("a result saved through server process A appears on a page connected to process B", async ({ browser }) => {
  test.setTimeout(90_000);
  const second = await startSecondServer();
  try {
    const t = await createPublishedTournament();
    const match = t.view.matches.find((m) => m.stage === "group" && m.home.teamId);
    if (!match) throw new Error("no group match");
    const context = await browser.newContext({ baseURL: second.url, viewport: PHONE, serviceWorkers: "block" });
    await context.addCookies([{ name: "cerez", value: "false", url: second.url }]);
    const page = await context.newPage();
    await openLoaded(page, `/en/tournament/${t.id}`);
    await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
    await expect(liveBadge(page)).toHaveAttribute("data-live", "connected");
    expect(new URL(page.url()).origin).toBe(second.url);

    await t.saveResult(match.id, 2, 2, baseUrl()); // process A
    await expect(row(page, match.id).locator("[data-score]")).toHaveText("2:2");
    await context.close();
  } finally {
    await second.stop();
  }
});

test("the 64-team page passes axe and fits a 360 px phone; my team is remembered and highlighted", async ({ page }) => {
  test.setTimeout(240_000);
  const t = await createPublishedTournament({ teams: 64, groups: 8, pitches: 8, knockout: "quarterFinal" });
  const played = t.view.matches.filter((m) => m.stage === "group" && m.home.teamId).slice(0, 40);
  await t.api("PUT", "/api/v1/tment/update", {
    id: t.id,
    idempotencyKey: randomUUID(),
    results: played.map((m, i) => ({ matchId: m.id, home: i % 3, away: (i * 2) % 3 })),
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await openLoaded(page, `/en/tournament/${t.id}`);
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  await expect(page.locator("tr[data-match]")).toHaveCount(t.view.matches.length);
  // The day's 232 rows come in boxes of 20 the browser lays out only near the screen (ADR 0030); a row far down is
  // drawn with its names once the visitor scrolls to it.
  await expect(page.locator(".pl-chunk")).toHaveCount(Math.ceil(t.view.matches.length / 20));
  const lastRow = page.locator("tr[data-match]").last();
  await lastRow.scrollIntoViewIfNeeded();
  await expect(lastRow).toBeVisible();
  expect(await lastRow.innerText()).toMatch(/\d\d:\d\d/);
  await expect(page.getByRole("region", { name: "Group H" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quarter-final" }).first()).toBeVisible();
  await expect(liveBadge(page)).toHaveAttribute("data-live", "connected");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // My team: highlighted matches, next kick-off, calendar link; remembered after a reload.
  // A team of the last group (no results yet), so it has a next match.
  const lastGroupMatch = t.view.matches.filter((m) => m.stage === "group").at(-1);
  const followed = t.view.teams.find((team) => team.id === lastGroupMatch?.home.teamId);
  if (!followed) throw new Error("no team in the last group");
  await page.getByLabel("Follow a team").selectOption({ label: followed.name });
  const mine = t.view.matches.filter((m) => m.home.teamId === followed.id || m.away.teamId === followed.id);
  await expect(page.locator("tr[data-match][data-mine]")).toHaveCount(mine.length);
  await expect(page.getByText(/^Next match:/)).toBeVisible();
  const ics = page.getByRole("link", { name: `Add the matches of ${followed.name} to your calendar` });
  const href = await ics.getAttribute("href");
  expect(href).toBe(`/api/v1/calendar/tment/${t.id}?lang=en&team=${followed.id}`);
  const calendar = await page.request.get(href ?? "");
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(
    mine.filter((m) => m.home.teamId && m.away.teamId).length,
  );
  await page.reload();
  await expect(page.getByLabel("Follow a team")).toHaveValue(followed.id);
  await expect(page.locator("tr[data-match][data-mine]")).toHaveCount(mine.length);

  // Filters: one pitch; the bracket also as a list; still no horizontal scroll, still accessible.
  await page.getByLabel("Pitch", { exact: true }).selectOption({ label: "Pitch 3" });
  const onPitch3 = t.view.matches.filter((m) => (m as Match & { pitch: string }).pitch === "p3").length;
  await expect(page.locator("tr[data-match]")).toHaveCount(onPitch3);
  await page.getByText("List", { exact: true }).click();
  await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Bracket", exact: true })).toHaveAttribute("aria-pressed", "false");
  // The share section's QR code loads only when the visitor comes near it.
  await page.getByRole("heading", { name: "Share this tournament" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("img", { name: `QR code with the link to ${t.name}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("privacy: without published tables the page says so, and scores hidden with 'none' are not shown", async ({
  page,
}) => {
  const t = await createPublishedTournament({ general: { ageGroup: { label: "U7" } } });
  const match = t.view.matches.find((m) => m.stage === "group" && m.home.teamId);
  if (!match) throw new Error("no group match");
  await t.saveResult(match.id, 1, 0);
  await page.setViewportSize(PHONE);
  await openLoaded(page, `/en/tournament/${t.id}`);
  await expect(page.getByText("The organiser does not publish tables or rankings for this age group.")).toBeVisible();
  await expect(row(page, match.id).locator("[data-score]")).toHaveText("1:0");
  await expectNoAxeViolations(page);

  const hidden = await createPublishedTournament({ general: { publicResults: "none" } });
  const played = hidden.view.matches.find((m) => m.stage === "group" && m.home.teamId);
  if (!played) throw new Error("no group match");
  await hidden.saveResult(played.id, 2, 0);
  await openLoaded(page, `/en/tournament/${hidden.id}`);
  await expect(page.getByText("The organiser does not publish results for this tournament.")).toBeVisible();
  await expect(row(page, played.id)).toContainText("Played");
  await expect(page.locator("[data-score]")).toHaveCount(0);
});

/** The page (from 0, 20 per page as the list shows them) of the upcoming list that holds tournament `id`. */
async function upcomingPageOf(id: string): Promise<number> {
  for (let page = 0; page < 50; page++) {
    const res = await fetch(`${baseUrl()}/api/v1/auth/tment/alltment?page=${page}&size=20`);
    const list = (await res.json()) as { items: Array<{ id: string }> };
    if (list.items.some((item) => item.id === id)) return page;
    if (list.items.length < 20) break;
  }
  throw new Error(`tournament ${id} is not in the upcoming list`);
}

test("discovery: upcoming list and a search whose filters live in a shareable URL", async ({ page }) => {
  const unique = `Discovery ${randomUUID().slice(0, 8)}`;
  const t = await createPublishedTournament({
    name: unique,
    general: { registration: { open: true }, venue: { name: "Halle", city: "Utrecht", country: "NL" } },
  });
  await page.setViewportSize(PHONE);

  // Other tests' tournaments share the date (same-day ones are ordered by id), so the list page that holds this
  // one is looked up first; the page number lives in the URL.
  const listPage = await upcomingPageOf(t.id);
  await page.goto(`/en/alltournaments${listPage > 0 ? `?page=${listPage + 1}` : ""}`);
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming tournaments" })).toBeVisible();
  await expect(page.getByRole("link", { name: unique })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/en/global-tournaments");
  await page.getByLabel("Search words").fill(unique);
  await page.getByLabel("Country").fill("nl");
  await page.getByLabel("Only tournaments taking registrations").check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/text=Discovery/);
  await expect(page).toHaveURL(/country=NL/);
  await expect(page).toHaveURL(/registrationOpen=true/);
  await expect(page.getByRole("link", { name: unique })).toBeVisible();
  await expect(page.getByText("Tournaments found: 1")).toBeVisible();
  await expectNoAxeViolations(page);

  // The shared URL reads the filters back; a search without hits shows the empty state.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByLabel("Search words")).toHaveValue(unique);
  await expect(page.getByLabel("Country")).toHaveValue("NL");
  await expect(page.getByLabel("Only tournaments taking registrations")).toBeChecked();
  await page.goto(`/en/global-tournaments?text=${encodeURIComponent(unique)}&country=DE`);
  await expect(page.getByText("No tournaments match your search. Try fewer filters.")).toBeVisible();

  // A running tournament's badge is not an error red.
  await t.api("PUT", "/api/v1/tment/status", { id: t.id, status: "running" });
  await page.goto(shared);
  const running = page.getByText("In progress", { exact: true });
  await expect(running).toBeVisible();
  const background = await running.evaluate(
    (el) => getComputedStyle(el.closest(".mantine-Badge-root") ?? el).backgroundColor,
  );
  const [r, , b] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r ?? 255).toBeLessThan(b ?? 0);

  // A result opens the tournament's page.
  await page.goto(shared);
  await page.getByRole("link", { name: unique }).click();
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${t.id}$`));
  await expect(page.getByText("Registration is open")).toBeVisible();
});

test("pitch names are shown as the organiser wrote them; ties, bracket and display read well on a 360 px phone", async ({
  page,
}) => {
  const t = await createPublishedTournament({ pitchNames: ["Pitch 1", "Kunstrasen"] });
  // Every match of group A ends 1:1, so its teams stay level with nothing to separate them.
  const groupA = t.view.matches.filter((m) => m.stage === "group" && (m as Match & { group: string }).group === "A");
  await t.api("PUT", "/api/v1/tment/update", {
    id: t.id,
    idempotencyKey: randomUUID(),
    results: groupA.map((m) => ({ matchId: m.id, home: 1, away: 1 })),
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await openLoaded(page, `/en/tournament/${t.id}`);
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  await expect(page.getByText("Pitch Pitch")).toHaveCount(0);
  await expect(page.locator("tr[data-match]").first()).toContainText("Pitch 1");
  await expect(page.getByLabel("Pitch", { exact: true }).locator("option")).toHaveText([
    "All pitches",
    "Pitch 1",
    "Kunstrasen",
  ]);
  // An unresolved tie says only that lots are to be drawn, never "decided by: still level".
  const groupTable = page.getByRole("region", { name: "Group A" });
  await expect(groupTable.getByText("Still level – lots to be drawn").first()).toBeVisible();
  await expect(page.getByText(/decided by: Still level/)).toHaveCount(0);
  // The bracket scrolls sideways on a phone, and says so.
  await expect(page.locator("[data-scroll-hint]")).toHaveText("Swipe or scroll sideways to see every round →");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // German: a bare number gets "Feld" (not "Platz", which is the rank).
  const numbered = await createPublishedTournament();
  await page.goto(`/de/tournament/${numbered.id}`);
  await expect(page.locator("tr[data-match]").first()).toContainText(/Feld [12]/);
  await expect(page.getByLabel("Feld", { exact: true }).locator("option").nth(1)).toHaveText("Feld 1");

  // Display mode on the phone: the named pitch as it is, a 24-hour clock, nothing past the edge.
  await page.goto(`/en/tournament/${t.id}/display`);
  await expect(page.getByRole("heading", { level: 2, name: "Pitch 1", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kunstrasen" })).toBeVisible();
  await expect(page.locator("[data-display-header] time")).toHaveText(/^([01]\d|2[0-3]):[0-5]\d$/);
  const widest = await page.evaluate(() => {
    const display = document.querySelector<HTMLElement>(".public-display");
    return display ? display.scrollWidth : 0;
  });
  expect(widest).toBeLessThanOrEqual(360);
});

test("display mode shows now and next per pitch, a clock and a QR code, and follows live results", async ({ page }) => {
  const t = await createPublishedTournament();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/en/tournament/${t.id}/display`);
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pitch 1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pitch 2" })).toBeVisible();
  await expect(page.getByText(/^Next at 09:00$/).first()).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code with the link to ${t.name}` })).toBeVisible();
  await expect(liveBadge(page)).toHaveAttribute("data-live", "connected");
  await expectNoAxeViolations(page);

  const match = t.view.matches.find((m) => m.stage === "group" && m.home.teamId);
  if (!match) throw new Error("no group match");
  await t.saveResult(match.id, 4, 0);
  // The next match on that pitch moves on once the first is played.
  await expect(page.getByText(/^Next at 09:12$/).first()).toBeVisible();
});

test("a tournament opened once opens offline from the service worker's copy with a 'last updated' note", async ({
  page,
  context,
}) => {
  const t = await createPublishedTournament();
  await openLoaded(page, `/en/tournament/${t.id}`);
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  // Wait until the worker controls the page, then load once more so the payload passes through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  await expect(page.getByText("You are offline")).toHaveCount(0);
  // The heading is the server's first paint: wait until the app's own fetch of the payload has passed through
  // the worker and is in its cache (on a busy machine the app starts later than the heading shows).
  await payloadKept(page, t.id);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  await expect(page.getByText("You are offline")).toBeVisible();
  await expect(page.getByText(/last updated/)).toBeVisible();
  await expect(liveBadge(page)).toHaveAttribute("data-live", "offline");
  // Other API answers are not cached: the discovery list is not available offline.
  const cachedNames = await page.evaluate(async () => {
    const names = await caches.keys();
    const out: string[] = [];
    for (const name of names.filter((n) => n.startsWith("kickoff-tournaments"))) {
      for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
    }
    return out;
  });
  expect(cachedNames).toEqual([`/api/v1/auth/tment/${t.id}`]);
  // Back online: the live stream reconnects and the page replaces the copy with the server's answer.
  await context.setOffline(false);
  await expect(liveBadge(page)).toHaveAttribute("data-live", "connected", { timeout: 15_000 });
  await expect(page.getByText("You are offline")).toHaveCount(0);
});
