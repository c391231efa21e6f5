// The event control centre and an event reporter link on phones (issue 19 item 5): the organiser creates a link
// for pitch A, used by U9 in the morning and U13 in the afternoon; a helper without an account opens it on a
// second phone and enters a U9 result, then a U13 result; the control centre shows both. Axe finds nothing.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };
const DAY = "2030-06-13";
const base = () => process.env.E2E_BASE_URL ?? "";

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
});

async function call<T>(request: APIRequestContext, method: "post" | "put", url: string, data: unknown, status = 200) {
  const res = await request[method](url, { data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** A public event: U7 festival on C–F, U9 (10 teams) on A and B until 14:00, then U13 (8 teams) on A and B. */
async function buildEvent(request: APIRequestContext, name: string) {
  const event = await call<{ id: string }>(
    request,
    "post",
    "/api/v1/event/create",
    {
      name,
      startDate: DAY,
      visibility: "public",
      venue: { name: "Sportpark" },
      pitches: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, name: `Pitch ${id}` })),
      changeoverMinutes: 10,
    },
    201,
  );
  const ids: string[] = [];
  for (const [mode, division] of [
    ["funino", "U7 Festival"],
    ["normal", "U9 Cup"],
    ["normal", "U13 Cup"],
  ] as const) {
    const view = await call<{ divisions: Array<{ tournamentId: string }> }>(
      request,
      "post",
      "/api/v1/event/division",
      { id: event.id, mode, name: division },
      201,
    );
    ids.push(view.divisions.at(-1)?.tournamentId as string);
  }
  const [u7, u9, u13] = ids as [string, string, string];
  const teams = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({ name: `${prefix} Team ${i + 1}`, seed: i + 1 }));
  await call(request, "post", "/api/v1/funino/updateteams", {
    id: u7,
    teams: teams(8, "U7").map(({ name }) => ({ name })),
  });
  for (const [division, n, prefix] of [
    [u9, 10, "U9"],
    [u13, 8, "U13"],
  ] as const) {
    await call(request, "put", "/api/v1/tment/ueditteams", { id: division, teams: teams(n, prefix) });
    await call(request, "put", "/api/v1/tment/update3", {
      id: division,
      format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: false, seeding: "snake" },
    });
  }
  await call(request, "put", "/api/v1/event/windows", {
    id: event.id,
    windows: [
      { tournamentId: u7, window: { pitches: ["C", "D", "E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` } },
      { tournamentId: u9, window: { pitches: ["A", "B"], start: `${DAY}T08:00`, end: `${DAY}T14:00` } },
      { tournamentId: u13, window: { pitches: ["A", "B"], start: `${DAY}T14:30`, end: `${DAY}T20:00` } },
    ],
  });
  for (const division of [u9, u13]) await call(request, "put", "/api/v1/tment/plangen", { id: division, seed: "e2e" });
  for (const division of [u7, u9, u13])
    await call(request, "put", "/api/v1/tment/status", { id: division, status: "published" });
  return { id: event.id, u9, u13 };
}

async function helperPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  return { context, page: await context.newPage() };
}

test("one reporter link for pitch A enters a U9 and a U13 result; the control centre shows both", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Event Organiser" });
  await page.setViewportSize(PHONE);
  const name = `Youth Day ${randomUUID().slice(0, 6)}`;
  const { id } = await buildEvent(context.request, name);

  await page.goto(`/en/eventControl/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const pitchA = page.getByTestId("pitch-card-A");
  await expect(pitchA).toContainText("U9 Cup");
  await expectNoAxeViolations(page);

  // The link for pitch A: shown once, with its QR code.
  await page.getByLabel("Pitch", { exact: true }).selectOption("A");
  await page.getByLabel("Name (optional)").fill("Desk A");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/reporter"));
  await page.getByRole("button", { name: "Create result link" }).click();
  expect((await created).status()).toBe(201);
  const url = await page.getByTestId("event-link-url").inputValue();
  expect(url).toContain(`/eventReporter/${id}#reporter=`);
  await expect(page.getByRole("img", { name: "QR code of the result link" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Desk A" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A helper's phone: U9 first (its match is next on A), then U13.
  const { context: phone, page: helper } = await helperPhone(browser);
  await helper.goto(`/en/eventReporter/${id}${url.slice(url.indexOf("#"))}`);
  await expect(helper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(helper.getByText("Desk A · Pitch A")).toBeVisible();
  // The token left the address.
  await expect.poll(() => new URL(helper.url()).hash).toBe("");
  const entry = helper.getByTestId("event-reporter-entry");
  await expect(entry).toHaveAttribute("data-division", "U9 Cup");
  await expectNoAxeViolations(helper);
  const save = async () => {
    await entry
      .getByRole("button", { name: /^One goal more for / })
      .first()
      .click();
    const sent = helper.waitForResponse((r) => r.url().endsWith("/api/v1/tment/update"));
    await entry.getByRole("button", { name: "Save result" }).click();
    expect((await sent).status()).toBe(200);
    await expect(entry.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  };
  await save();
  await helper.getByRole("button", { name: "U13 Cup" }).click();
  await expect(entry).toHaveAttribute("data-division", "U13 Cup");
  await save();
  await expect(helper.getByRole("listitem").filter({ hasText: "U13 Cup" }).filter({ hasText: "1:0" })).toHaveCount(1);
  await expect(helper.getByRole("listitem").filter({ hasText: "U9 Cup" }).filter({ hasText: "1:0" })).toHaveCount(1);
  await expectNoAxeViolations(helper);
  await phone.close();

  // The control centre follows the divisions' live streams: U13's result is pitch A's last, U9's in its list.
  await expect(pitchA).toContainText(/Last.*U13 Cup.*1:0/);
  await pitchA.getByRole("button", { name: "Enter results: U9 Cup on Pitch A" }).click();
  await expect(pitchA.getByText(/ · 1:0$/)).toHaveCount(1);
  await expectNoAxeViolations(page);
});
