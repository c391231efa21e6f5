import type { APIRequestContext, Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// A referee without an account scans the reporter link's QR code on a phone and enters the results of
// their pitch from the public page; the organiser sees them audited under the link's name.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";

type Match = { id: string; pitch: string; stage: string; home: { teamId: string | null } };

async function newLink(request: APIRequestContext, id: string, label: string, pitch?: string) {
  const created = await request.post("/api/v1/tment/reporter", { data: { id, label, ...(pitch ? { pitch } : {}) } });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; token: string; url: string };
}

/** A phone without an account or session (its own browser context). */
async function helperPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  return { context, page: await context.newPage() };
}

async function audit(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/v1/tment/audit/${id}`);
  return ((await res.json()) as { entries: Array<{ matchId: string; reporterLink: { label: string } | null }> })
    .entries;
}

test("a referee without an account enters their pitch's results through a reporter link, offline too", async ({
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Rita Organiser" });
  const id = await createTournament(context.request, "Reporter Cup", { pitches: 2, publish: true });
  const link = await newLink(context.request, id, "Referee Kim", "p2");
  expect(link.url).toContain(`/tournament/${id}#reporter=`);
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json()) as {
    matches: Match[];
  };
  const onPitch2 = view.matches.filter((m) => m.pitch === "p2");

  const { context: phone, page } = await helperPhone(browser);
  await openLoaded(page, `/en/tournament/${id}#reporter=${link.token}`);
  const panel = page.getByRole("region", { name: "Enter results" });
  await expect(panel).toContainText("Reporter link “Referee Kim” · Pitch 2 only");
  // The token leaves the address (not shared by copying the URL), but is remembered on this phone.
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${id}$`));
  // Only pitch 2's matches are offered.
  await expect(panel.getByRole("button", { name: /^Edit result of match / })).toHaveCount(onPitch2.length);
  await expectNoAxeViolations(page);

  const plus = panel.getByRole("button", { name: /^One goal more for / });
  await plus.first().click();
  await plus.first().click();
  await plus.last().click();
  await panel.getByRole("button", { name: "Save result" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  await expect.poll(async () => (await audit(context.request, id)).length).toBe(1);
  const [first] = await audit(context.request, id);
  expect(first?.reporterLink?.label).toBe("Referee Kim");
  expect(onPitch2.map((m) => m.id)).toContain(first?.matchId);

  // Offline at the pitch: the entry waits on the phone and is sent once when the connection returns.
  await page.reload();
  await expect(panel).toBeVisible();
  await phone.setOffline(true);
  await panel
    .getByRole("button", { name: /^One goal more for / })
    .first()
    .click();
  await panel.getByRole("button", { name: "Save result" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Offline: 1 results waiting" })).toBeVisible();
  await phone.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(panel.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  await expect.poll(async () => (await audit(context.request, id)).length).toBe(2);

  // Revoked by the organiser: the phone says so instead of failing silently, and can forget the link.
  expect((await context.request.delete(`/api/v1/tment/reporter/${link.id}`)).status()).toBe(200);
  await page.reload();
  await expect(panel.getByRole("alert")).toHaveText(
    "This reporter link is no longer valid. Ask the organiser for a new one.",
  );
  await panel.getByRole("button", { name: "Stop entering results on this device" }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Reporter Cup" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Enter results" })).toHaveCount(0);
  await phone.close();
});

test("a reporter link works for a private tournament the public cannot see", async ({ context, browser }) => {
  await logIn(context, { displayName: "Pia Private" });
  const id = await createTournament(context.request, "Private Reporter Cup", { visibility: "private", publish: true });
  const link = await newLink(context.request, id, "Helper");
  const { context: phone, page } = await helperPhone(browser);
  await openLoaded(page, `/en/tournament/${id}#reporter=${link.token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Private Reporter Cup" })).toBeVisible();
  const panel = page.getByRole("region", { name: "Enter results" });
  await expect(panel).toContainText("Reporter link “Helper” · all pitches");
  await panel.getByRole("button", { name: "Save result" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  await expect.poll(async () => (await audit(context.request, id)).length).toBe(1);
  await expectNoAxeViolations(page);
  // Without the link the page stays "not found" for the public.
  await panel.getByRole("button", { name: "Stop entering results on this device" }).click();
  await expect(page.getByRole("heading", { name: "Tournament not found" })).toBeVisible();
  await phone.close();
});
