import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { codeFromOutbox } from "./support/outbox.ts";
import { logIn } from "./support/session.ts";

// An anonymous visitor fills the whole wizard on a 360 px phone (with the general step's optional
// sections), asks to save, registers a fresh account, is signed in by the mailed code and lands on the
// saved tournament with every entry intact, in the form and in the server's internal view.

const PHONE = { width: 360, height: 780 };
/** A 1×1 PNG (the server re-encodes every upload). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.use({ actionTimeout: 15_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();
const section = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** A Mantine Select: open it, narrow the list by typing (if searchable) and pick the option. */
async function choose(page: Page, input: Locator, option: string, type?: string) {
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test("an anonymous visitor's full draft survives registering a new account and is saved intact", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const year = new Date().getFullYear() + 1;
  const email = `draft-reg-${randomUUID()}@example.test`;
  const password = "kick-off-at-nine-42";

  await page.goto("/en/create-tournament");
  await expect(page.getByRole("heading", { level: 1, name: "Create tournament" })).toBeVisible();

  // Always visible: name, first and last day, description.
  await page.getByLabel("Tournament name").fill("Summer Festival");
  await page.getByRole("textbox", { name: "First day", exact: true }).fill(`${year}-06-12`);
  await page.getByLabel("Last day", { exact: true }).fill(`${year}-06-11`);
  await page.getByLabel("Description").fill("Two days of youth football.");

  // Venue, typed.
  await section(page, "Venue").click();
  await page.getByLabel("Name of the venue").fill("Sportpark Süd");
  await page.getByLabel("Street and postal code").fill("Am Stadion 4, 50933");
  await page.getByLabel("City", { exact: true }).fill("Köln");
  await choose(page, page.getByRole("combobox", { name: "Country", exact: true }), "Germany", "Germ");

  // Age group from the season's list; the birth year follows it.
  await section(page, "Age group").click();
  const ageGroup = page.getByRole("combobox", { name: "Age group", exact: true });
  await ageGroup.click();
  const u11 = page.getByRole("option", { name: /^U11 · E youth · born \d{4}$/ });
  const u11Label = (await u11.textContent()) ?? "";
  const u11Year = Number(u11Label.slice(-4));
  await u11.click();
  await expect(ageGroup).toHaveValue(u11Label);
  await expect(page.getByLabel("Oldest birth year")).toHaveValue(String(u11Year));
  await page.getByLabel("Youngest birth year").fill(String(u11Year + 1));

  // Visibility and what the public page shows (automatic: tables for U11).
  await section(page, "Visibility & results").click();
  await expect(page.getByText("Now: Results and tables")).toBeVisible();
  await page.getByRole("radio", { name: "Only with the link" }).check();
  await page.getByRole("radio", { name: "Scores only" }).check();

  // Registration and contact.
  await section(page, "Registration").click();
  await page.getByRole("switch", { name: "Teams can register" }).check();
  await page.getByLabel("Registration deadline").fill(`${year}-06-30`);
  await page.getByLabel("Maximum number of teams").fill("12");
  await page.getByLabel("Entry fee").fill("20 € per team");
  await section(page, "Contact").click();
  await page.getByLabel("Contact person").fill("Alex Coach");
  await page.getByLabel("Contact e-mail").fill("alex@example");
  await page.getByLabel("Contact phone").fill("+49 221 123456");
  // Uploads need an account: the anonymous visitor gets a hint instead of the logo field.
  await section(page, "Logo").click();
  await expect(page.getByText(/^Uploading a logo needs an account/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose image" })).toHaveCount(0);

  // The API's own rules, each message naming its field; closed sections with an error open again and
  // the focus goes to the first invalid field.
  await section(page, "Contact").click();
  await expect(page.getByLabel("Contact e-mail")).toBeHidden();
  await next(page);
  await expect(page.getByText("The last day must not be before the first day.")).toBeVisible();
  await expect(
    page.getByText("The registration deadline must be a date no later than the tournament's last day."),
  ).toBeVisible();
  await expect(page.getByText("Please enter a valid contact e-mail address, e.g. coach@example.com.")).toBeVisible();
  await expect(page.getByLabel("Last day", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel("Last day", { exact: true }).fill(`${year}-06-13`);
  await page.getByLabel("Registration deadline").fill(`${year}-06-01`);
  await page.getByLabel("Contact e-mail").fill("alex@example.test");
  await next(page);

  // The other steps: a renamed team, the defaults elsewhere.
  await expect(page.getByLabel("Team 1", { exact: true })).toBeVisible();
  await page.getByLabel("Team 1", { exact: true }).fill("Lions");
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByText("Matches: 16 · Teams: 8 · Pitches: 1")).toBeVisible();
  await next(page);
  await expectNoAxeViolations(page);

  // The draft is kept in the browser while the visitor registers.
  await page.getByRole("button", { name: "Register and save" }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("ft-session") ?? "{}"));
  expect(stored.formObject).toMatchObject({
    kind: "tournamentWizard",
    pendingSave: true,
    general: {
      name: "Summer Festival",
      endDate: `${year}-06-13`,
      venue: { name: "Sportpark Süd", country: "DE" },
      ageGroup: { label: "U11", oldestBirthYear: u11Year, youngestBirthYear: u11Year + 1 },
      contact: { email: "alex@example.test" },
    },
  });

  // Register a fresh account …
  await expect(page).toHaveURL(/\/en\/(register|login)$/);
  // The switch, not the page's "Register" heading; wait for it so a page still loading is not taken as the login form.
  const choice = page.getByRole("radiogroup", { name: "Log in or register" });
  await expect(choice).toBeVisible();
  const form = page.getByRole("form", { name: "Registration form" });
  if (!(await form.isVisible())) await choice.getByText("Register", { exact: true }).click();
  await expect(form).toBeVisible();
  await form.getByLabel("Your name").fill("Draft Registrant");
  await form.getByLabel("E-mail address").fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByLabel("Club name").fill("SC Draft");
  await form.locator('input[name="acceptTerms"]').check();
  await form.locator('input[name="acceptPrivacy"]').check();
  await form.getByRole("button", { name: "Create account" }).click();

  // … confirm the mailed code …
  await expect(page).toHaveURL(/\/en\/validateEmail\/code\?email=/);
  await page.getByLabel("Digit 1 of 6").fill(await codeFromOutbox(email, /Your code: (\d{6})/));

  // … which signs in this browser (it registered), and the draft is saved at once, without a password prompt.
  await expect(page).toHaveURL(/\/en\/create-tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("The tournament is saved.")).toBeVisible();
  const id = page.url().split("/").pop() ?? "";

  // The server stored every general field (the organiser's internal view).
  const response = await page.request.get(`/api/v1/tment/tmuser/${id}?view=internal`);
  expect(response.status()).toBe(200);
  const saved = await response.json();
  expect(saved.general).toEqual({
    name: "Summer Festival",
    description: "Two days of youth football.",
    startDate: `${year}-06-12`,
    endDate: `${year}-06-13`,
    venue: { name: "Sportpark Süd", address: "Am Stadion 4, 50933", city: "Köln", country: "DE" },
    ageGroup: { label: "U11", ageRange: { oldestBirthYear: u11Year, youngestBirthYear: u11Year + 1 } },
    visibility: "unlisted",
    registration: { open: true, deadline: `${year}-06-01`, maxTeams: 12, feeNote: "20 € per team" },
    contact: { name: "Alex Coach", email: "alex@example.test", phone: "+49 221 123456" },
    publicResults: "resultsOnly",
  });
  expect(saved.status).toBe("draft");
  expect(saved.teams.map((t: { name: string }) => t.name)).toContain("Lions");

  // Back on the general step of the saved tournament: every entry is there, sections with entries open.
  await page.getByRole("button", { name: "1. General" }).click();
  await expect(page.getByLabel("Tournament name")).toHaveValue("Summer Festival");
  await expect(page.getByLabel("Last day", { exact: true })).toHaveValue(`${year}-06-13`);
  await expect(page.getByLabel("Description")).toHaveValue("Two days of youth football.");
  await expect(page.getByLabel("Name of the venue")).toHaveValue("Sportpark Süd");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Köln");
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue("Germany");
  await expect(page.getByRole("combobox", { name: "Age group", exact: true })).toHaveValue(u11Label);
  await expect(page.getByLabel("Youngest birth year")).toHaveValue(String(u11Year + 1));
  await expect(page.getByRole("radio", { name: "Only with the link" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Scores only" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Teams can register" })).toBeChecked();
  await expect(page.getByLabel("Registration deadline")).toHaveValue(`${year}-06-01`);
  await expect(page.getByLabel("Maximum number of teams")).toHaveValue("12");
  await expect(page.getByLabel("Entry fee")).toHaveValue("20 € per team");
  await expect(page.getByLabel("Contact person")).toHaveValue("Alex Coach");
  await expect(page.getByLabel("Contact e-mail")).toHaveValue("alex@example.test");
  await expect(page.getByLabel("Contact phone")).toHaveValue("+49 221 123456");
  await expectNoAxeViolations(page);

  // An edit of the saved tournament is saved too (ueditallgemein replaces the general data).
  await page.getByLabel("Contact phone").fill("");
  await page.getByRole("radio", { name: "Automatic (by age group)" }).check();
  await page.getByRole("button", { name: "6. Save" }).click();
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Tournament saved")).toBeVisible();
  const edited = await (await page.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json();
  expect(edited.general.contact).toEqual({ name: "Alex Coach", email: "alex@example.test" });
  expect(edited.general.publicResults).toBeUndefined();
  expect(edited.general.venue.city).toBe("Köln");
});

test("an organiser picks a saved venue and the club contact, and editing the saved tournament loads and saves them", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Venue Owner" });
  const origin = { origin: process.env.E2E_BASE_URL ?? "" };
  const venues = await page.request.post("/api/v1/user/uspielstaette", {
    headers: origin,
    data: {
      venues: [
        {
          name: "Halle West",
          street: "Hallenweg 3",
          postalCode: "44791",
          city: "Bochum",
          country: "Deutschland",
          pitches: ["Feld 1"],
          latitude: 51.48,
          longitude: 7.21,
        },
      ],
    },
  });
  expect(venues.status()).toBe(200);
  const contact = await page.request.post("/api/v1/user/kontakt", {
    headers: origin,
    data: { contactPerson: "Kim Keeper", phone: "+49 234 55 66", email: "kim@example.test" },
  });
  expect(contact.status()).toBe(200);

  await page.goto("/en/create-tournament");
  await page.getByLabel("Tournament name").fill("Hallencup");
  // A mistake in a closed section: "Next" opens it again and puts the focus on the field.
  await section(page, "Contact").click();
  await page.getByLabel("Contact e-mail").fill("kim@");
  await section(page, "Contact").click();
  await expect(page.getByLabel("Contact e-mail")).toBeHidden();
  await next(page);
  await expect(page.getByLabel("Contact e-mail")).toBeFocused();
  await expect(page.getByText("Please enter a valid contact e-mail address, e.g. coach@example.com.")).toBeVisible();
  await section(page, "Venue").click();
  await choose(page, page.getByRole("combobox", { name: "One of your venues" }), "Halle West (Bochum)");
  await expect(page.getByLabel("Name of the venue")).toHaveValue("Halle West");
  await expect(page.getByLabel("Street and postal code")).toHaveValue("Hallenweg 3, 44791");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Bochum");
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue("Germany");
  // (the contact section is still open from the mistake above)
  await page.getByRole("button", { name: "Use my club's contact" }).click();
  await expect(page.getByLabel("Contact person")).toHaveValue("Kim Keeper");
  await expect(page.getByLabel("Contact e-mail")).toHaveValue("kim@example.test");
  await expect(page.getByLabel("Contact phone")).toHaveValue("+49 234 55 66");
  // The logo: uploaded with progress, shown as a preview.
  await section(page, "Logo").click();
  await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByRole("img", { name: "Preview: Tournament logo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();
  // Without an age group the public page shows everything.
  await section(page, "Visibility & results").click();
  await expect(page.getByText("Now: Results and tables")).toBeVisible();
  await section(page, "Age group").click();
  await page.getByLabel("Oldest birth year").fill("2019");
  await expect(page.getByText(/^Now: Scores only/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "6. Save" }).click();
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(/\/en\/create-tournament\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  const saved = await (await page.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json();
  expect(saved.general.venue).toEqual({
    venueId: expect.any(String),
    name: "Halle West",
    address: "Hallenweg 3, 44791",
    city: "Bochum",
    country: "DE",
    latitude: 51.48,
    longitude: 7.21,
  });
  expect(saved.general.contact).toEqual({ name: "Kim Keeper", email: "kim@example.test", phone: "+49 234 55 66" });
  expect(saved.general.ageGroup).toEqual({ ageRange: { oldestBirthYear: 2019, youngestBirthYear: null } });
  expect(saved.general.logoFileId).toEqual(expect.any(String));

  // Editing from the server's data (no draft left in this browser).
  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem("ft-session") ?? "{}");
    localStorage.setItem("ft-session", JSON.stringify({ ...state, formObject: null }));
  });
  await page.goto(`/en/create-tournament/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit tournament" })).toBeVisible();
  await expect(page.getByLabel("Name of the venue")).toHaveValue("Halle West");
  await expect(page.getByLabel("Contact person")).toHaveValue("Kim Keeper");
  await expect(page.getByLabel("Oldest birth year")).toHaveValue("2019");
  await expect(page.getByRole("img", { name: "Preview: Tournament logo" })).toBeVisible();
  // Typing over the saved venue makes it a venue of its own: no saved-venue id, no coordinates.
  await page.getByLabel("City", { exact: true }).fill("Bochum-Wattenscheid");
  await expect(page.getByRole("combobox", { name: "One of your venues" })).toHaveValue("");
  await page.getByRole("button", { name: "6. Save" }).click();
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Tournament saved")).toBeVisible();
  const edited = await (await page.request.get(`/api/v1/tment/tmuser/${id}?view=internal`)).json();
  expect(edited.general.venue).toEqual({
    name: "Halle West",
    address: "Hallenweg 3, 44791",
    city: "Bochum-Wattenscheid",
    country: "DE",
  });
  expect(edited.general.contact.name).toBe("Kim Keeper");
});

test("a field the server refuses on save takes the organiser back to it, with its message", async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Refused Organiser" });
  await page.goto("/en/create-tournament");
  await page.getByLabel("Tournament name").fill("Refused Cup");
  for (let step = 0; step < 5; step++) await next(page);
  // The browser's own check passed; the server answers as it would for a rule only it knows.
  await page.route("**/api/v1/tment/create", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "VALIDATION_FAILED",
          message: "venue.city: too long",
          fields: [{ field: "venue.city", message: "Too big" }],
        },
      }),
    }),
  );
  await page.getByRole("button", { name: "Save as draft" }).click();
  const city = page.getByLabel("City");
  await expect(city).toBeVisible();
  await expect(city).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The venue's city may have at most 120 characters.")).toBeVisible();
  await expect(city).toBeFocused();
  await expectNoAxeViolations(page);
});
