import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { query } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };

type Side = { teamId: string | null };
type MatchView = { id: string; slot: number; pitch: string; stage: string; status: string; home: Side; away: Side };
type View = {
  id: string;
  planVersion: number;
  teams: Array<{ id: string; name: string }>;
  matches: MatchView[];
  results: Array<{ matchId: string; home: number; away: number }>;
};

async function api<T = View>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A published tournament with its plan, seeded through the API as the logged-in owner. */
async function seedTournament(
  request: APIRequestContext,
  name: string,
  teams: string[],
  format: Record<string, unknown>,
): Promise<View> {
  const created = await api(request, "POST", "/api/v1/tment/create", {
    name,
    startDate: "2030-05-04",
    visibility: "private",
  });
  const id = created.id;
  await api(request, "PUT", "/api/v1/tment/ueditteams", {
    id,
    teams: teams.map((team, i) => ({ name: team, seed: i + 1 })),
  });
  await api(request, "PUT", "/api/v1/tment/update3", { id, format });
  await api(request, "PUT", "/api/v1/tment/updateTime", {
    id,
    firstKickoff: "2030-05-04T09:00",
    matchMinutes: { group: 10, final: 12 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 10,
    pitches: [{ id: "p1", name: "Pitch 1" }],
  });
  await api(request, "PUT", "/api/v1/tment/plangen", { id, seed: "e2e" });
  return api(request, "PUT", "/api/v1/tment/status", { id, status: "published" });
}

const nameOf = (view: View, teamId: string | null) => view.teams.find((t) => t.id === teamId)?.name ?? "";

// Cookie choice already made (declined), so the consent banner does not cover the phone screen.
test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  await page.setViewportSize(PHONE);
});

test("a result entered offline on a phone is queued, then sent exactly once when the connection returns", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Offline Organiser" });
  const view = await seedTournament(context.request, "Offline Cup", ["Lions", "Tigers", "Bears", "Wolves"], {
    mode: "roundRobin",
  });
  const first = [...view.matches].sort((a, b) => a.slot - b.slot)[0] as MatchView;
  const home = nameOf(view, first.home.teamId);

  await openLoaded(page, `/en/tmentOverview/${view.id}`);
  await page.getByRole("tab", { name: "Results" }).click();
  const state = page.getByRole("status").filter({ hasText: /saved|Saving|Offline/ });
  await expect(state).toHaveText("All results saved");
  await expect(page.locator("#entry-title")).toContainText(`Match ${first.id}`);

  await context.setOffline(true);
  const plus = page.getByRole("button", { name: `One goal more for ${home}`, exact: true });
  await plus.click();
  await plus.click();
  await page.getByRole("button", { name: "Save result" }).click();
  await expect(state).toHaveText("Offline: 1 results waiting");
  await expect(page.getByText(`${first.id} · ${home}`, { exact: false }).first()).toContainText("waiting to be sent");
  await expectNoAxeViolations(page);
  // nothing reached the server yet
  const before = await query<{ results: unknown[] }>("select results from tournaments where id = $1", [view.id]);
  expect(before[0]?.results).toEqual([]);

  await context.setOffline(false);
  await expect(state).toHaveText("All results saved");
  await expect(page.getByText("waiting to be sent")).toHaveCount(0);

  const after = await query<{ results: Array<{ matchId: string; home: number; away: number }> }>(
    "select results from tournaments where id = $1",
    [view.id],
  );
  expect(after[0]?.results).toEqual([{ matchId: first.id, home: 2, away: 0 }]);
  const audit = await query<{ match_id: string; kind: string }>(
    "select match_id, kind from result_audit where tournament_id = $1",
    [view.id],
  );
  expect(audit).toEqual([{ match_id: first.id, kind: "entry" }]);
  // the queue is empty, so a reload sends nothing again
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  const audited = await query<{ n: string }>("select count(*) as n from result_audit where tournament_id = $1", [
    view.id,
  ]);
  expect(Number(audited[0]?.n)).toBe(1);
});

