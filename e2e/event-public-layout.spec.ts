// The public event page's server-drawn layout on a 360 px phone (issue 19 review): "now / next" keeps the match line
// readable (it used to get a ~80 px column, one character per line in display mode), and a team finder row holds
// its age group link (a long division name used to float out of the row, across the next one's border).
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 740 };
const LONG = "U13 Cup mit sehr langem Namen Wanderpokal der Stadtwerke";

async function ok(res: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>, status = 200) {
  const r = await res;
  expect(r.status(), await r.text()).toBe(status);
  return (await r.json()) as { id: string; divisions: Array<{ tournamentId: string }> };
}

/** A public event on two pitches with one published division (long name) and a plan. */
async function createEvent(request: APIRequestContext) {
  const event = await ok(
    request.post("/api/v1/event/create", {
      data: {
        name: `Layout Day ${randomUUID().slice(0, 6)}`,
        startDate: "2030-06-13",
        visibility: "public",
        pitches: ["A", "B"].map((id) => ({ id, name: `Pitch ${id}` })),
      },
    }),
    201,
  );
  const after = await ok(
    request.post("/api/v1/event/division", { data: { id: event.id, mode: "normal", name: LONG } }),
    201,
  );
  const division = after.divisions.at(-1)?.tournamentId as string;
  const teams = Array.from({ length: 4 }, (_, i) => ({ name: `Team ${i + 1}`, seed: i + 1 }));
  await ok(request.put("/api/v1/tment/ueditteams", { data: { id: division, teams } }));
  await ok(request.put("/api/v1/tment/plangen", { data: { id: division, seed: "e2e" } }));
  // The division plays on the event's pitches once its window is stored (then the plan is made again there).
  const proposal = (await (await request.post("/api/v1/event/propose", { data: { id: event.id } })).json()) as {
    windows: Record<string, unknown>;
  };
  await ok(
    request.put("/api/v1/event/windows", {
      data: { id: event.id, windows: [{ tournamentId: division, window: proposal.windows[division] }] },
    }),
  );
  await ok(request.put("/api/v1/tment/plangen", { data: { id: division, seed: "e2e" } }));
  await ok(request.put("/api/v1/tment/status", { data: { id: division, status: "published" } }));
  return event.id;
}

/** Each "now / next" line is at least most of the row wide, and nothing scrolls sideways. */
async function expectReadableNowNext(page: Page) {
  const widths = await page
    .locator("#ev-now .ev-line")
    .evaluateAll((lines) => lines.map((l) => l.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  for (const width of widths) expect(width).toBeGreaterThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("now / next and the team finder fit a 360 px phone on the event page and in display mode", async ({
  browser,
  context,
}) => {
  await logIn(context, { displayName: "Layout Organiser" });
  const id = await createEvent(context.request);
  const phone = await browser.newContext({
    viewport: PHONE,
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: false,
  });
  const page = await phone.newPage();

  await page.goto(`/en/event/${id}`);
  await expect(page.locator("#ev-now .ev-line").first()).toContainText("Team");
  await expectReadableNowNext(page);
  // The age group link stays inside its team's row.
  const row = page.locator("#ev-teams li").first();
  const [li, link] = await Promise.all([row.boundingBox(), row.locator("a").boundingBox()]);
  expect(li && link).toBeTruthy();
  if (li && link) expect(link.y + link.height).toBeLessThanOrEqual(li.y + li.height + 0.5);

  await page.goto(`/en/event/${id}/display`);
  await expect(page.locator("#ev-now .ev-line").first()).toContainText("Team");
  await expectReadableNowNext(page);
  await phone.close();
});

test("a division card on the organiser's event page keeps its badges whole beside a long name at 360 px", async ({
  page,
  context,
}) => {
  await logIn(context, { displayName: "Layout Organiser" });
  const id = await createEvent(context.request);
  await page.setViewportSize(PHONE);
  await page.goto(`/en/eventOverview/${id}`);
  const card = page.getByTestId("division-card").filter({ hasText: LONG });
  await expect(card.getByRole("heading", { name: LONG })).toBeVisible();
  // Mantine cuts a badge's label with an ellipsis when the row squeezes it: the label must show all its text.
  const labels = card.locator(".mantine-Badge-label");
  await expect(labels.first()).toBeVisible();
  const cut = await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
  expect(cut).toBe(0);
});

test("display mode on a wide screen in German: the pitch's state stays clear of its match line", async ({
  browser,
  context,
}) => {
  await logIn(context, { displayName: "Layout Organiser" });
  const id = await createEvent(context.request);
  const screen = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: process.env.E2E_BASE_URL,
  });
  const page = await screen.newPage();
  await page.goto(`/de/event/${id}/display`);
  const row = page.locator("#ev-now .ev-pitch").first();
  await expect(row.locator(".ev-state")).toHaveText(/nächstes/i);
  const [state, line] = await Promise.all([
    row.locator(".ev-state").boundingBox(),
    row.locator(".ev-line").boundingBox(),
  ]);
  expect(state && line).toBeTruthy();
  // "ALS NÄCHSTES" in large type used to run into the match line's first words.
  if (state && line) expect(state.x + state.width).toBeLessThanOrEqual(line.x);
  const overflow = await row.locator(".ev-state").evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(overflow).toBe(false);
  await screen.close();
});
