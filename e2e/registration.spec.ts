import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { privateLinkFromOutbox } from "./support/outbox.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// A club's coach on a phone registers a team on a public tournament whose registration is open, gets the
// confirmation mail with the private link, follows it, sees the pending entry and withdraws it.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";

test("a club registers a team on a phone, gets the private link by mail and withdraws the entry", async ({
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Olga Organiser" });
  const request = context.request;
  const id = await createTournament(request, "Spring Cup Registration", { visibility: "public" });
  const view = (await (await request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    general: Record<string, unknown>;
  };
  const saved = await request.put("/api/v1/tment/ueditallgemein", {
    data: {
      id,
      general: {
        ...view.general,
        ageGroup: { ageRange: { oldestBirthYear: 2019, youngestBirthYear: 2020 } },
        registration: { open: true, maxTeams: 12 },
      },
    },
  });
  expect(saved.status()).toBe(200);
  expect((await request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  // The coach: a phone without an account.
  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const page = await phone.newPage();
  // A fake clock: the bot check's minimum fill time passes by moving it, not by waiting.
  await page.clock.install();
  await openLoaded(page, `/en/tournament/${id}`);
  const section = page.getByTestId("registration-section");
  await expect(section.getByRole("heading", { name: "Register a team" })).toBeVisible();
  await section.getByRole("button", { name: "Register a team" }).click();

  const form = page.getByRole("form", { name: "Team registration" });
  await expect(form.getByTestId("registration-age-range")).toContainText("2019–2020");
  // Festivals only: no strength here.
  await expect(form.getByLabel("Team strength")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: test.info().outputPath("registration-form-360.png") });

  // Sent empty: the form says what is missing, next to the fields.
  await form.getByRole("button", { name: "Send registration" }).click();
  await expect(form.getByLabel("Team name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please agree to the privacy policy to register.")).toBeVisible();

  const email = `coach-${Date.now()}@example.org`;
  await form.getByLabel("Team name").fill("FC Phone U7");
  await form.getByLabel("Club", { exact: true }).fill("FC Phone");
  await form.getByLabel("Contact person").fill("Carla Coach");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("+49 170 1234567");
  await form.getByLabel("Number of players").fill("8");
  await form.getByLabel("Oldest player's birth year").fill("2019");
  await form.getByLabel("Youngest player's birth year").fill("2020");
  await form.getByLabel("Message to the organiser").fill("We would love to come!");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/en/dataprivacy");
  // The server drops forms sent within 3 s of opening (bots): a person takes longer.
  await page.clock.fastForward(3500);
  await form.getByRole("button", { name: "Send registration" }).click();

  const sent = page.getByTestId("registration-sent");
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("Registration received");
  await expect(sent).toContainText(email);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: test.info().outputPath("registration-sent-360.png") });

  // The same team and e-mail again: 409 duplicate, explained.
  await sent.getByRole("button", { name: "Register another team" }).click();
  const again = page.getByRole("form", { name: "Team registration" });
  await again.getByLabel("Team name").fill("FC Phone U7");
  await again.getByLabel("Oldest player's birth year").fill("2019");
  await again.getByLabel("Youngest player's birth year").fill("2020");
  await again.getByRole("checkbox", { name: /I agree/ }).check();
  await page.clock.fastForward(3500);
  await again.getByRole("button", { name: "Send registration" }).click();
  await expect(page.getByTestId("registration-error")).toContainText("already registered with this e-mail address");

  // The mail's private link: the entry, pending; the token leaves the address bar but stays on the device.
  const link = new URL(await privateLinkFromOutbox(email));
  expect(link.pathname).toBe(`/en/tournament/${id}`);
  await openLoaded(page, `${link.pathname}${link.hash}`);
  const entry = page.getByTestId("registration-entry");
  await expect(entry.getByTestId("registration-entry-team")).toHaveText("FC Phone U7");
  await expect(entry.locator("[data-state]")).toHaveAttribute("data-state", "pending");
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${id}$`));
  await expectNoAxeViolations(page);
  await entry.screenshot({ path: test.info().outputPath("registration-entry-360.png") });

  await page.reload();
  await expect(entry.locator("[data-state]")).toHaveAttribute("data-state", "pending");

  await entry.getByRole("button", { name: "Withdraw registration" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw registration?" });
  await expect(dialog).toContainText("FC Phone U7");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(entry.locator("[data-state]")).toHaveAttribute("data-state", "withdrawn");
  await expect(entry.getByRole("button", { name: "Withdraw registration" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await phone.close();
});

test("a festival with open registration takes a team with its strength; the private link opens on the festival page", async ({
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Fiona Festival" });
  const created = await context.request.post("/api/v1/funino/create", {
    data: {
      general: {
        name: "Registration Festival",
        startDate: "2030-05-04",
        visibility: "public",
        registration: { open: true },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await context.request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const page = await phone.newPage();
  await page.clock.install();
  await openLoaded(page, `/en/funino/${id}`);
  const section = page.getByTestId("registration-section");
  await section.getByRole("button", { name: "Register a team" }).click();
  const form = page.getByRole("form", { name: "Team registration" });
  // No age range: no birth years; a festival: the strength.
  await expect(form.getByLabel("Oldest player's birth year")).toHaveCount(0);
  await form.getByLabel("Team strength").selectOption("5");
  const email = `festival-${Date.now()}@example.org`;
  await form.getByLabel("Team name").fill("Funino Foxes");
  await form.getByLabel("Contact person").fill("Fred Fox");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await expectNoAxeViolations(page);
  await page.clock.fastForward(3500);
  await form.getByRole("button", { name: "Send registration" }).click();
  await expect(page.getByTestId("registration-sent")).toContainText("Registration received");

  // The mail links to the festival's own page, so the token survives on a device that never saw it.
  const link = new URL(await privateLinkFromOutbox(email));
  expect(link.pathname).toBe(`/en/funino/${id}`);
  await openLoaded(page, `${link.pathname}${link.hash}`);
  const entry = page.getByTestId("registration-entry");
  await expect(entry.getByTestId("registration-entry-team")).toHaveText("Funino Foxes");
  await expect(entry.locator("[data-state]")).toHaveAttribute("data-state", "pending");
  await expect(page).toHaveURL(new RegExp(`/en/funino/${id}$`));
  await expectNoAxeViolations(page);

  await phone.close();
});