test("the organiser swaps two matches in the schedule tab, and a refused move shows the engine's reason", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // This screen's live stream is down all along, so it can be stale when another editor changes the plan (a live
  // screen would refresh by itself before the swap): the server must still refuse the stale swap.
  await page.route("**/api/v1/live/**", (route) => route.abort());
  await logIn(context, { displayName: "Order Organiser" });
  // One group of four on one pitch, then a final between the first two: 6 group matches, then F.
  const view = await seedTournament(context.request, "Order Cup", ["Lions", "Tigers", "Bears", "Wolves"], {
    mode: "groupsKnockout",
    groupCount: 1,
    knockout: "final",
    thirdPlace: false,
    seeding: "snake",
  });
  const bySlot = [...view.matches].sort((a, b) => a.slot - b.slot);
  const [a, b] = bySlot as [MatchView, MatchView];
  const final = view.matches.find((m) => m.stage === "final") as MatchView;
  const pairing = (m: MatchView) => `${nameOf(view, m.home.teamId)} – ${nameOf(view, m.away.teamId)}`;

  await openLoaded(page, `/en/tmentOverview/${view.id}`);
  await page.getByRole("tab", { name: "Schedule" }).click();
  const rows = page.locator("tbody tr[data-match]");
  await expect(rows.first()).toHaveAttribute("data-match", a.id);

  await page.getByRole("button", { name: "Edit order" }).click();
  await expect(page.getByRole("heading", { name: "Edit the order" })).toBeFocused();
  await page.getByRole("button", { name: `Pick match ${a.id}` }).click();
  await expect(page.getByRole("button", { name: `Pick match ${a.id}` })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await page.getByLabel("Swap with match").selectOption(b.id);
  await page.getByRole("button", { name: "Swap", exact: true }).click();
  await expect(page.getByText("The order has been saved.")).toBeVisible();
  // slot 1 now holds the second match, slot 2 the first
  await expect(page.getByRole("region", { name: "Slot 1 · 09:00" })).toContainText(pairing(b));
  await expect(page.getByRole("region", { name: "Slot 2 · 09:12" })).toContainText(pairing(a));
  const stored = await query<{ plan_version: number; matches: MatchView[] }>(
    "select plan_version, matches from tournaments where id = $1",
    [view.id],
  );
  expect(stored[0]?.plan_version).toBe(view.planVersion + 1);
  expect(stored[0]?.matches.find((m) => m.id === a.id)?.slot).toBe(b.slot);
  expect(stored[0]?.matches.find((m) => m.id === b.id)?.slot).toBe(a.slot);

  // moving a group match behind the final is refused with the reason, translated, and nothing changes
  await page.getByRole("button", { name: `Pick match ${b.id}` }).click();
  await page.getByLabel("Move to a free pitch").selectOption(`${final.slot + 1}|p1`);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "This change is not possible" });
  await expect(refusal).toContainText(`Match ${final.id} would kick off before match ${b.id} has finished`);
  await expectNoAxeViolations(page);
  const unchanged = await query<{ plan_version: number }>("select plan_version from tournaments where id = $1", [
    view.id,
  ]);
  expect(unchanged[0]?.plan_version).toBe(view.planVersion + 1);

  // another editor changes the plan meanwhile while this screen misses it (its live stream is down, see above):
  // the swap is refused, the current plan shown with a message
  const [, , c, d, e] = bySlot as MatchView[];
  if (!c || !d || !e) throw new Error("expected 7 matches");
  await api(context.request, "PUT", "/api/v1/tment/updateo", { id: view.id, op: "swap", matchA: c.id, matchB: d.id });
  await page.getByLabel("Swap with match").selectOption(e.id);
  await page.getByRole("button", { name: "Swap", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The plan was changed meanwhile" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Slot 3 · 09:24" })).toContainText(pairing(d));
  await expect(page.getByRole("region", { name: "Slot 1 · 09:00" })).toContainText(pairing(b));

  // back to the table: the new order, the focus back on "Edit order"
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Edit order" })).toBeFocused();
  await expect(rows.nth(0)).toHaveAttribute("data-match", b.id);
  await expect(rows.nth(1)).toHaveAttribute("data-match", a.id);
  await expect(rows.nth(2)).toHaveAttribute("data-match", d.id);
  await expect(rows.nth(3)).toHaveAttribute("data-match", c.id);

  // settings: a headed overview with the kick-off in the page's language; generating the plan again asks first
  // (published, no results), names the effect and opens with the focus on Cancel
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Format and times" })).toBeVisible();
  await expect(page.getByText("First kick-off May 4, 2030, 09:00", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Generate plan again" }).click();
  const question = page.getByRole("dialog", { name: "Generate plan again" });
  await expect(question).toContainText("groups, match order and kick-off times will change");
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  const kept = await query<{ plan_version: number }>("select plan_version from tournaments where id = $1", [view.id]);
  expect(kept[0]?.plan_version).toBe(view.planVersion + 2);
});

