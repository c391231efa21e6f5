// Display mode on a 1080p screen at the venue: the podium after the final (arriving live), text readable
// from 10 m, pages that fit the screen and rotate (?interval= shortens the wait), Space pauses.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { createUserSession } from "./support/session.ts";

const SCREEN = { width: 1920, height: 1080 };
/** The first paint of the screen (chunks, two API answers, the live stream) may be slow on a busy machine. */
const LOADED = { timeout: 20_000 };

type Match = {
  id: string;
  stage: string;
  placeFor: number | null;
  home: { teamId: string | null };
  away: { teamId: string | null };
};
type View = { id: string; matches: Match[]; teams: Array<{ id: string; name: string }> };

function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set");
  return url;
}

/** 8 teams in 2 groups, semi-finals, third place and placement games on 2 pitches; running, the final unplayed. */
async function tournamentBeforeTheFinal() {
  const organiser = await createUserSession({ displayName: "Display Organiser" });
  const api = async <T = View>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: { cookie: `token=${organiser.token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const name = `Display Cup ${randomUUID().slice(0, 6)}`;
  const { id } = await api<{ id: string }>("POST", "/api/v1/tment/create", {
    name,
    startDate: "2030-05-04",
    visibility: "public",
  });
  await api("PUT", "/api/v1/tment/ueditteams", {
    id,
    teams: Array.from({ length: 8 }, (_, i) => ({ name: `Team ${i + 1}`, seed: i + 1 })),
  });
  await api("PUT", "/api/v1/tment/update3", {
    id,
    format: {
      mode: "groupsKnockout",
      groupCount: 2,
      knockout: "semiFinal",
      thirdPlace: true,
      placementGames: true,
      seeding: "snake",
    },
  });
  await api("PUT", "/api/v1/tment/updateTime", {
    id,
    firstKickoff: "2030-05-04T09:00",
    matchMinutes: { group: 10 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 10,
    pitches: [
      { id: "p1", name: "1" },
      { id: "p2", name: "2" },
    ],
  });
  await api("PUT", "/api/v1/tment/plangen", { id, seed: "e2e" });
  await api("PUT", "/api/v1/tment/status", { id, status: "published" });
  await api("PUT", "/api/v1/tment/status", { id, status: "running" });
  const view = () => api("GET", `/api/v1/tment/tmuser/${id}`);
  const save = (matches: Match[], score: (m: Match, i: number) => [number, number]) =>
    api("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: randomUUID(),
      results: matches.map((m, i) => {
        const [home, away] = score(m, i);
        return { matchId: m.id, home, away };
      }),
    });
  // Group stage, then every knockout match whose teams are known, round by round, until only the final is left.
  // The stronger seed always wins by the difference in seeds: every table is clear, no lots to draw.
  const start = await view();
  const seed = new Map(start.teams.map((team, i) => [team.id, i]));
  const strength = (side: Match["home"]) => -(seed.get(side.teamId ?? "") ?? 0);
  await save(
    start.matches.filter((m) => m.stage === "group"),
    (m) => {
      const margin = strength(m.home) - strength(m.away);
      return margin > 0 ? [margin, 0] : [0, -margin];
    },
  );
  const played = new Set<string>();
  for (;;) {
    const open = (await view()).matches.filter(
      (m) => m.stage !== "group" && m.stage !== "final" && m.home.teamId && m.away.teamId,
    );
    const unplayed = open.filter((m) => !played.has(m.id));
    if (unplayed.length === 0) break;
    await save(unplayed, () => [2, 1]);
    for (const m of unplayed) played.add(m.id);
  }
  const final = (await view()).matches.find((m) => m.stage === "final");
  if (!final?.home.teamId || !final.away.teamId) throw new Error("the final has no teams");
  const teams = new Map((await view()).teams.map((t) => [t.id, t.name]));
  return {
    id,
    name,
    winner: teams.get(final.home.teamId) ?? "",
    playFinal: () => save([final], () => [3, 1]),
  };
}
const indicator = (page: Page) => page.locator("[data-page-indicator]");

/** Screenshots to look at (E2E_SCREENSHOTS=/some/dir): a 1080p screen is judged by eye too. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/display-${name}.png` });
}

