import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { addSessionCookie, createUserSession, logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };

// Cookie choice already made (declined), so the consent banner does not cover the phone screen.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

test("the owner invites an editor who accepts and enters a result; the owner sees it audited and removes the editor", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const owner = await logIn(context, { displayName: "Olga Owner" });
  const editor = await createUserSession({ displayName: "Emil Editor" });
  const id = await createTournament(context.request, "Editors Cup");

  // Publishing asks first and explains the consequence for this visibility; cancelling changes nothing.
  await openLoaded(page, `/en/tmentOverview/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Editors Cup" })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const publish = page.getByRole("dialog", { name: "Publish" });
  await expect(publish).toContainText("visible to everyone who has the link");
  await expectNoAxeViolations(page);
  await publish.getByRole("button", { name: "Cancel" }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("dialog", { name: "Publish" }).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // Editors section in the settings tab: own address, unknown address (the server's answer), then the editor.
  await page.getByRole("tab", { name: "Settings" }).click();
  const editors = page.getByRole("region", { name: "Editors" });
  await expect(editors.getByText("No editors yet.")).toBeVisible();
  const email = editors.getByLabel("E-mail address of the new editor");
  const add = editors.getByRole("button", { name: "Send invitation" });
  await add.click();
  await expect(editors.getByText("Enter an e-mail address.")).toBeVisible();
  await email.fill("not-an-address");
  await add.click();
  await expect(editors.getByText("This is not a valid e-mail address.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill(owner.email);
  await add.click();
  await expect(editors.getByText("That is your own address")).toBeVisible();
  await email.fill(`nobody-${Date.now()}@example.test`);
  await add.click();
  await expect(editors.getByText("There is no registered user with a confirmed account")).toBeVisible();
  await email.fill(editor.email.toUpperCase());
  await add.click();
  await expect(page.getByText("Invitation sent to Emil Editor: they become an editor once they accept")).toBeVisible();
  await expect(editors.getByRole("listitem")).toHaveCount(1);
  await expect(editors.getByRole("listitem")).toContainText("Emil Editor");
  await expect(editors.getByRole("listitem")).toContainText(editor.email);
  await expect(editors.getByRole("listitem")).toContainText("waiting for an answer");
  await expect(editors.getByRole("button", { name: "Withdraw the invitation to Emil Editor" })).toBeVisible();
  await expect(email).toHaveValue("");
  await email.fill(editor.email);
  await add.click();
  await expect(editors.getByText("This person is already an editor or has been invited.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Result history" }).getByText("No results have been entered yet."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor, in a second browser: listed under "Tournaments I edit", enters a result, cannot manage or delete.
  const editorContext = await browser.newContext({ viewport: PHONE });
  await editorContext.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
  await addSessionCookie(editorContext, editor.token);
  const editorPage = await editorContext.newPage();
  // Not an editor before accepting: the tournament is not on their board.
  await editorPage.goto("/en/adminboard");
  await expect(
    editorPage.getByRole("region", { name: "Tournaments I edit" }).getByText("Nobody has added you as an editor yet."),
  ).toBeVisible();
  // The invitation waits in their messages; accepting opens the control centre.
  await editorPage.goto("/en/messages");
  const invitation = editorPage.getByRole("article", { name: "Editors Cup", exact: true });
  await expect(invitation).toContainText("Invited by Olga Owner");
  await expectNoAxeViolations(editorPage);
  await invitation.getByRole("button", { name: "Accept the invitation to Editors Cup" }).click();
  await expect(editorPage).toHaveURL(new RegExp(`/en/tmentOverview/${id}$`));
  await expect(editorPage.getByRole("heading", { level: 1, name: "Editors Cup" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Editors" }).getByRole("listitem")).toContainText("Editor since");
  await editorPage.goto("/en/adminboard");
  const mine = editorPage.getByRole("region", { name: "Tournaments I edit" });
  const card = mine.getByRole("article", { name: "Editors Cup" });
  await expect(card).toContainText("Editor");
  await expect(card.getByRole("button", { name: "Delete Editors Cup" })).toHaveCount(0);
  await card.getByRole("link", { name: "Open" }).click();
  await expect(editorPage).toHaveURL(new RegExp(`/en/tmentOverview/${id}$`));
  await editorPage.getByRole("tab", { name: "Results" }).click();
  const plus = editorPage.getByRole("button", { name: /^One goal more for Team \d+$/ });
  await expect(plus).toHaveCount(2);
  await plus.first().click();
  await plus.first().click();
  await plus.last().click();
  await editorPage.getByRole("button", { name: "Save result" }).click();
  await expect(editorPage.getByRole("status").filter({ hasText: "All results saved" })).toBeVisible();
  // From the results tab straight to the history (in the settings tab), its heading focused.
  await editorPage.getByRole("button", { name: "Result history" }).click();
  await expect(editorPage.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await expect(editorPage.getByRole("heading", { name: "Result history" })).toBeFocused();
  await expect(editorPage.getByTestId("audit-entry")).toContainText("Result: none → 2:1");
  const editorView = editorPage.getByRole("region", { name: "Editors" });
  await expect(editorView.getByText("Only the owner of the tournament can add or remove editors.")).toBeVisible();
  await expect(editorView.getByRole("listitem")).toContainText("Emil Editor");
  await expect(editorView.getByLabel("E-mail address of the new editor")).toHaveCount(0);
  await expect(editorPage.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(editorPage.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(editorPage);

  // The owner sees the editor's entry in the result history.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  const history = page.getByRole("region", { name: "Result history" });
  const line = history.getByTestId("audit-entry");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Emil Editor");
  await expect(line).toContainText("Entry");
  await expect(line).toContainText("Result: none → 2:1");
  await expect(line).toContainText(/Match A\d+ · Group A · Team \d+ – Team \d+/);
  await expectNoAxeViolations(page);

  // Removing asks first; afterwards the editor has no access any more.
  await page.getByRole("button", { name: "Remove Emil Editor as editor" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove editor" });
  await expect(confirm).toContainText(`Emil Editor (${editor.email}) will no longer be able to open or change`);
  await confirm.getByRole("button", { name: "Remove editor" }).click();
  await expect(page.getByText("Emil Editor is no longer an editor")).toBeVisible();
  await expect(page.getByRole("region", { name: "Editors" }).getByText("No editors yet.")).toBeVisible();

  await editorPage.reload();
  await expect(editorPage.getByRole("alert")).toHaveText("This tournament does not exist or you may not manage it.");
  await editorPage.goto("/en/adminboard");
  await expect(
    editorPage.getByRole("region", { name: "Tournaments I edit" }).getByText("Nobody has added you as an editor yet."),
  ).toBeVisible();
  await editorContext.close();
});
