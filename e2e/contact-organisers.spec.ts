import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { addSessionCookie, createUserSession, logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// A parent on a phone reads how many places are left on a tournament with registration open, wants to ask the
// organisers something, logs in from the page (and lands back on it, the form open), writes, and the message is in
// the organiser's inbox.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";

test("a visitor at 360 px logs in from the page and writes to the organisers; the counts of places stay live", async ({
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Olga Organiser" });
  const request = context.request;
  const id = await createTournament(request, "Spring Cup Contact", { visibility: "public" });
  const view = (await (await request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    general: Record<string, unknown>;
  };
  const saved = await request.put("/api/v1/tment/ueditallgemein", {
    data: { id, general: { ...view.general, registration: { open: true, maxTeams: 8 } } },
  });
  expect(saved.status()).toBe(200);
  expect((await request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const page = await phone.newPage();
  await openLoaded(page, `/en/tournament/${id}`);

  // Counts only, near the register button.
  const summary = page.getByTestId("registration-section").getByTestId("registration-summary");
  await expect(summary).toHaveText("6 of 8 places taken");
  // A registration arrives elsewhere: the open page shows it without a reload.
  const registered = await phone.request.post("/api/v1/wlist/register", {
    data: {
      tournamentId: id,
      teamName: "FC Elsewhere",
      contactName: "Eva Else",
      email: `else-${Date.now()}@example.test`,
      privacyConsent: true,
      language: "en",
      website: "",
      fillMs: 15_000,
    },
  });
  expect(registered.status()).toBe(202);
  await expect(summary).toHaveText("6 of 8 places taken · 1 registration not yet decided");
  await expect(page.getByText("FC Elsewhere")).toHaveCount(0);

  // Anonymous: the button offers the login, which brings the visitor back to the form.
  await page.getByRole("button", { name: "Contact the organisers" }).click();
  const dialog = page.getByRole("dialog", { name: "Message to the organisers" });
  await expect(dialog).toContainText("you need to be logged in");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  // Logging in (the session as the login endpoint would set it), then the app takes the visitor back.
  const parent = await createUserSession({ displayName: "Paula Parent" });
  await addSessionCookie(phone, parent.token);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${id}$`));
  await expect(dialog.getByRole("textbox", { name: "Subject" })).toBeFocused();

  // Sent empty: errors at the fields; then the message goes out and the dialog says so.
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("textbox", { name: "Subject" })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Please fill in this field.")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByRole("textbox", { name: "Subject" }).fill("Parking for the team bus");
  await dialog.getByRole("textbox", { name: "Message" }).fill("Hello! Where can our team bus park on Saturday?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Your message was sent." })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("contact-organisers-360.png") });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The organiser's inbox has it, from the parent, about this tournament.
  const inbox = await request.post("/api/v1/message/getallmessagesbyreceiverid", { data: {} });
  const box = (await inbox.json()) as {
    items: Array<{ subject: string; body: string; sender: { displayName: string } | null; tournament: unknown }>;
  };
  expect(box.items.find((m) => m.subject === "Parking for the team bus")).toMatchObject({
    body: "Hello! Where can our team bus park on Saturday?",
    sender: { displayName: "Paula Parent" },
    tournament: { id, name: "Spring Cup Contact" },
  });
  await phone.close();
});

test("a festival page shows the counts and lets a logged-in parent write to the organisers", async ({
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await logIn(context, { displayName: "Fiona Festival" });
  const created = await context.request.post("/api/v1/funino/create", {
    data: {
      general: {
        name: "Contact Festival",
        startDate: "2030-05-04",
        visibility: "public",
        registration: { open: true },
      },
      teams: Array.from({ length: 5 }, (_, i) => ({ name: `Kids ${i + 1}`, strength: 3 })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await context.request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const parent = await createUserSession({ displayName: "Fritz Parent" });
  await addSessionCookie(phone, parent.token);
  const page = await phone.newPage();
  await openLoaded(page, `/en/funino/${id}`);
  await expect(page.getByTestId("registration-summary")).toHaveText("5 teams taking part");

  await page.getByRole("button", { name: "Contact the organisers" }).click();
  const dialog = page.getByRole("dialog", { name: "Message to the organisers" });
  await dialog.getByRole("textbox", { name: "Subject" }).fill("Bibs");
  await dialog.getByRole("textbox", { name: "Message" }).fill("Do we bring our own bibs?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Your message was sent." })).toBeVisible();
  await expectNoAxeViolations(page);

  const inbox = await context.request.post("/api/v1/message/getallmessagesbyreceiverid", { data: {} });
  const box = (await inbox.json()) as { items: Array<{ subject: string; tournament: unknown }> };
  expect(box.items.find((m) => m.subject === "Bibs")).toMatchObject({ tournament: { id, name: "Contact Festival" } });
  await phone.close();
});
