import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { mailFromOutbox } from "./support/outbox.ts";
import { openLoaded } from "./support/pages.ts";
import { addSessionCookie, createUserSession, logIn } from "./support/session.ts";

// Issue 15's whole loop on phones: a club's user registers a team on a public page, the organiser accepts it in
// the control centre, the club's user finds the system message in the inbox and the badge count drops once read;
// and the contact form's message arrives in the operator's mail.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";
const badge = (page: Page) => page.locator("[data-unread-badge]");

test("a club's user registers a team, the organiser accepts it, the club reads the system message", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  await logIn(context, { displayName: "Olga Organiser" });
  const created = await context.request.post("/api/v1/tment/create", {
    data: { name: "Club Loop Cup", startDate: "2030-06-01", visibility: "public", registration: { open: true } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await context.request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  // The club's user, logged in on a phone.
  const club = await createUserSession({ displayName: "Carla Club" });
  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  await addSessionCookie(phone, club.token);
  const clubPage = await phone.newPage();
  // A fake clock: the bot check's minimum fill time passes by moving it, not by waiting.
  await clubPage.clock.install();
  await openLoaded(clubPage, `/en/tournament/${id}`);
  const section = clubPage.getByTestId("registration-section");
  await section.getByRole("button", { name: "Register a team" }).click();
  const form = clubPage.getByRole("form", { name: "Team registration" });
  await form.getByLabel("Team name").fill("FC Loop U9");
  await form.getByLabel("Contact person").fill("Carla Club");
  await form.getByLabel("E-mail").fill(club.email);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await clubPage.clock.fastForward(3500);
  await form.getByRole("button", { name: "Send registration" }).click();
  await expect(clubPage.getByTestId("registration-sent")).toContainText("Registration received");

  // The organiser accepts it in the control centre.
  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Waiting list" }).click();
  const panel = page.getByRole("region", { name: "Waiting list", exact: true });
  const entry = panel.getByRole("article", { name: "FC Loop U9" });
  await entry.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("FC Loop U9 was accepted and added to the teams.")).toBeVisible();

  // The club's inbox: the acceptance as a system message, counted in the badge until it is read.
  await clubPage.goto("/en/messages");
  // Two unread: the registration's confirmation and its acceptance.
  await expect(badge(clubPage)).toHaveAccessibleName("2 unread messages");
  const row = clubPage.getByRole("listitem").filter({ hasText: "FC Loop U9 is in: Club Loop Cup" });
  await expect(row).toContainText("System message");
  await expectNoAxeViolations(clubPage);
  await row.getByRole("link").click();
  await expect(clubPage.getByRole("heading", { name: "FC Loop U9 is in: Club Loop Cup" })).toBeVisible();
  // Read: the badge counts one less.
  await expect(badge(clubPage)).toHaveAccessibleName("1 unread message");
  expect(await clubPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.close();
});

test("the contact form sends and the operator's mail arrives", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  await page.clock.install();
  await page.goto("/en/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toBeVisible();
  const subject = `Question ${Date.now()}`;
  await form.getByLabel("Your name").fill("Paula Parent");
  await form.getByLabel("Your e-mail address").fill("paula@example.test");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Where can I park at the venue?\nThanks!");
  await page.clock.fastForward(3500);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you – your message has been sent")).toBeVisible();
  await expectNoAxeViolations(page);
  // The operator's mail (CONTACT_TO of the e2e server), with the sender as Reply-To and the text as sent.
  expect(await mailFromOutbox("operator@example.test", new RegExp(`Subject: .*(${subject})`))).toBe(subject);
  expect(await mailFromOutbox("operator@example.test", /Reply-To: (\S+)/)).toContain("paula@example.test");
  expect(await mailFromOutbox("operator@example.test", /(Where can I park at the venue\?)/)).toBeTruthy();
});
