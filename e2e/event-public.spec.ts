// The public event page (issue 19 item 3) on a phone: without JavaScript the server's HTML shows the divisions
// (their sections open natively), "now / next" on every pitch and every team; with JavaScript a parent finds their
// team in U9 by typing, and a result entered in U9 later moves "now / next" live. A parent opens U9's section and
// sees its schedule; a result appears there and on the display page live, with nothing above moving. Axe finds
// nothing on the page, display mode and the embed.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 740 };

type EventMatch = { divisionId: string; divisionName: string; start: string; home: string | null; away: string | null };
type EventPublic = {
  id: string;
  nowNext: Array<{ pitch: string; pitchName: string; match: EventMatch | null }>;
  divisions: Array<{ id: string; name: string }>;
};

async function json<T>(
  res: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>,
  status = 200,
) {
  const r = await res;
  expect(r.status(), await r.text()).toBe(status);
  return (await r.json()) as T;
}

/** U7 festival, U9 and U13 tournaments on six pitches, windows proposed and stored, all published. */
async function createEvent(request: APIRequestContext, name: string, falcons: string) {
  const event = await json<{ id: string; divisions: Array<{ tournamentId: string }> }>(
    request.post("/api/v1/event/create", {
      data: {
        name,
        startDate: "2030-06-13",
        visibility: "public",
        venue: { name: "Sportpark Süd", city: "Köln" },
        pitches: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, name: `Pitch ${id}` })),
      },
    }),
    201,
  );
  const id = event.id;
  const ids: string[] = [];
  for (const [mode, division, ageGroupLabel] of [
    ["funino", "U7 Festival", "U7"],
    ["normal", "U9 Cup", "U9"],
    ["normal", "U13 Cup", "U13"],
  ] as const) {
    const after = await json<{ divisions: Array<{ tournamentId: string }> }>(
      request.post("/api/v1/event/division", { data: { id, mode, name: division, ageGroupLabel } }),
      201,
    );
    ids.push(after.divisions.at(-1)?.tournamentId as string);
  }
  const [u7, u9, u13] = ids as [string, string, string];
  await json(
    request.post("/api/v1/funino/updateteams", {
      data: { id: u7, teams: Array.from({ length: 6 }, (_, i) => ({ name: `U7 Minis ${i + 1}` })) },
    }),
  );
  const teams = (prefix: string, n: number, first?: string) =>
    Array.from({ length: n }, (_, i) => ({
      name: i === 0 && first ? first : `${prefix} Team ${i + 1}`,
      club: `Club ${prefix} ${i + 1}`,
      seed: i + 1,
    }));
  await json(request.put("/api/v1/tment/ueditteams", { data: { id: u9, teams: teams("U9", 6, falcons) } }));
  await json(request.put("/api/v1/tment/ueditteams", { data: { id: u13, teams: teams("U13", 4) } }));
  for (const d of [u9, u13]) await json(request.put("/api/v1/tment/plangen", { data: { id: d, seed: "e2e" } }));
  const proposal = await json<{ windows: Record<string, unknown> }>(
    request.post("/api/v1/event/propose", { data: { id } }),
  );
  await json(
    request.put("/api/v1/event/windows", {
      data: { id, windows: ids.map((tournamentId) => ({ tournamentId, window: proposal.windows[tournamentId] })) },
    }),
  );
  for (const d of [u9, u13]) await json(request.put("/api/v1/tment/plangen", { data: { id: d, seed: "e2e" } }));
  for (const d of ids) await json(request.put("/api/v1/tment/status", { data: { id: d, status: "published" } }));
  return { id, u7, u9, u13 };
}

const lineOf = (m: EventMatch | null) =>
  m
    ? `${m.start.slice(11, 16)} · ${m.divisionName} · ${m.home ?? "to be decided"} – ${m.away ?? "to be decided"}`
    : "No more matches";

