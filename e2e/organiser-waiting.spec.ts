// The organiser's waiting list in the control centre at phone width: two teams register through the public API,
// the organiser accepts one (it joins the teams), is offered the waiting list for the other when the tournament is
// full, declines the accepted one and accepts the waitlisted one from the offer that follows.
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

async function register(request: APIRequestContext, tournamentId: string, team: Record<string, unknown>) {
  const res = await request.post("/api/v1/wlist/register", {
    data: {
      tournamentId,
      privacyConsent: true,
      language: "en",
      website: "",
      // The form was open long enough: not taken for a bot (minimum 3 s).
      fillMs: 5000,
      ...team,
    },
  });
  expect(res.status(), await res.text()).toBe(202);
}

test("the organiser accepts, waitlists, declines and promotes registrations at 360 px", async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Wanda Waiting" });

  // A published tournament with one team of its own and room for one more.
  const created = await context.request.post("/api/v1/tment/create", {
    data: {
      name: "Waiting Cup",
      startDate: "2030-05-04",
      visibility: "public",
      registration: { open: true, maxTeams: 2 },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect(
    (
      await context.request.put("/api/v1/tment/ueditteams", { data: { id, teams: [{ name: "Home FC", seed: 1 }] } })
    ).status(),
  ).toBe(200);
  expect((await context.request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);

  // Two applicants, anonymous.
  const anonymous = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await register(anonymous, id, {
    teamName: "Alpha Lions",
    club: "SV Alpha",
    contactName: "Anna Alpha",
    email: "anna@example.test",
    phone: "+49 231 555 01",
    players: 9,
    oldestBirthYear: 2016,
    youngestBirthYear: 2017,
    message: "We bring our own balls.",
  });
  await register(anonymous, id, {
    teamName: "Beta Bears",
    club: "FC Beta",
    contactName: "Ben Beta",
    email: "ben@example.test",
  });
  await register(anonymous, id, { teamName: "Delta Dogs", contactName: "Dora Delta", email: "dora@example.test" });
  await anonymous.dispose();

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByRole("tab", { name: "Waiting list" }).click();
  const panel = page.getByRole("region", { name: "Waiting list", exact: true });
  await expect(panel.getByTestId("waiting-summary")).toContainText("Teams: 1 / 2");
  await expect(panel.getByTestId("waiting-summary")).toContainText("pending: 3");
  await expect(panel.getByText("1 free place")).toBeVisible();
  const pending = panel.getByRole("region", { name: "Pending (3)" });
  const alpha = pending.getByRole("article", { name: "Alpha Lions" });
  await expect(alpha).toContainText("SV Alpha");
  await expect(alpha).toContainText("Contact: Anna Alpha");
  await expect(alpha.getByRole("link", { name: "anna@example.test" })).toHaveAttribute(
    "href",
    "mailto:anna@example.test",
  );
  await expect(alpha.getByRole("link", { name: "+49 231 555 01" })).toHaveAttribute("href", "tel:+4923155501");
  await expect(alpha).toContainText("9 players · born 2016–2017");
  await expect(alpha).toContainText("We bring our own balls.");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("waiting-pending.png"), fullPage: true });

  // Accept Alpha: it joins the tournament's teams.
  await alpha.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Alpha Lions was accepted and added to the teams.")).toBeVisible();
  const accepted = panel.getByRole("region", { name: "Accepted (1)" });
  await expect(accepted.getByRole("article", { name: "Alpha Lions" })).toBeVisible();
  await page.getByRole("tab", { name: "Teams" }).click();
  await expect(page.getByText("Alpha Lions").first()).toBeVisible();
  await page.getByRole("tab", { name: "Waiting list" }).click();

  // Accepting Beta: full, so the waiting list is offered instead.
  const beta = panel.getByRole("article", { name: "Beta Bears" });
  await beta.getByRole("button", { name: "Accept" }).click();
  const full = page.getByRole("dialog", { name: "Tournament full" });
  await expect(full).toContainText("There is no free place for Beta Bears.");
  await expectNoAxeViolations(page);
  await full.getByRole("button", { name: "Put on waiting list" }).click();
  await expect(page.getByText("Beta Bears is on the waiting list.")).toBeVisible();
  const waitlisted = panel.getByRole("region", { name: "Waiting list (1)" });
  await expect(waitlisted.getByRole("article", { name: "1. Beta Bears" })).toBeVisible();
  // The only waitlisted entry cannot move.
  await expect(waitlisted.getByRole("button", { name: "Move Beta Bears up" })).toBeDisabled();

  // Delta goes onto the waiting list at a chosen position, in front of Beta.
  await panel.getByRole("article", { name: "Delta Dogs" }).getByRole("button", { name: "Waiting list" }).click();
  const place = page.getByRole("dialog", { name: "Waiting list" });
  await place.getByLabel("Position on the waiting list").fill("1");
  await expectNoAxeViolations(page);
  await place.getByRole("button", { name: "Waiting list" }).click();
  const list = panel.getByRole("region", { name: "Waiting list (2)" });
  await expect(list.getByRole("article")).toHaveText([/^1\. Delta Dogs/, /^2\. Beta Bears/]);
  await page.screenshot({ path: test.info().outputPath("waiting-waitlisted.png"), fullPage: true });

  // Reordered with the keyboard: the focus stays on the button that was used.
  const down = list.getByRole("button", { name: "Move Delta Dogs down" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Delta Dogs is now number 2 on the waiting list.")).toBeVisible();
  await expect(list.getByRole("article")).toHaveText([/^1\. Beta Bears/, /^2\. Delta Dogs/]);
  await expect(down).toBeFocused();
  await expect(down).toBeDisabled();

  // Declining Alpha is confirmed; its freed place is offered to Beta.
  await accepted.getByRole("article", { name: "Alpha Lions" }).getByRole("button", { name: "Decline" }).click();
  const confirm = page.getByRole("dialog", { name: "Decline" });
  await expect(confirm).toContainText("Decline Alpha Lions?");
  await confirm.getByRole("button", { name: "Decline" }).click();
  const offer = page.getByRole("dialog", { name: "A place is free" });
  await expect(offer).toContainText("Accept Beta Bears from the waiting list?");
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Beta Bears was accepted and added to the teams.")).toBeVisible();
  await expect(
    panel.getByRole("region", { name: "Accepted (1)" }).getByRole("article", { name: "Beta Bears" }),
  ).toBeVisible();
  await expect(
    panel.getByRole("region", { name: "Declined (1)" }).getByRole("article", { name: "Alpha Lions" }),
  ).toBeVisible();
  await expect(
    panel.getByRole("region", { name: "Waiting list (1)" }).getByRole("article", { name: "1. Delta Dogs" }),
  ).toBeVisible();
  await expect(panel.getByTestId("waiting-summary")).toContainText("Teams: 2 / 2");

  // Edit the accepted entry: the team is renamed in the tournament too.
  await panel.getByRole("article", { name: "Beta Bears" }).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit registration" });
  await edit.getByLabel("Team name").fill("Beta Bears II");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Beta Bears II was saved.")).toBeVisible();
  await expect(panel.getByRole("article", { name: "Beta Bears II" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Teams" }).click();
  await expect(page.getByText("Beta Bears II").first()).toBeVisible();
  await expect(page.getByText("Alpha Lions")).toHaveCount(0);
});

test("a festival's control centre has the same waiting list, with each team's strength", async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Fiona Festival" });
  const created = await context.request.post("/api/v1/funino/create", {
    data: {
      general: {
        name: "Waiting Festival",
        startDate: "2030-05-04",
        visibility: "public",
        registration: { open: true },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await context.request.put("/api/v1/tment/status", { data: { id, status: "published" } })).status()).toBe(200);
  const anonymous = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await register(anonymous, id, {
    teamName: "Gamma Goats",
    contactName: "Gina Gamma",
    email: "gina@example.test",
    strength: 4,
  });
  await anonymous.dispose();

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await page.getByTestId("festival-tab-waiting").click();
  const gamma = page.getByRole("article", { name: "Gamma Goats" });
  await expect(gamma).toContainText("strength 4 of 6");
  await expectNoAxeViolations(page);
  await gamma.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Gamma Goats was accepted and added to the teams.")).toBeVisible();
  await page.getByTestId("festival-tab-teams").click();
  await expect(page.getByText("Gamma Goats").first()).toBeVisible();
});
