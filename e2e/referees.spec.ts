import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Match as PlanMatch, TournamentSettings } from "@kickoff/domain/contracts.ts";
import { refereeConflicts } from "@kickoff/domain/officials.ts";
import { swapMatches } from "@kickoff/domain/plan-edits.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// Match officials (issue 18) on a phone: the organiser adds three referees, assigns them automatically, prints
// pitch 1's match cards and gives one referee a reporter link that enters only that referee's matches.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";
const REFEREES = ["Rita Referee", "Sam Whistle", "Uli Flag"];

type Match = { id: string; pitch: string; startMinute: number; slot: number };
type View = {
  matches: Match[];
  officials: { referees: { id: string; name: string }[]; assignments: Record<string, string> };
};

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
});

test("the organiser assigns referees, prints pitch 1's match cards and gives one referee a reporter link", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Otto Organiser" });
  const id = await createTournament(context.request, "Referee Cup", { pitches: 2, publish: true });

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Referees" }).click();
  const list = page.getByRole("region", { name: "Referees", exact: true });
  await expect(list.getByText("No referees yet.")).toBeVisible();

  // A name is required; then three people, each saved at once.
  const add = page.getByRole("form", { name: "Add a referee" });
  await add.getByRole("button", { name: "Add referee" }).click();
  await expect(add.getByText("Enter a name.")).toBeVisible();
  for (const name of REFEREES) {
    await add.getByLabel("Name").fill(name);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/tment/referees") && r.request().method() === "PUT",
    );
    await add.getByRole("button", { name: "Add referee" }).click();
    expect((await saved).status()).toBe(200);
    await expect(list.getByRole("listitem").filter({ hasText: name })).toContainText("0 matches");
    // The form is emptied for the next one once the list is saved.
    await expect(add.getByLabel("Name")).toHaveValue("");
  }
  await expect(list.getByRole("listitem")).toHaveCount(3);

  // Automatically: every match gets one of the three (two pitches, so nobody is needed twice at once).
  const assignments = page.getByRole("region", { name: "Who leads which match" });
  const assigned = page.waitForResponse((r) => r.url().endsWith("/api/v1/tment/refassign"));
  await assignments.getByRole("button", { name: "Assign automatically" }).click();
  expect((await assigned).status()).toBe(200);
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as View;
  await expect(assignments.getByRole("status")).toContainText(
    `${view.matches.length} of ${view.matches.length} open matches have a referee`,
  );
  await expect(assignments.getByRole("status")).toContainText("Every open match has a referee.");
  const nameOf = new Map(view.officials.referees.map((r) => [r.id, r.name]));
  for (const m of view.matches) {
    const referee = view.officials.assignments[m.id];
    expect(referee, `match ${m.id} has a referee`).toBeDefined();
    await expect(assignments.getByLabel(new RegExp(`^Referee of match ${m.id},`))).toHaveValue(referee ?? "");
  }
  // Each referee's load is shown and adds up to the number of matches.
  const loads = await Promise.all(
    REFEREES.map(async (name) => {
      const text = await list.getByRole("listitem").filter({ hasText: name }).innerText();
      return Number(/(\d+) match/.exec(text)?.[1]);
    }),
  );
  expect(loads.reduce((a, b) => a + b, 0)).toBe(view.matches.length);
  // No rule is broken, so no problem is listed.
  await expect(page.getByText(/referee problems?$/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Match cards for pitch 1: every pitch-1 match in order of play, with its referee's name.
  const cards = page.getByRole("region", { name: "Match cards" });
  await cards.getByLabel("Pitch").selectOption({ label: "Pitch 1" });
  await cards.getByText("2 per page").click();
  const downloading = page.waitForEvent("download");
  await cards.getByRole("button", { name: "Download match cards (PDF)" }).click();
  const download = await downloading;
  const dir = mkdtempSync(path.join(tmpdir(), "referee-cards-"));
  try {
    const file = path.join(dir, "cards.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const onPitch1 = view.matches
      .filter((m) => m.pitch === "p1")
      .sort((a, b) => a.startMinute - b.startMinute || a.slot - b.slot);
    expect(onPitch1.length).toBeGreaterThan(1);
    const positions = onPitch1.map((m) => {
      const at = text.search(new RegExp(`· ${m.id}(?![\\w])`));
      expect(at, `match ${m.id} is on a card`).toBeGreaterThanOrEqual(0);
      return at;
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const m of onPitch1) expect(text).toContain(nameOf.get(view.officials.assignments[m.id] ?? "") ?? "?");
    // Pitch 2's matches are not on pitch 1's cards.
    for (const m of view.matches.filter((x) => x.pitch === "p2"))
      expect(text).not.toMatch(new RegExp(`· ${m.id}(?![\\w])`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // A reporter link for one referee: it enters that referee's matches only.
  const sam = view.officials.referees.find((r) => r.name === "Sam Whistle");
  if (!sam) throw new Error("Sam Whistle was not saved");
  const samMatches = view.matches.filter((m) => view.officials.assignments[m.id] === sam.id).map((m) => m.id);
  expect(samMatches.length).toBeGreaterThan(0);
  await page.getByRole("tab", { name: "Share" }).click();
  await page.getByRole("combobox", { name: "Referee (optional)" }).click();
  await page.getByRole("option", { name: "Sam Whistle" }).click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/tment/reporter") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create reporter link" }).click();
  const link = (await (await created).json()) as { url: string; refereeId: string | null };
  expect(link.refereeId).toBe(sam.id);
  await expect(page.getByRole("textbox", { name: "Reporter link" })).toHaveValue(link.url);
  await expect(page.getByText("Sam Whistle · Referee Sam Whistle")).toBeVisible();

  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const helper = await phone.newPage();
  await openLoaded(helper, new URL(link.url).pathname + new URL(link.url).hash);
  const panel = helper.getByRole("region", { name: "Enter results" });
  await expect(panel).toContainText("Reporter link “Sam Whistle” · only this referee's matches");
  const entries = panel.getByRole("button", { name: /^Edit result of match / });
  await expect(entries).toHaveCount(samMatches.length);
  const shown = (await entries.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((label) =>
    label.replace("Edit result of match ", ""),
  );
  expect(shown.sort()).toEqual([...samMatches].sort());
  await phone.close();
});

test("a plan move that puts a referee on two pitches at once is explained in the plan editor and the referees tab", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Pia Planner" });
  const id = await createTournament(context.request, "Moved Cup", { pitches: 2, publish: true });
  const put = async (url: string, data: unknown) =>
    expect((await context.request.put(url, { data })).status()).toBe(200);
  await put("/api/v1/tment/referees", { id, referees: [{ id: "kim", name: "Kim Whistle" }] });
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as {
    matches: PlanMatch[];
    settings: TournamentSettings;
  };
  // Kim leads `lead` and `moved` (different slots); swapping `moved` with `into` (in lead's slot) is a legal plan
  // edit that puts Kim on two pitches at once. The engine finds such a triple in the generated plan.
  const kimOn = (lead: string, moved: string) => ({
    referees: [{ id: "kim", name: "Kim Whistle" }],
    assignments: { [lead]: "kim", [moved]: "kim" },
  });
  const triple = view.matches
    .flatMap((lead) => view.matches.flatMap((moved) => view.matches.map((into) => ({ lead, moved, into }))))
    .find(({ lead, moved, into }) => {
      if (lead.slot === moved.slot || into.slot !== lead.slot || into.id === lead.id) return false;
      if (refereeConflicts(view.matches, kimOn(lead.id, moved.id)).length > 0) return false;
      const edit = swapMatches(view.matches, moved.id, into.id, view.settings);
      return edit.ok && refereeConflicts(edit.plan.matches, kimOn(lead.id, moved.id)).length > 0;
    });
  if (!triple) throw new Error("the plan has no swap that creates a referee conflict");
  const { lead, moved, into } = triple;
  await put("/api/v1/tment/refassign", {
    id,
    mode: "manual",
    assignments: [
      { matchId: lead.id, refereeId: "kim" },
      { matchId: moved.id, refereeId: "kim" },
    ],
  });

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Schedule" }).click();
  await page.getByRole("button", { name: "Edit order" }).click();
  await page.getByRole("button", { name: `Pick match ${moved.id}` }).click();
  const actions = page.getByRole("region", { name: `Change match ${moved.id}` });
  await actions.getByLabel("Swap with match").selectOption(into.id);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/tment/updateo"));
  await actions.getByRole("button", { name: "Swap" }).click();
  expect((await saved).status()).toBe(200);
  const problem = page.getByRole("status").filter({ hasText: "1 referee problem" });
  await expect(problem).toContainText("Kim Whistle would referee matches");
  await expect(problem).toContainText("Choose another referee for one of the two matches");
  await expectNoAxeViolations(page);

  // The referees tab says the same, and automatic assignment (replacing Kim's two, confirmed) resolves it.
  await page.getByRole("tab", { name: "Referees" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 referee problem" })).toBeVisible();
  await page.getByRole("button", { name: "Assign automatically" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign automatically" });
  await expect(dialog).toContainText("2 open matches already have a referee");
  await dialog.getByRole("button", { name: "Replace and assign" }).click();
  await expect(page.getByRole("status").filter({ hasText: "open matches have a referee" })).toBeVisible();
  await expect(page.getByText(/referee problems?$/)).toHaveCount(0);
});