test("a parent finds their team in U9 on the event page and sees now / next update live; readable without JavaScript", async ({
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Event Page Organiser" });
  const name = `Youth Day ${randomUUID().slice(0, 6)}`;
  const falcons = `Falcons ${randomUUID().slice(0, 4)}`;
  const { id, u9 } = await createEvent(context.request, name, falcons);
  const before = await json<EventPublic>(context.request.get(`/api/v1/event/public/${id}`));
  const u9Row = before.nowNext.find((p) => p.match?.divisionId === u9);
  if (!u9Row?.match) throw new Error(`no pitch shows U9 next: ${JSON.stringify(before.nowNext)}`);

  // Without JavaScript: divisions, now / next and the whole team list are in the server's HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const bare = await noScript.newPage();
  await bare.goto(`${process.env.E2E_BASE_URL}/en/event/${id}`);
  await expect(bare.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(bare.getByText("Sportpark Süd, Köln")).toBeVisible();
  await expect(bare.getByRole("heading", { level: 2, name: "Now / next on every pitch" })).toBeVisible();
  await expect(bare.locator("#ev-now li")).toHaveCount(6);
  await expect(bare.locator(`#ev-now li[data-pitch="${u9Row.pitch}"] .ev-line`)).toHaveText(lineOf(u9Row.match));
  for (const division of ["U7 Festival", "U9 Cup", "U13 Cup"])
    await expect(bare.getByRole("heading", { level: 3, name: division })).toBeVisible();
  // Each division's section is a native <details>: it opens without script, with its schedule drawn by the server.
  await expect(bare.locator(`#ev-div-${u9} tr[data-match]`).first()).toBeHidden();
  await bare.locator(`#ev-div-${u9} > summary`).click();
  await expect(bare.locator(`#ev-div-${u9} tr[data-match]`).first()).toBeVisible();
  await expect(bare.getByRole("link", { name: "Open this age group's own page – U9 Cup" })).toHaveAttribute(
    "href",
    `/en/tournament/${u9}`,
  );
  await expect(bare.locator("#ev-teams li")).toHaveCount(16);
  await expect(bare.locator("#ev-teams li", { hasText: falcons })).toBeVisible();
  await noScript.close();

  // With JavaScript: typing filters the list down to the team, shown with its division.
  const parent = await browser.newContext({ viewport: PHONE });
  const page = await parent.newPage();
  // The page's own small script is built as its own entry (vite.config.ts eventPageScript) and served.
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const streams = Promise.all(
    [0, 1, 2].map(() => page.waitForResponse((r) => r.url().includes("/api/v1/live/tment/"))),
  );
  await page.goto(`${process.env.E2E_BASE_URL}/en/event/${id}`);
  await streams;
  expect(scripts).toContain("/event-page.js");
  await page.getByRole("searchbox", { name: "Team or club" }).fill(falcons.toLowerCase());
  const found = page.locator("#ev-teams li:visible");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(falcons);
  await expect(found).toContainText("U9");
  await expectNoAxeViolations(page);

  // A result in U9 (as the organiser): the U9 pitch's row moves on to its next match without a reload.
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${u9}`)).json()) as {
    matches: Array<{ id: string; pitch: string; start: string; status: string }>;
  };
  const playing = view.matches.filter((m) => m.pitch === u9Row.pitch && m.start === u9Row.match?.start).at(0);
  if (!playing) throw new Error("the U9 match shown is not in the plan");
  await json(
    context.request.put("/api/v1/tment/update", {
      data: { id: u9, idempotencyKey: randomUUID(), results: [{ matchId: playing.id, home: 3, away: 0 }] },
    }),
  );
  const after = await json<EventPublic>(context.request.get(`/api/v1/event/public/${id}`));
  const expected = lineOf(after.nowNext.find((p) => p.pitch === u9Row.pitch)?.match ?? null);
  expect(expected).not.toBe(lineOf(u9Row.match));
  await expect(page.locator(`#ev-now li[data-pitch="${u9Row.pitch}"] .ev-line`)).toHaveText(expected);
  await expect(page.locator("#ev-teams li:visible")).toHaveCount(1);
  await parent.close();
});

test("a parent opens U9's section; a result shows there and on the display live without shifting; display and embed", async ({
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Event Section Organiser" });
  const name = `Section Day ${randomUUID().slice(0, 6)}`;
  const { id, u9 } = await createEvent(context.request, name, `Owls ${randomUUID().slice(0, 4)}`);
  const before = await json<EventPublic>(context.request.get(`/api/v1/event/public/${id}`));
  const u9Row = before.nowNext.find((p) => p.match?.divisionId === u9);
  if (!u9Row?.match) throw new Error(`no pitch shows U9 next: ${JSON.stringify(before.nowNext)}`);
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${u9}`)).json()) as {
    matches: Array<{ id: string; pitch: string; start: string }>;
  };
  const target = view.matches.find((m) => m.pitch === u9Row.pitch && m.start === u9Row.match?.start);
  if (!target) throw new Error("the U9 match shown is not in the plan");

  const parent = await browser.newContext({ viewport: PHONE });
  const page = await parent.newPage();
  const streams = Promise.all(
    [0, 1, 2].map(() => page.waitForResponse((r) => r.url().includes("/api/v1/live/tment/"))),
  );
  await page.goto(`${process.env.E2E_BASE_URL}/en/event/${id}`);
  await streams;
  const section = page.locator(`#ev-div-${u9}`);
  await expect(section).not.toHaveAttribute("open");
  await section.locator("> summary").click();
  await expect(section).toHaveAttribute("open");
  await expect(section.locator("tr[data-match]")).toHaveCount(view.matches.length);
  await expect(section.locator(`tr[data-match="${target.id}"]`)).toBeVisible();
  await expect(section.locator(`tr[data-match="${target.id}"] [data-score]`)).toHaveCount(0);
  // The open section fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);

  // The venue's screen is another device: its own context (one browser keeps at most six connections per host, and
  // each page holds three streams).
  const screen = await browser.newContext({ viewport: PHONE });
  const display = await screen.newPage();
  const displayStreams = Promise.all(
    [0, 1, 2].map(() => display.waitForResponse((r) => r.url().includes("/api/v1/live/tment/"))),
  );
  await display.goto(`${process.env.E2E_BASE_URL}/en/event/${id}/display`);
  await displayStreams;
  await expect(display.getByRole("heading", { level: 1, name })).toBeVisible();
  const displayLine = display.locator(`#ev-now li[data-pitch="${u9Row.pitch}"] .ev-line`);
  await expect(displayLine).toHaveText(lineOf(u9Row.match));
  await expectNoAxeViolations(display);

  // Where the headings are before the result (a shift would move them).
  const heading = page.getByRole("heading", { level: 3, name: "U9 Cup" });
  const nowTitle = page.getByRole("heading", { level: 2, name: "Now / next on every pitch" });
  const displayTitle = display.getByRole("heading", { level: 2, name: "Now / next on every pitch" });
  const lastPitch = display.locator("#ev-now li").last();
  const y = async (l: typeof heading) => (await l.boundingBox())?.y;
  const at = {
    heading: await y(heading),
    now: await y(nowTitle),
    display: await y(displayTitle),
    last: await y(lastPitch),
  };
  expect(at.heading).toBeDefined();

  const refetched = page.waitForResponse((r) => r.url().includes(`/api/v1/event/public/${id}/division/${u9}`));
  await json(
    context.request.put("/api/v1/tment/update", {
      data: { id: u9, idempotencyKey: randomUUID(), results: [{ matchId: target.id, home: 3, away: 0 }] },
    }),
  );
  expect((await refetched).status()).toBe(200);
  await expect(section.locator(`tr[data-match="${target.id}"] [data-score]`)).toHaveText("3:0");
  const after = await json<EventPublic>(context.request.get(`/api/v1/event/public/${id}`));
  const expected = lineOf(after.nowNext.find((p) => p.pitch === u9Row.pitch)?.match ?? null);
  expect(expected).not.toBe(lineOf(u9Row.match));
  await expect(displayLine).toHaveText(expected);
  await expect(section).toHaveAttribute("open");
  expect({
    heading: await y(heading),
    now: await y(nowTitle),
    display: await y(displayTitle),
    last: await y(lastPitch),
  }).toEqual(at);

  // The embed for clubs' websites: now / next and the divisions' links; axe clean.
  const embed = await parent.newPage();
  await embed.goto(`${process.env.E2E_BASE_URL}/en/embed/event/${id}`);
  await expect(embed.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(embed.locator("#ev-now li")).toHaveCount(6);
  await expect(embed.getByRole("link", { name: "U9 Cup" })).toHaveAttribute("href", `/en/tournament/${u9}`);
  await expectNoAxeViolations(embed);
  await screen.close();
  await parent.close();
});
