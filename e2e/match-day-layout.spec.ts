// The score card and the schedule as the match day needs them (issue 11): at 360 px the longest team names of the
// e2e data are shown in full on every row of a knockout draw's card, penalty rows included, in all 8 languages;
// the card's and the dialogs' buttons are thumb-sized; on a desktop the score sits next to the team names.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pt", "tr"];
// The longest names of the e2e data (match-day.spec.ts).
const LONG_HOME = "FC Junkersdorf-Braunsfeld Jugend 1";
const LONG_AWAY = "Rot-Weiß Oberhausen-Osterfeld U11";
const base = () => process.env.E2E_BASE_URL ?? "";

type Match = {
  id: string;
  stage: string;
  pitch: string;
  startMinute: number;
  home: { teamId: string | null };
  away: { teamId: string | null };
};
type Internal = { matches: Match[]; teams: Array<{ id: string; name: string; seed?: number }> };

const internal = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as Internal;
const ordered = (matches: Match[]) =>
  [...matches].sort((a, b) => a.startMinute - b.startMinute || a.pitch.localeCompare(b.pitch));

/**
 * A published knockout tournament whose first match is between the two long names, so the score card opens on a
 * knockout match at 0:0 — a draw, which shows the penalty rows. `rest`: the other matches, by kick-off.
 */
async function knockoutDay(request: APIRequestContext) {
  const id = await createTournament(request, "Long Names Cup");
  const put = async (url: string, data: unknown) => expect((await request.put(url, { data })).status()).toBe(200);
  await put("/api/v1/tment/update3", { id, format: { mode: "knockout", knockout: "semiFinal", thirdPlace: false } });
  await put("/api/v1/tment/plangen", { id, seed: "fixed-seed" });
  const before = await internal(request, id);
  const [first, ...rest] = ordered(before.matches).filter((m) => m.home.teamId && m.away.teamId);
  if (!first?.home.teamId || !first.away.teamId) throw new Error("no knockout match with both teams");
  expect(first.stage).not.toBe("group");
  const rename = new Map([
    [first.home.teamId, LONG_HOME],
    [first.away.teamId, LONG_AWAY],
  ]);
  const teams = before.teams.map((t) => ({ id: t.id, name: rename.get(t.id) ?? t.name, seed: t.seed }));
  await put("/api/v1/tment/ueditteams", { id, teams });
  await put("/api/v1/tment/status", { id, status: "published" });
  return { id, first, rest };
}

/** The score card (the section labelled by its match title). */
const scoreCard = (page: Page) => page.locator("section[aria-labelledby='entry-title']");

/** The results tab of the control centre, in any language (the second tab). */
async function openResults(page: Page, lang: string, id: string) {
  await openLoaded(page, `/${lang}/tmentOverview/${id}`);
  await page.getByRole("tab").nth(1).click();
  await expect(scoreCard(page)).toBeVisible();
}

/** The element's text is shown whole: not wider than its box, not cut by an ellipsis or a clip. */
async function expectWhole(label: Locator, what: string) {
  await expect(label, what).toBeVisible();
  const fit = await label.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      fitsWidth: el.scrollWidth <= el.clientWidth + 1,
      fitsHeight: el.scrollHeight <= el.clientHeight + 1,
      ellipsis: style.textOverflow === "ellipsis",
      oneLine: style.whiteSpace === "nowrap",
    };
  });
  expect(fit, what).toEqual({ fitsWidth: true, fitsHeight: true, ellipsis: false, oneLine: false });
}

/** Where the text itself ends (not its box, which may be wider than a short name). */
const textBox = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
});

