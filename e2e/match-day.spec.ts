import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// The loop every organiser lives in: a referee enters a result through a reporter link while the organiser's
// control centre is open on a phone. The result appears there by itself; the organiser's edit based on the old
// score is refused with a conflict dialog, and nothing is overwritten without an explicit choice.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";
// The longest names a referee must still read in full at 360 px.
const LONG_HOME = "FC Junkersdorf-Braunsfeld Jugend 1";
const LONG_AWAY = "Rot-Weiß Oberhausen-Osterfeld U11";

test.use({ viewport: PHONE });
const LIVE = 20_000;

type Match = {
  id: string;
  pitch: string;
  startMinute: number;
  home: { teamId: string | null };
  away: { teamId: string | null };
};
type Internal = {
  matches: Match[];
  teams: Array<{ id: string; name: string; seed?: number }>;
  results: Array<{ matchId: string; home: number; away: number }>;
};

async function internal(request: APIRequestContext, id: string) {
  return (await (await request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as Internal;
}

/** A published tournament whose first match is between two long names, and a reporter link for all pitches. */
async function setUp(request: APIRequestContext) {
  const id = await createTournament(request, "Match Day Cup", { pitches: 2, visibility: "public" });
  const before = await internal(request, id);
  const first = [...before.matches].sort((a, b) => a.startMinute - b.startMinute || a.pitch.localeCompare(b.pitch))[0];
  if (!first?.home.teamId || !first.away.teamId) throw new Error("the first match has no teams");
  const rename = new Map([
    [first.home.teamId, LONG_HOME],
    [first.away.teamId, LONG_AWAY],
  ]);
  const teams = before.teams.map((t) => ({ id: t.id, name: rename.get(t.id) ?? t.name, seed: t.seed }));
  expect((await request.put("/api/v1/tment/ueditteams", { data: { id, teams } })).status()).toBe(200);
  expect((await request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);
  const created = await request.post("/api/v1/tment/reporter", { data: { id, label: "Referee Kim" } });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { token: string };
  return { id, match: first, token: link.token };
}

async function refereePhone(browser: Browser, id: string, token: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const page = await context.newPage();
  await openLoaded(page, `/en/tournament/${id}#reporter=${token}`);
  return { context, panel: page.getByRole("region", { name: "Enter results" }) };
}

test("a referee's result reaches the open control centre live; a stale edit gets the conflict dialog", async ({
  context,
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  await logIn(context, { displayName: "Olga Organiser" });
  const { id, match, token } = await setUp(context.request);

  await openLoaded(page, `/en/tmentOverview/${id}`);
  // Status actions are thumb-sized, and the dangerous one sits apart from the primary one.
  const start = await page.getByRole("button", { name: "Start" }).boundingBox();
  const back = await page.getByRole("button", { name: "Back to draft" }).boundingBox();
  if (!start || !back) throw new Error("status actions not shown");
  expect(Math.min(start.height, back.height)).toBeGreaterThanOrEqual(44);
  const gap = Math.max(back.x - (start.x + start.width), back.y - (start.y + start.height));
  expect(gap).toBeGreaterThanOrEqual(24);
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "connected");
  // The organiser opens the first match: the screen shows no result yet.
  await page.getByRole("button", { name: `Edit result of match ${match.id}` }).click();
  const card = page.getByRole("region", { name: new RegExp(`Match ${match.id}`) });
  await expect(card).toBeVisible();

  // Long names are shown in full (they wrap), never cut to "FC Junkers…".
  for (const name of [LONG_HOME, LONG_AWAY]) {
    const label = card.getByText(name, { exact: true });
    await expect(label).toBeVisible();
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }

  // Meanwhile the referee enters 2:0 on their phone.
  const referee = await refereePhone(browser, id, token);
  await referee.panel.getByRole("button", { name: `Edit result of match ${match.id}` }).click();
  const plusHome = referee.panel.getByRole("button", { name: `One goal more for ${LONG_HOME}` });
  await plusHome.click();
  await plusHome.click();
  await referee.panel.getByRole("button", { name: "Save result" }).click();
  await expect(referee.panel.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();

  // It appears in the organiser's list without a reload (a generous bound for a busy CI machine, not a timing).
  await expect(page.getByText(new RegExp(`· ${match.id} · .* · 2:0`))).toBeVisible({ timeout: LIVE });

  // The organiser, still on the card opened before, enters 0:5 on the old basis: refused, with the choice.
  const plusAway = card.getByRole("button", { name: `One goal more for ${LONG_AWAY}` });
  for (let i = 0; i < 5; i++) await plusAway.click();
  await card.getByRole("button", { name: "Save result" }).click();
  const dialog = page.getByRole("dialog", { name: "Result changed meanwhile" });
  await expect(dialog).toContainText("changed by the result link “Referee Kim” to 2:0");
  await expect(dialog).toContainText("replace it with your 0:5");
  expect((await internal(context.request, id)).results.find((r) => r.matchId === match.id)).toMatchObject({
    home: 2,
    away: 0,
  });

  // Keeping theirs leaves 2:0.
  await dialog.getByRole("button", { name: "Keep 2:0" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(new RegExp(`· ${match.id} · .* · 2:0`))).toBeVisible();
  expect((await internal(context.request, id)).results.find((r) => r.matchId === match.id)).toMatchObject({
    home: 2,
    away: 0,
  });

  // Deliberately replacing it: the organiser edits again (now based on 2:0) on a stale copy once more.
  await page.getByRole("button", { name: `Edit result of match ${match.id}` }).click();
  await referee.panel.getByRole("button", { name: `Edit result of match ${match.id}` }).click();
  await plusHome.click();
  await referee.panel.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText(new RegExp(`· ${match.id} · .* · 3:0`))).toBeVisible({ timeout: LIVE });
  await card.getByRole("button", { name: `One goal less for ${LONG_HOME}` }).click();
  await card.getByRole("button", { name: "Save result" }).click();
  await expect(dialog).toContainText("to 3:0");
  await dialog.getByRole("button", { name: "Replace with mine" }).click();
  await expect(page.getByText(new RegExp(`· ${match.id} · .* · 1:0`))).toBeVisible();
  await expect
    .poll(async () => (await internal(context.request, id)).results.find((r) => r.matchId === match.id))
    .toMatchObject({ home: 1, away: 0 });
  await referee.context.close();
});
