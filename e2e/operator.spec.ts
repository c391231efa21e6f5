import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { operatorSession } from "./support/operator.ts";
import { addSessionCookie, createUserSession } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// The operator area (issue 20) on a 360 px phone: a visitor reports a public tournament with the page's Report
// dialog; the operator (named by OPERATOR_EMAILS in global-setup) finds the area in the user menu, hides the
// tournament from the report queue with a reason and a note; the public page answers "not found"; the owner has the
// notice in their messages; the operator shows it again. Then a block and unblock through the Users tab, the area
// refused to a user who is no operator, and the contact inbox, health, operators and clean-up tabs.

const PHONE = { width: 360, height: 740 };
const shots = process.env.OPERATOR_SCREENSHOTS;

const phoneContext = (browser: Browser) => browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });

/** Opens the operator area the way an operator finds it: the user menu's link. */
async function openOperatorArea(page: Page, displayName: string) {
  await page.goto("/en");
  await page.getByRole("button", { name: `User menu of ${displayName}` }).click();
  await page.getByRole("menuitem", { name: "Operator area" }).click();
  await expect(page).toHaveURL(/\/en\/operator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Operator area" })).toBeVisible();
}

test("a reported tournament is hidden from the queue, the owner is told, and it is shown again", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await createUserSession({ displayName: "Olivia Owner" });
  const operator = await operatorSession();
  const ownerCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitorCtx = await phoneContext(browser);
  const operatorCtx = await phoneContext(browser);
  try {
    await addSessionCookie(ownerCtx, owner.token);
    await addSessionCookie(operatorCtx, operator.token);
    const name = `Reported Cup ${Date.now()}`;
    const id = await createTournament(ownerCtx.request, name, { visibility: "public", publish: true });

    // A visitor (no account) sees the page and reports it.
    const visitor = await visitorCtx.newPage();
    await visitor.goto(`/en/tournament/${id}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await visitor.getByRole("button", { name: "Report", exact: true }).click();
    const report = visitor.getByRole("dialog", { name: "Report this content" });
    await report.getByRole("radio", { name: "Offensive or abusive" }).check();
    await report.getByRole("textbox", { name: "Details (optional)" }).fill("Insulting team names");
    const reported = visitor.waitForResponse((r) => r.url().endsWith("/api/v1/report"));
    await report.getByRole("button", { name: "Send report" }).click();
    expect((await reported).status()).toBe(201);
    await expect(report.getByText("Your report was sent.", { exact: false })).toBeVisible();

    // The operator opens the area on the phone and finds the report in the queue.
    const page = await operatorCtx.newPage();
    await openOperatorArea(page, operator.displayName);
    await expect(page.getByRole("tab", { name: "Reports", selected: true })).toBeVisible();
    const card = page.getByRole("listitem", { name: `Tournament: ${name}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Offensive");
    await expect(card).toContainText("“Insulting team names”");
    await expect(card).toContainText(`Owner: Olivia Owner (${owner.email})`);
    await expect(card).toContainText("1 report of this content (1 open)");
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/reports-360.png`, fullPage: true });

    // Hide: a reason is required, the note goes to the owner.
    await card.getByRole("button", { name: "Hide" }).click();
    const dialog = page.getByRole("dialog", { name: "Hide this content?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Hide" }).click();
    await expect(dialog.getByText("Please give a reason.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Offensive team names, checked");
    await dialog.getByRole("textbox", { name: "Note to the owner (optional)" }).fill("Please rename the teams.");
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/hide-dialog-360.png` });
    const decided = page.waitForResponse(
      (r) => r.url().includes("/api/v1/op/reports/") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Hide" }).click();
    expect((await decided).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("No open reports. Nothing to do.")).toBeVisible();

    // The public page no longer shows it.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Tournament not found" })).toBeVisible();
    expect((await visitorCtx.request.get(`/api/v1/auth/tment/${id}`)).status()).toBe(404);

    // The owner has the operator's notice (with the note) in their messages.
    const inbox = await ownerCtx.request.post("/api/v1/message/getallmessagesbyreceiverid", { data: {} });
    const box = (await inbox.json()) as { items: Array<{ subject: string; body: string }> };
    const notice = box.items.find((m) => m.body.includes("Please rename the teams."));
    expect(notice, JSON.stringify(box.items)).toBeTruthy();
    const ownerPage = await ownerCtx.newPage();
    await ownerPage.goto("/en/messages");
    await expect(ownerPage.getByRole("listitem").filter({ hasText: notice?.subject ?? "" })).toBeVisible();

    // The hidden list has it; the operator shows it again.
    await page.getByRole("combobox", { name: "Show reports" }).selectOption("hidden");
    const hiddenCard = page.getByRole("listitem", { name: `Tournament: ${name}` });
    await expect(hiddenCard).toContainText("Hidden");
    await hiddenCard.getByRole("button", { name: "Show again" }).click();
    const unhide = page.getByRole("dialog", { name: "Show this content again?" });
    await unhide.getByRole("textbox", { name: "Reason" }).fill("Teams renamed");
    await unhide.getByRole("button", { name: "Show again" }).click();
    await expect(unhide).toHaveCount(0);
    await expect(page.getByText("Shown again. The owner has been told.")).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();

    // Both decisions are in the audit log, newest first.
    await page.getByRole("tab", { name: "Audit log" }).click();
    const entries = page.getByRole("tabpanel").getByRole("listitem");
    await expect(entries.first()).toContainText("Content shown again");
    await expect(entries.first()).toContainText("Reason: Teams renamed");
    await expect(entries.nth(1)).toContainText("Content hidden");
    await expectNoAxeViolations(page);
  } finally {
    await Promise.all([ownerCtx.close(), visitorCtx.close(), operatorCtx.close()]);
  }
});

