import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { addSessionCookie, createUserSession } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// Messages between two users on a 360 px phone: one sends (API), the other sees the header badge, selects,
// marks read / unread, opens a message (badge drops), replies (the sender receives it), deletes with confirmation.

const PHONE = { width: 360, height: 740 };
const shots = process.env.MESSAGES_SCREENSHOTS;

const badge = (page: Page) => page.locator("[data-unread-badge]");

test("a message arrives, shows in the badge, is read, answered and deleted", async ({ browser }) => {
  const anna = await createUserSession({ displayName: "Anna Sender" });
  const ben = await createUserSession({ displayName: "Ben Receiver" });
  const annaCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const benCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  try {
    await addSessionCookie(annaCtx, anna.token);
    await addSessionCookie(benCtx, ben.token);
    const html = "<b>Hello</b> Ben";
    for (const [subject, body] of [
      [html, "Line one\nLine two <script>alert(1)</script>"],
      ["Second message", "Short"],
    ]) {
      const sent = await annaCtx.request.post("/api/v1/message/send", { data: { receiverId: ben.id, subject, body } });
      expect(sent.status()).toBe(201);
    }

    const page = await benCtx.newPage();
    await page.goto("/en/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName("2 unread messages");
    const rows = page.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Second message");
    await expect(rows.nth(1)).toContainText(html);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/inbox-360.png`, fullPage: true });

    // Multi-select: read, then unread again.
    await page.getByRole("checkbox", { name: "Select “Second message”" }).check();
    await expect(page.getByText("1 selected")).toBeVisible();
    await page.getByRole("button", { name: "Mark as read" }).click();
    await expect(badge(page)).toHaveAccessibleName("1 unread message");
    await page.getByRole("button", { name: "Mark as unread" }).click();
    await expect(badge(page)).toHaveAccessibleName("2 unread messages");

    // Opening a message marks it read; its text stays text.
    await rows.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 2, name: html })).toBeVisible();
    await expect(page.getByText("<script>alert(1)</script>", { exact: false })).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName("1 unread message");
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(`Re: ${html}`);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/message-360.png`, fullPage: true });

    // Reply: an empty body is refused at the field, then the reply reaches Anna.
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Please fill in this field.")).toBeVisible();
    await page.getByRole("textbox", { name: "Message" }).fill("Thanks, see you on Saturday!");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/en\/messages$/);
    const annaInbox = await annaCtx.request.post("/api/v1/message/getallmessagesbyreceiverid", { data: {} });
    const box = (await annaInbox.json()) as { unread: number; items: Array<{ subject: string; body: string }> };
    expect(box.unread).toBe(1);
    expect(box.items[0]).toMatchObject({ subject: `Re: ${html}`, body: "Thanks, see you on Saturday!" });

    // Delete everything, with confirmation.
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete messages?" });
    await expect(dialog).toContainText("Delete 2 messages?");
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/delete-360.png` });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No messages yet.")).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    // The mail setting: on by default, turned off here, kept by the server.
    const mailSwitch = page.getByRole("switch", { name: "E-mail me about new messages" });
    await expect(mailSwitch).toBeChecked();
    await mailSwitch.click({ force: true });
    await expect(mailSwitch).not.toBeChecked();
    await expect(mailSwitch).toBeEnabled();
    const after = await benCtx.request.post("/api/v1/message/getallmessagesbyreceiverid", { data: {} });
    expect(((await after.json()) as { mailOnNew: boolean }).mailOnNew).toBe(false);
    await expectNoAxeViolations(page);
  } finally {
    await annaCtx.close();
    await benCtx.close();
  }
});

test("an editor invitation arrives as a system message and is declined there; German at 360 px, no sideways scrolling", async ({
  browser,
}) => {
  const olga = await createUserSession({ displayName: "Olga Owner" });
  const emil = await createUserSession({ displayName: "Emil Editor" });
  const olgaCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const emilCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  try {
    await addSessionCookie(olgaCtx, olga.token);
    await addSessionCookie(emilCtx, emil.token);
    const id = await createTournament(olgaCtx.request, "Herbstturnier", { publish: true });
    const added = await olgaCtx.request.post("/api/v1/tment/getBearbeiter", { data: { id, email: emil.email } });
    expect(added.status()).toBe(201);

    const page = await emilCtx.newPage();
    await page.goto("/de/messages");
    await expect(badge(page)).toHaveAccessibleName("1 ungelesene Nachricht");
    const row = page.getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Systemnachricht");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await row.getByRole("link").click();
    await expect(page.getByRole("link", { name: "Turnier: Herbstturnier" })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("Olga Owner");
    // A system message has nobody to answer.
    await expect(page.getByRole("button", { name: "Senden" })).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    // The invitation is answered right here; declining asks first, then the offer is gone.
    const invitation = page.getByRole("article", { name: "Herbstturnier", exact: true });
    await expect(invitation).toContainText("Eingeladen von Olga Owner");
    await expect(invitation.getByRole("button", { name: "Einladung zu Herbstturnier annehmen" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/system-de-360.png`, fullPage: true });
    await invitation.getByRole("button", { name: "Einladung zu Herbstturnier ablehnen" }).click();
    const confirm = page.getByRole("dialog", { name: "Ablehnen" });
    await expect(confirm).toContainText("Du wirst nicht Bearbeiter von „Herbstturnier“");
    await confirm.getByRole("button", { name: "Ablehnen" }).click();
    await expect(page.getByText("Du hast die Einladung zu „Herbstturnier“ abgelehnt")).toBeVisible();
    await expect(invitation).toHaveCount(0);
    const editors = await olgaCtx.request.get(`/api/v1/tment/getBearbeiter/${id}`);
    expect(((await editors.json()) as { editors: unknown[] }).editors).toEqual([]);
  } finally {
    await olgaCtx.close();
    await emilCtx.close();
  }
});
