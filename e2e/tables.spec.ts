// Group tables on a 360 px phone, public page and control centre: won/drawn/lost columns, the places that go
// through to the knockout marked with a legend, and a lot mentioned only once a group's tie is final.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 800 };
// Long club names as parents see them (8+ characters, several words, umlauts).
const TEAMS = [
  "FC Junkers Dessau 1912",
  "Rot-Weiß Oberhausen",
  "SpVgg Unterhaching",
  "Borussia Mönchengladbach",
  "TSV Schwabmünchen",
  "SV Wacker Burghausen",
  "Sportfreunde Siegen",
  "VfB Oldenburg-Kreyenbrück",
];
const LOT = "Still level – lots to be drawn";

type Match = { id: string; stage: string; group: string | null; round: number };
type View = { id: string; matches: Match[] };

async function api<T = View>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A public tournament of 2 groups of 4 into semi-finals, published, seeded as the logged-in organiser. */
async function seedTournament(request: APIRequestContext): Promise<View> {
  const { id } = await api(request, "POST", "/api/v1/tment/create", {
    name: `Tables Cup ${Date.now()}`,
    startDate: "2030-05-04",
    visibility: "public",
  });
  await api(request, "PUT", "/api/v1/tment/ueditteams", { id, teams: TEAMS.map((name, i) => ({ name, seed: i + 1 })) });
  await api(request, "PUT", "/api/v1/tment/update3", {
    id,
    format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: true, seeding: "snake" },
  });
  await api(request, "PUT", "/api/v1/tment/updateTime", {
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
  await api(request, "PUT", "/api/v1/tment/plangen", { id, seed: "e2e" });
  return api(request, "PUT", "/api/v1/tment/status", { id, status: "published" });
}

/** Every given group-A match ends 1:1. */
async function drawAll(request: APIRequestContext, view: View, matches: Match[]) {
  await api(request, "PUT", "/api/v1/tment/update", {
    id: view.id,
    idempotencyKey: randomUUID(),
    results: matches.map((m) => ({ matchId: m.id, home: 1, away: 1 })),
  });
}
/** Reloads and waits for the page (a shared 2-core machine: a load may take a while). */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
}
const groupA = (view: View) => view.matches.filter((m) => m.stage === "group" && m.group === "A");

/** W/D/L headers with their full words, the points column on screen, and the table inside the screen's width. */
async function expectPhoneTable(table: Locator) {
  for (const [short, full] of [
    ["W", "Won"],
    ["D", "Drawn"],
    ["L", "Lost"],
  ] as const)
    await expect(table.locator(`th abbr[title="${full}"]`)).toHaveText(short);
  const points = table.locator('th abbr[title="Points"]');
  await points.scrollIntoViewIfNeeded();
  await expect(points).toBeInViewport({ ratio: 1 });
  await expect(table.locator("th abbr", { hasText: /^GD$/ })).toBeVisible();
  const box = await table.locator("table").boundingBox();
  expect(box ? box.x + box.width : Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.width);
  // the knockout places (top two of a group into the semi-finals) are marked, and the legend says what it means
  await expect(table.locator('tbody tr[data-qualification="through"]')).toHaveCount(2);
  await expect(table.getByText("Goes through to the knockout stage").first()).toBeVisible();
}

test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.setViewportSize(PHONE);
});

test("public tables on a phone: W/D/L, knockout places, and lots only once a group's tie is final", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Tables Organiser" });
  const view = await seedTournament(context.request);
  const table = page.getByRole("region", { name: "Group A" });
  const played = table.locator("tbody tr td:nth-child(3)");
  const tables = page.getByRole("region", { name: /^Group [AB]$/ });

  // before a ball is kicked: everyone level, nothing about lots
  await openLoaded(page, `/en/tournament/${view.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(played).toHaveText(["0", "0", "0", "0"]);
  await expectPhoneTable(table);
  await expect(tables).toHaveCount(2);
  await expect(tables.getByText(/lots/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the first round drawn: still level, but only because matches are still to be played
  const rounds = groupA(view);
  await drawAll(
    context.request,
    view,
    rounds.filter((m) => m.round === 1),
  );
  await reload(page);
  await expect(played).toHaveText(["1", "1", "1", "1"]);
  await expect(tables.getByText(/lots/)).toHaveCount(0);

  // every match drawn: the tie-break order is exhausted and the group is complete
  await drawAll(context.request, view, rounds);
  await reload(page);
  await expect(played).toHaveText(["3", "3", "3", "3"]);
  await expect(table.getByText(LOT).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Group B" }).getByText(/lots/)).toHaveCount(0);
});

test("the control centre's tables on a phone: the same columns and marks, a tie to decide only when final", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Tables Organiser" });
  const view = await seedTournament(context.request);
  const table = page.getByRole("region", { name: "Group A" });
  const played = table.locator("tbody tr td:nth-child(3)");
  const tieNotice = page.getByRole("alert").filter({ hasText: "Tie to decide" });
  const panel = page.getByRole("tabpanel", { name: "Tables" });

  await openLoaded(page, `/en/tmentOverview/${view.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: "Tables" }).click();
  await expect(played).toHaveText(["0", "0", "0", "0"]);
  await expectPhoneTable(table);
  await expect(tieNotice).toHaveCount(0);
  await expect(panel.getByText(/lots/)).toHaveCount(0);
  await table.screenshot({ path: "/tmp/h2-tables-organiser-start.png" });
  await expectNoAxeViolations(page);

  await drawAll(
    context.request,
    view,
    groupA(view).filter((m) => m.round === 1),
  );
  await reload(page);
  await page.getByRole("tab", { name: "Tables" }).click();
  await expect(played).toHaveText(["1", "1", "1", "1"]);
  await expect(tieNotice).toHaveCount(0);
  await expect(panel.getByText(/lots/)).toHaveCount(0);

  await drawAll(context.request, view, groupA(view));
  await reload(page);
  await page.getByRole("tab", { name: "Tables" }).click();
  await expect(played).toHaveText(["3", "3", "3", "3"]);
  await expect(tieNotice.filter({ hasText: "Group A" })).toBeVisible();
  await expect(table.getByText(LOT).first()).toBeVisible();
});

test("every language's short headers fit their columns on a phone", async ({ page, context }) => {
  test.setTimeout(240_000);
  await logIn(context, { displayName: "Tables Organiser" });
  const view = await seedTournament(context.request);
  for (const lang of ["de", "es", "fr", "it", "nl", "pt", "tr"]) {
    await openLoaded(page, `/${lang}/tournament/${view.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    const headers = page.locator('[data-standings="A"] table').locator("thead th");
    await expect(headers.first()).toBeAttached();
    // a header wider than its column would be cut or push the table past the screen's edge
    const overflowing = await headers.evaluateAll((ths) =>
      (ths as HTMLElement[])
        .filter((th) => th.offsetParent !== null && th.scrollWidth > th.clientWidth)
        .map((th) => th.textContent),
    );
    expect(overflowing, lang).toEqual([]);
    // the table itself ends inside the screen (the page's other parts have their own tests)
    const box = await page.locator('[data-standings="A"] table').boundingBox();
    expect(box ? box.x + box.width : Number.POSITIVE_INFINITY, lang).toBeLessThanOrEqual(PHONE.width);
    // and nothing on the page (the bracket's cards and their hidden texts included) makes it scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(PHONE.width);
  }
});