test("the operator blocks and unblocks a user through the Users tab", async ({ browser }) => {
  test.setTimeout(60_000);
  const user = await createUserSession({ displayName: "Bert Blockable" });
  const operator = await operatorSession();
  const userCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const operatorCtx = await phoneContext(browser);
  try {
    await addSessionCookie(userCtx, user.token);
    await addSessionCookie(operatorCtx, operator.token);
    expect((await userCtx.request.get("/api/v1/op/role")).status()).toBe(200);

    const page = await operatorCtx.newPage();
    await page.goto("/en/operator?tab=users");
    await expect(page.getByRole("tab", { name: "Users", selected: true })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search users" }).fill(user.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("1 user", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Open user ${user.email}` }).click();
    await expect(page.getByRole("heading", { name: user.email })).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/user-360.png`, fullPage: true });

    await page.getByRole("button", { name: "Block", exact: true }).click();
    const block = page.getByRole("dialog", { name: `Block ${user.email}?` });
    await block.getByRole("textbox", { name: "Reason" }).fill("Spam messages to other clubs");
    await block.getByRole("button", { name: "Block" }).click();
    await expect(block).toHaveCount(0);
    await expect(page.getByText(/^Blocked since .*Reason: Spam messages to other clubs$/)).toBeVisible();
    // The user's session has ended.
    expect((await userCtx.request.get("/api/v1/op/role")).status()).toBe(401);

    await page.getByRole("button", { name: "Unblock" }).click();
    const unblock = page.getByRole("dialog", { name: `Unblock ${user.email}?` });
    await unblock.getByRole("textbox", { name: "Reason" }).fill("Promised to stop");
    await unblock.getByRole("button", { name: "Unblock" }).click();
    await expect(unblock).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Block", exact: true })).toBeVisible();
    await expect(page.getByText(/^Blocked since/)).toHaveCount(0);
  } finally {
    await Promise.all([userCtx.close(), operatorCtx.close()]);
  }
});

test("a user who is no operator has no link and is told the area is not available", async ({ browser }) => {
  const user = await createUserSession({ displayName: "Nora Normal" });
  const ctx = await phoneContext(browser);
  try {
    await addSessionCookie(ctx, user.token);
    const page = await ctx.newPage();
    const role = page.waitForResponse((r) => r.url().endsWith("/api/v1/op/role"));
    await page.goto("/en");
    await page.getByRole("button", { name: "User menu of Nora Normal" }).click();
    await expect(page.getByRole("menuitem", { name: "Admin board" })).toBeVisible();
    expect(await (await role).json()).toEqual({ operator: false });
    await expect(page.getByRole("menuitem", { name: "Operator area" })).toHaveCount(0);

    const response = await page.goto("/en/operator");
    expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
    await expect(page.getByRole("alert")).toContainText("Not available");
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await ctx.close();
  }
});

test("contact inbox, health, operators and clean-up on the phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const operator = await operatorSession();
  const helper = await createUserSession({ displayName: "Hanna Helper" });
  const ctx = await phoneContext(browser);
  try {
    await addSessionCookie(ctx, operator.token);
    const subject = `Second pitch ${Date.now()}`;
    const sent = await ctx.request.post("/api/v1/contact/contact", {
      data: {
        name: "Carla Contact",
        email: "carla@example.test",
        subject,
        message: "How do I add a second pitch?",
        rating: 4,
        language: "en",
        fillMs: 20_000,
      },
    });
    expect(sent.ok()).toBe(true);

    // Contact inbox: the message with its rating; an answer is required, then mailed, and the message is answered.
    const page = await ctx.newPage();
    await page.goto("/en/operator?tab=contact");
    const message = page.getByRole("listitem").filter({ hasText: subject });
    await expect(message).toContainText("How do I add a second pitch?");
    await expect(message.getByLabel("Rating: 4 of 5 stars")).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/contact-360.png`, fullPage: true });
    await message.getByRole("button", { name: "Answer" }).click();
    const answer = page.getByRole("dialog", { name: "Answer Carla Contact" });
    await answer.getByRole("button", { name: "Send answer" }).click();
    await expect(answer.getByText("Please write an answer.")).toBeVisible();
    await answer.getByRole("textbox", { name: "Your answer" }).fill("Open the plan settings and add a pitch.");
    await answer.getByRole("button", { name: "Send answer" }).click();
    await expect(answer).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Show messages" }).selectOption("answered");
    await expect(page.getByRole("listitem").filter({ hasText: subject })).toContainText(`Answer by ${operator.email}`);

    // Health: counts as a grid of tiles.
    await page.getByRole("tab", { name: "Health" }).click();
    await expect(page.getByRole("group", { name: /^Users: \d+$/ })).toBeVisible();
    await expect(page.getByRole("group", { name: /^Published: \d+$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/health-360.png`, fullPage: true });

    // Operators: the configured one cannot be revoked; a granted one can.
    await page.getByRole("tab", { name: "Operators" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: operator.email })).toContainText("Configuration");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(helper.email);
    await page.getByRole("textbox", { name: "Reason" }).fill("Helps with the reports");
    await page.getByRole("button", { name: "Grant", exact: true }).click();
    const granted = page.getByRole("listitem").filter({ hasText: helper.email });
    await expect(granted).toContainText(`by ${operator.email}`);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/operators-360.png`, fullPage: true });
    await granted.getByRole("button", { name: "Revoke" }).click();
    const revoke = page.getByRole("dialog", { name: `Revoke the operator role of ${helper.email}?` });
    await revoke.getByRole("textbox", { name: "Reason" }).fill("Only for the weekend");
    await revoke.getByRole("button", { name: "Revoke" }).click();
    await expect(revoke).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: helper.email })).toHaveCount(0);

    // Clean-up: run now, with a reason; the run is listed.
    await page.getByRole("tab", { name: "Clean-up" }).click();
    await page.getByRole("button", { name: "Run now" }).click();
    const run = page.getByRole("dialog", { name: "Run the clean-up now?" });
    await run.getByRole("textbox", { name: "Reason" }).fill("Check after deploy");
    await run.getByRole("button", { name: "Run now" }).click();
    await expect(run).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: "run by an operator" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/retention-360.png`, fullPage: true });
  } finally {
    await ctx.close();
  }
});