/** Content taller or wider than the screen would be cut off on the TV. */
async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>(".display-root");
    if (!root) return null;
    return { y: root.scrollHeight - root.clientHeight, x: root.scrollWidth - root.clientWidth };
  });
  expect(overflow).toEqual({ y: 0, x: 0 });
}

/** Steps with the arrow key (rotation paused) until a page of that kind is shown. */
async function showPage(page: Page, kind: string) {
  for (let i = 0; i < 12; i++) {
    if ((await page.locator(".display-page").getAttribute("data-page")) === kind) return;
    const before = await indicator(page).getAttribute("data-page-indicator");
    await page.keyboard.press("ArrowRight");
    await expect(indicator(page)).not.toHaveAttribute("data-page-indicator", before ?? "");
  }
  throw new Error(`no ${kind} page`);
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: baseUrl() }]);
});

test("after the final a 1080p screen shows the podium live, 32 px tables, and rotates its pages", async ({ page }) => {
  test.setTimeout(180_000);
  const t = await tournamentBeforeTheFinal();
  await page.setViewportSize(SCREEN);
  await page.goto(`/en/tournament/${t.id}/display`);
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible(LOADED);
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "connected", LOADED);
  // No site header, footer or banner around the screen, and no scrolling.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator('.display-page[data-page="now"]')).toBeVisible();
  await snap(page, "now");

  // The final is played: the podium comes by the live stream, the winner on top.
  await t.playFinal();
  const podium = page.locator("[data-podium]");
  await expect(podium.locator('[data-place="1"]')).toContainText(t.winner);
  await expect(podium.locator("[data-place]")).toHaveCount(3);
  await expect(page.getByText("No more matches on this pitch")).toHaveCount(0);
  await expectFitsTheScreen(page);
  await snap(page, "podium");
  await expectNoAxeViolations(page);

  // Pages rotate by themselves (a 2 s interval for the test), with an indicator of which one is shown.
  await page.goto(`/en/tournament/${t.id}/display?interval=2`);
  await expect(indicator(page)).toHaveAttribute("data-page-indicator", /^1\/\d+$/, LOADED);
  const count = Number((await indicator(page).getAttribute("data-page-indicator"))?.split("/")[1]);
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(indicator(page)).toHaveAttribute("data-page-indicator", `2/${count}`);

  // Space pauses (for the organiser setting up); the arrow keys then step through every page.
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Resume rotation" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  for (const kind of ["ranking", "bracket", "tables", "qr"]) {
    await showPage(page, kind);
    await expectFitsTheScreen(page);
    await snap(page, kind);
    if (kind === "tables") {
      await expectNoAxeViolations(page);
      const sizes = await page
        .locator("[data-display-table] td")
        .evaluateAll((cells) => cells.map((c) => Number.parseFloat(getComputedStyle(c).fontSize)));
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(32);
    }
  }
  await expect(page.getByRole("img", { name: `QR code with the link to ${t.name}` })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause rotation" })).toHaveAttribute("aria-pressed", "false");

  // The same screen on a phone (paused again): the pages are computed anew, one column, nothing past the edge.
  await page.keyboard.press("Space");
  await page.setViewportSize({ width: 360, height: 800 });
  for (const kind of ["tables", "bracket"]) {
    await showPage(page, kind);
    expect(await page.locator(".display-root").evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, `phone-${kind}`);
  }
});

test("with reduced motion the pages change without a fade; the dark scheme keeps its contrast", async ({ page }) => {
  test.setTimeout(120_000);
  const t = await tournamentBeforeTheFinal();
  await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
  await page.setViewportSize(SCREEN);
  await page.goto(`/en/tournament/${t.id}/display?interval=2`);
  await expect(indicator(page)).toHaveAttribute("data-page-indicator", /^2\//, LOADED);
  await expect(page.locator(".display-page")).toHaveCount(1);
  await expect(page.locator(".display-page-fade")).toHaveCount(0);
  await page.keyboard.press("Space");
  await expectNoAxeViolations(page);
  await snap(page, "dark");
});