test("a draft's results tab has no working-looking buttons; a missing or failing control centre offers a way on", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(context, { displayName: "Draft Organiser" });
  const published = await seedTournament(context.request, "Draft Cup", ["Lions", "Tigers", "Bears", "Wolves"], {
    mode: "roundRobin",
  });
  await api(context.request, "PUT", "/api/v1/tment/status", { id: published.id, status: "draft" });

  await openLoaded(page, `/en/tmentOverview/${published.id}`);
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page.getByText("Results can be entered once the tournament is published.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "All results saved" })).toHaveCount(0);
  const edits = page.getByRole("button", { name: /^Edit result of match / });
  await expect(edits).toHaveCount(6);
  for (const edit of await edits.all()) await expect(edit).toBeDisabled();

  // a harmless question opens with the focus on its confirm button (danger ones on Cancel, see the other tests)
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Publish" })).toBeFocused();
  await page.keyboard.press("Escape");

  // a server failure: try again (which loads the page) or go back to the board
  let fail = true;
  await page.route(`**/api/v1/tment/tmuser/${published.id}**`, (route) =>
    fail ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("This could not be loaded.");
  await expect(page.getByRole("link", { name: "Back to the admin board" })).toBeVisible();
  await expectNoAxeViolations(page);
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Draft Cup" })).toBeVisible();

  // not found: no retry, only the way back
  await page.goto("/en/tmentOverview/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toContainText("This tournament does not exist");
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the admin board" }).click();
  await expect(page).toHaveURL(/\/en\/adminboard$/);
});

test("a perfect tie in a group is decided by the organiser's order and the table shows why", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Tie Organiser" });
  const view = await seedTournament(context.request, "Tie Cup", ["Lions", "Tigers", "Bears"], { mode: "roundRobin" });
  // every match 1:1 — points, goals and head-to-head cannot separate anyone
  await api(context.request, "PUT", "/api/v1/tment/update", {
    id: view.id,
    idempotencyKey: `tie-${view.id}`,
    results: view.matches.map((m) => ({ matchId: m.id, home: 1, away: 1 })),
  });

  await openLoaded(page, `/en/tmentOverview/${view.id}`);
  await page.getByRole("tab", { name: "Tables" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Tie to decide: Group A" });
  await expect(notice).toContainText("Still level after every tie-break rule");
  await expectNoAxeViolations(page);

  // The default (DFB) order has a shoot-out before the lot, so the dialog offers that first (issue 18).
  await page.getByRole("button", { name: "Decide tie: Group A" }).click();
  const dialog = page.getByRole("dialog", { name: "Decide tie: Group A" });
  await expect(dialog.getByRole("radio", { name: "Record a penalty shoot-out" })).toBeChecked();
  // drawing lots shows the drawn order before anything is stored; cancelled here
  await dialog.getByRole("radio", { name: "Draw lots" }).check();
  await dialog.getByRole("button", { name: "Draw lots now" }).click();
  await expect(dialog.getByTestId("tie-drawn-order").getByRole("listitem")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // the order by hand: Bears first, then Tigers, then Lions
  await page.getByRole("button", { name: "Decide tie: Group A" }).click();
  await dialog.getByRole("radio", { name: "Set the order by hand" }).check();
  const placeOf = async (team: string) => {
    const texts = await dialog.locator("ol li").allTextContents();
    return texts.findIndex((t) => t.includes(team));
  };
  for (const team of ["Bears", "Tigers", "Lions"]) {
    const target = ["Bears", "Tigers", "Lions"].indexOf(team);
    while ((await placeOf(team)) > target) await dialog.getByRole("button", { name: `Move ${team} up` }).click();
  }
  await expect(dialog.locator("ol li")).toHaveText([/1\. Bears/, /2\. Tigers/, /3\. Lions/]);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(page.getByText("The decision has been saved.")).toBeVisible();
  // The dialog's closing transition is over (mid-transition it is a dialog without its title for axe, so the
  // named locator no longer finds it: wait for any dialog to be gone).
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(notice).toHaveCount(0);
  const table = page.getByRole("region", { name: "Group A" });
  const teamCells = table.locator("tbody tr td:nth-child(2)");
  await expect(teamCells).toHaveText([/Bears/, /Tigers/, /Lions/]);
  await expect(teamCells.first()).toContainText("Level on points, decided by: Set by the organiser");
  await expect(page.getByText("Group A (Set by the organiser): order Bears, Tigers, Lions")).toBeVisible();
  const stored = await query<{ tie_decisions: unknown }>("select tie_decisions from tournaments where id = $1", [
    view.id,
  ]);
  const id = (name: string) => view.teams.find((t) => t.name === name)?.id;
  expect(stored[0]?.tie_decisions).toEqual({ groups: { A: { override: [id("Bears"), id("Tigers"), id("Lions")] } } });
  await expectNoAxeViolations(page);

  // the table fits the phone: every column, Points last, in sight
  const pointsHeader = table.getByRole("columnheader").last();
  await expect(pointsHeader).toHaveText("Pts");
  const box = await pointsHeader.boundingBox();
  expect(box && box.x + box.width <= 360).toBe(true);
  await expect(table.locator("abbr[title='Points']")).toHaveCount(1);

  // removing the decision (after confirmation) brings the tie back
  await page.getByRole("button", { name: "Remove decision: Group A, Set by the organiser" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.getByRole("dialog").getByRole("button", { name: "Remove decision" }).click();
  await expect(page.getByText("The decision has been removed.")).toBeVisible();
  await expect(notice).toBeVisible();
});