test("at 360 px the score card of a knockout draw shows both long names in full on every row, in all 8 languages", async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Nina Names" });
  const { id } = await knockoutDay(context.request);
  for (const lang of LANGUAGES) {
    await openResults(page, lang, id);
    const card = scoreCard(page);
    // Goals and penalties rows: each name twice, every time whole.
    for (const name of [LONG_HOME, LONG_AWAY]) {
      const labels = card.getByText(name, { exact: true });
      await expect(labels, `${lang}: goals and penalty rows of ${name}`).toHaveCount(2);
      for (const label of await labels.all()) await expectWhole(label, `${lang}: ${name}`);
      // − and + for goals and for penalties, each named after its team.
      await expect(card.getByRole("button", { name }), `${lang}: buttons naming ${name}`).toHaveCount(4);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang}: no sideways scroll`).toBe(
      PHONE.width,
    );
    const cardBox = await card.boundingBox();
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? 0), `${lang}: card within the screen`).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
  await expectNoAxeViolations(page);
});

/**
 * At least 44 × 44 px and on screen. Rounded: a button just tapped is still moved by its press effect, which leaves
 * sub-pixel sizes. Soft: one run reports every target that is too small.
 */
async function expectTapTarget(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect.soft(Math.round(box?.height ?? 0), what).toBeGreaterThanOrEqual(44);
  expect.soft(Math.round(box?.width ?? 0), what).toBeGreaterThanOrEqual(44);
  expect.soft((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(PHONE.width);
}

test("at 360 px the score card's Cancel and a confirmation dialog's buttons are thumb-sized, Cancel apart from the action", async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Tom Taps" });
  const { id, first } = await knockoutDay(context.request);
  await openResults(page, "en", id);
  await page.getByRole("button", { name: `Edit result of match ${first.id}` }).click();
  await expectTapTarget(scoreCard(page).getByRole("button", { name: "Cancel" }), "score card Cancel");

  // The status step "Back to draft" asks first: its dialog's Cancel, action and close button.
  await page.getByRole("button", { name: "Back to draft" }).click();
  const dialog = page.getByRole("dialog", { name: "Back to draft" });
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  const action = dialog.getByRole("button", { name: "Back to draft" });
  await expectTapTarget(cancel, "dialog Cancel");
  await expectTapTarget(action, "dialog action");
  await expectTapTarget(dialog.getByRole("button", { name: "Close" }), "dialog close");
  const a = await cancel.boundingBox();
  const b = await action.boundingBox();
  if (!a || !b) throw new Error("dialog buttons not shown");
  const gap = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));
  expect.soft(gap, "Cancel apart from the action").toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page);
  await cancel.click();
  await expect(dialog).toHaveCount(0);
});

test("on a desktop the score sits next to the team names, on the public schedule and on the score card", async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await logIn(context, { displayName: "Dora Desktop" });
  const { id, first, rest } = await knockoutDay(context.request);
  await expect((await context.request.put("/api/v1/tment/status", { data: { id, status: "running" } })).status()).toBe(
    200,
  );
  const short = rest[0];
  if (!short) throw new Error("no second match with teams");
  const entered = await context.request.put("/api/v1/tment/update", {
    data: {
      id,
      idempotencyKey: `e2e-desktop-${Date.now()}`,
      results: [
        { matchId: first.id, home: 2, away: 1 },
        { matchId: short.id, home: 0, away: 3 },
      ],
    },
  });
  expect(entered.status()).toBe(200);

  // The public schedule: long names and short ones ("Team 3"), the score right between them.
  await openLoaded(page, `/en/tournament/${id}`);
  for (const match of [first, short]) {
    const row = page.locator(`tr[data-match="${match.id}"]`);
    const score = await textBox(row.locator("[data-score]"));
    const home = await textBox(row.locator(".pl-match > span").first());
    const away = await textBox(row.locator(".pl-match > span").last());
    expect.soft(score.left - home.right, `${match.id}: home name → score`).toBeLessThanOrEqual(48);
    expect.soft(score.left - home.right, `${match.id}: home name → score`).toBeGreaterThanOrEqual(4);
    expect.soft(away.left - score.right, `${match.id}: score → away name`).toBeLessThanOrEqual(48);
    expect.soft(away.left - score.right, `${match.id}: score → away name`).toBeGreaterThanOrEqual(4);
  }
  await expectNoAxeViolations(page);

  // The score card on the match with short names: each name sits against its score's buttons.
  await openResults(page, "en", id);
  await page.getByRole("button", { name: `Edit result of match ${short.id}` }).click();
  const names = new Map((await internal(context.request, id)).teams.map((t) => [t.id, t.name]));
  const card = scoreCard(page);
  for (const side of [short.home.teamId, short.away.teamId]) {
    const name = names.get(side ?? "") ?? "";
    expect(name.length, "a short name").toBeLessThan(12);
    const label = await textBox(card.getByText(name, { exact: true }).first());
    const minus = await card.getByRole("button", { name: `One goal less for ${name}` }).boundingBox();
    expect((minus?.x ?? 0) - label.right, `${name} → its score`).toBeLessThanOrEqual(48);
  }
});
