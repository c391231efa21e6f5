import type { BrowserContext } from "@playwright/test";
import { query } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { addSessionCookie, createUserSession, logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// Reports and takedowns (issue 20) on a phone: a visitor reports a tournament from its page without an account; an
// operator finds it in the queue and hides it; the page answers "not found" for everybody but its organiser, who
// gets a message; the operator unhides it and the page is back.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";

type QueueItem = { id: string; target: { id: string; hidden: boolean; reportCount: number } };

/** A context logged in as a user granted the operator role (the e2e server names no OPERATOR_EMAILS). */
async function operatorContext(browser: { newContext: (o: object) => Promise<BrowserContext> }) {
  const op = await createUserSession({ displayName: "Otto Operator" });
  await query("insert into operators (user_id) values ($1)", [op.id]);
  const context = await browser.newContext({ baseURL: base() });
  await addSessionCookie(context, op.token);
  return context;
}

test("a visitor at 360 px reports a tournament; the operator hides it, the owner is told; unhide restores", async ({
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Olga Organiser" });
  const owner = context.request;
  const id = await createTournament(owner, "Reported Cup", { visibility: "public" });
  expect((await owner.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  // The visitor: no account, on a phone.
  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const page = await phone.newPage();
  await openLoaded(page, `/en/tournament/${id}`);
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this content" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Offensive or abusive" }).check();
  await dialog.getByLabel("Details (optional)").fill("Rude team names");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/v1/report") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Send report" }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByText("Your report was sent.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  // The operator: the report is in the queue with its target; hide it.
  const operator = await operatorContext(browser);
  const queue = await operator.request.get("/api/v1/op/reports?status=open&size=100");
  expect(queue.status()).toBe(200);
  const item = ((await queue.json()) as { items: QueueItem[] }).items.find((r) => r.target.id === id);
  expect(item?.target).toMatchObject({ hidden: false, reportCount: 1 });
  const hidden = await operator.request.post(`/api/v1/op/reports/${item?.id}`, {
    data: { action: "hide", reason: "abusive names", noteToOwner: "Please rename the teams." },
  });
  expect(hidden.status()).toBe(200);

  // Not available to the visitor any more.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Tournament not found" })).toBeVisible();

  // The owner is told in their inbox.
  const inbox = await owner.post("/api/v1/message/getallmessagesbyreceiverid", { data: { page: 1, size: 20 } });
  const messages = ((await inbox.json()) as { items: Array<{ kind: string; subject: string; body: string }> }).items;
  const notice = messages.find((m) => m.kind === "system" && m.subject === "Hidden by the operator: Reported Cup");
  expect(notice?.body).toContain("Please rename the teams.");

  // Unhide: the page is back for everybody.
  const restored = await operator.request.post(`/api/v1/op/reports/${item?.id}`, {
    data: { action: "unhide", reason: "teams renamed" },
  });
  expect(restored.status()).toBe(200);
  await openLoaded(page, `/en/tournament/${id}`);
  await expect(page.getByRole("heading", { name: "Reported Cup", level: 1 })).toBeVisible();
  await operator.close();
  await phone.close();
});
