// The organiser's side of an event (issue 19) on a phone: the event's data and a pitch's hours are edited, an existing
// tournament is attached, an editor is invited (a second user accepts on their board, then sees the event in "My
// events" and can open its page but not delete it), and a division is detached after confirming. Axe finds
// nothing on the event page, with its dialogs open too.
import { randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { addSessionCookie, createUserSession, logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };
/** A 1×1 PNG (the server re-encodes every upload). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type EventView = {
  id: string;
  general: {
    name: string;
    logoFileId?: string;
    pitches: Array<{ id: string; hours: Array<{ date: string; from: string; to: string }> }>;
  };
  divisions: Array<{ tournamentId: string; name: string }>;
};

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

test("an organiser edits the event, attaches a tournament, invites an editor and detaches a division", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(context, { displayName: "Event Owner" });
  await page.setViewportSize(PHONE);
  const request = context.request;

  // An event on the day of a tournament of mine (the create page has its own spec).
  const created = await request.post("/api/v1/event/create", {
    data: {
      name: `Spring Day ${randomUUID().slice(0, 6)}`,
      startDate: "2030-05-04",
      pitches: [
        { id: "p1", name: "North", hours: [] },
        { id: "p2", name: "South", hours: [] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as EventView).id;
  const cupName = `U11 Cup ${randomUUID().slice(0, 6)}`;
  const cupId = await createTournament(request, cupName);

  await page.goto(`/en/eventOverview/${eventId}`);
  await expect(page.getByRole("button", { name: "Edit event" })).toBeVisible();

  // Links to the public page, the control centre and the PDFs.
  const links = page.getByRole("navigation", { name: "Links" });
  await expect(links.getByRole("link", { name: "Public event page" })).toHaveAttribute("href", `/en/event/${eventId}`);
  await expect(links.getByRole("link", { name: "Event control centre" })).toHaveAttribute(
    "href",
    `/en/eventControl/${eventId}`,
  );
  await expect(links.getByRole("link", { name: "Poster with QR code (PDF)" })).toHaveAttribute(
    "href",
    `/api/v1/event/pdf/${eventId}?kind=poster&lang=en`,
  );

  // Edit: a wrong pitch time is refused at the field (and focused), then the name and North's hours are saved.
  await page.getByRole("button", { name: "Edit event" }).click();
  const edit = page.getByRole("form", { name: "Edit event" });
  const newName = `Spring Festival ${randomUUID().slice(0, 6)}`;
  await edit.getByLabel("Name of the event").fill(newName);
  const row = edit.getByTestId("pitch-row").first();
  await row.getByLabel("From").fill("10:00");
  await row.getByLabel("To").fill("09:00");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(row.getByLabel("From")).toBeFocused();
  await expect(edit.getByText("Enter both times; the end must be after the start.")).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByLabel("To").fill("16:00");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/update"));
  await edit.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("heading", { name: newName, level: 1 })).toBeVisible();
  await expect(page.getByText("Event saved.")).toBeVisible();
  const afterEdit = (await (await request.get(`/api/v1/event/${eventId}`)).json()) as EventView;
  expect(afterEdit.general.name).toBe(newName);
  expect(afterEdit.general.pitches[0]?.hours).toEqual([{ date: "2030-05-04", from: "10:00", to: "16:00" }]);

  // Attach my tournament on the event's day.
  await page.getByRole("button", { name: "Add existing tournament" }).click();
  await page.getByRole("combobox", { name: "My tournament" }).click();
  await page.getByRole("option", { name: new RegExp(cupName) }).click();
  const attached = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/attach"));
  await page.getByRole("button", { name: "Add to event" }).click();
  expect((await attached).status()).toBe(200);
  await expect(page.getByTestId("division-card").filter({ hasText: cupName })).toBeVisible();

  // Invite a second user as editor.
  const helper = await createUserSession({ displayName: "Helper Hanna" });
  await page.getByLabel("E-mail of the person to invite").fill(helper.email);
  const invited = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/editor"));
  await page.getByRole("button", { name: "Invite editor" }).click();
  expect((await invited).status()).toBe(201);
  await expect(page.getByTestId("event-editors").getByText(helper.email)).toBeVisible();

  // The helper accepts on their board, sees the event in "My events", opens it and cannot delete it.
  const second = await browser.newContext({ viewport: PHONE });
  try {
    await second.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
    await addSessionCookie(second, helper.token);
    const helperPage = await second.newPage();
    await helperPage.goto("/en/adminboard");
    const invitation = helperPage.getByTestId("event-invitation").filter({ hasText: newName });
    await expect(invitation).toBeVisible();
    await expectNoAxeViolations(helperPage);
    const answered = helperPage.waitForResponse((r) => r.url().includes(`/api/v1/event/invitation/${eventId}`));
    await invitation.getByRole("button", { name: `Accept invitation to ${newName}` }).click();
    expect((await answered).status()).toBe(200);
    await expect(helperPage.getByRole("heading", { name: newName, level: 1 })).toBeVisible();
    await expect(helperPage.getByText("Only the event's owner can invite or remove editors.")).toBeVisible();
    await expect(helperPage.getByRole("button", { name: "Delete event" })).toHaveCount(0);
    await helperPage.goto("/en/adminboard");
    const mine = helperPage.getByRole("region", { name: "My events" });
    await mine.getByRole("link", { name: newName }).click();
    await expect(helperPage.getByRole("heading", { name: newName, level: 1 })).toBeVisible();
    await expect(helperPage.getByRole("button", { name: "Delete event" })).toHaveCount(0);
  } finally {
    await second.close();
  }

  // Detach the tournament after confirming; it is a standalone tournament again.
  await page.reload();
  const card = page.getByTestId("division-card").filter({ hasText: cupName });
  await card.getByRole("button", { name: `Detach ${cupName} from the event` }).click();
  const dialog = page.getByRole("dialog", { name: "Detach age group?" });
  await expect(dialog.getByText("standalone tournament", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  const detached = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/detach"));
  await dialog.getByRole("button", { name: "Detach", exact: true }).click();
  expect((await detached).status()).toBe(200);
  await expect(card).toHaveCount(0);
  const cup = (await (await request.get(`/api/v1/tment/tmuser/${cupId}`)).json()) as { eventId?: string | null };
  expect(cup.eventId ?? null).toBeNull();

  // The delete question, open: axe still finds nothing; cancelled.
  await page.getByRole("button", { name: "Delete event" }).click();
  const remove = page.getByRole("dialog", { name: "Delete event?" });
  await expect(remove.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await remove.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toHaveCount(0);
});

test("an organiser gives a pitch different hours on each day of a two-day event and a logo", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Event Owner" });
  await page.setViewportSize(PHONE);
  const created = await context.request.post("/api/v1/event/create", {
    data: {
      name: `Two Days ${randomUUID().slice(0, 6)}`,
      startDate: "2030-05-04",
      endDate: "2030-05-05",
      pitches: [{ id: "p1", name: "North", hours: [] }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as EventView).id;

  await page.goto(`/en/eventOverview/${eventId}`);
  await page.getByRole("button", { name: "Edit event" }).click();
  const edit = page.getByRole("form", { name: "Edit event" });
  const row = edit.getByTestId("pitch-row").first();
  // "Same hours every day" is the default; unticked, a row per day (a group named by its day).
  await expect(row.getByLabel("Same hours every day")).toBeChecked();
  await row.getByLabel("Same hours every day").uncheck();
  const day1 = row.getByRole("group", { name: "Sat, May 4" });
  const day2 = row.getByRole("group", { name: "Sun, May 5" });
  await day1.getByLabel("From").fill("09:00");
  await day1.getByLabel("To").fill("17:00");
  // A wrong second day is refused at its field and focused.
  await day2.getByLabel("From").fill("14:00");
  await day2.getByLabel("To").fill("10:00");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(day2.getByLabel("From")).toBeFocused();
  await expect(day2.getByText("Enter both times; the end must be after the start.")).toBeVisible();
  await day2.getByLabel("From").fill("10:00");
  await day2.getByLabel("To").fill("14:30");
  // The logo: uploaded, shown as a preview.
  await edit.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(edit.getByRole("img", { name: "Preview: Event logo" })).toBeVisible();
  await expectNoAxeViolations(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/update"));
  await edit.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Event saved.")).toBeVisible();
  const stored = (await (await context.request.get(`/api/v1/event/${eventId}`)).json()) as EventView;
  expect(stored.general.pitches[0]?.hours).toEqual([
    { date: "2030-05-04", from: "09:00", to: "17:00" },
    { date: "2030-05-05", from: "10:00", to: "14:30" },
  ]);
  expect(stored.general.logoFileId).toBeTruthy();

  // Reopened: the hours per day and the logo are as saved.
  await page.reload();
  await page.getByRole("button", { name: "Edit event" }).click();
  const again = page.getByRole("form", { name: "Edit event" }).getByTestId("pitch-row").first();
  await expect(again.getByLabel("Same hours every day")).not.toBeChecked();
  await expect(again.getByRole("group", { name: "Sat, May 4" }).getByLabel("To")).toHaveValue("17:00");
  await expect(again.getByRole("group", { name: "Sun, May 5" }).getByLabel("From")).toHaveValue("10:00");
  await expect(again.getByRole("group", { name: "Sun, May 5" }).getByLabel("To")).toHaveValue("14:30");
  await expect(page.getByRole("img", { name: "Preview: Event logo" })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
});
