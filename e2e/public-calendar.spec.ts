// The public page's calendar area on a phone: subscribe (webcal), copy the address for "From URL", download once.
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

test("a parent subscribes to a team's matches: webcal link, copyable address, readable download name", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: "cerez", value: "false", url: baseURL ?? "" }]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logIn(context, { displayName: "Calendar Carla" });
  const id = await createTournament(context.request, "Brück Cup", {
    visibility: "public",
    venue: { name: "Sportpark", city: "Köln" },
    publish: true,
  });
  // The longest kind of name: the button wraps instead of widening the page.
  const LONG = "FC Junkers Rot-Weiß Sportfreunde 1920 II";
  const view = (await (await context.request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    teams: Array<{ id: string; name: string }>;
  };
  const renamed = await context.request.put("/api/v1/tment/ueditteams", {
    data: { id, teams: view.teams.map((team) => ({ id: team.id, name: team.name === "Team 2" ? LONG : team.name })) },
  });
  expect(renamed.status()).toBe(200);
  await page.setViewportSize({ width: 360, height: 780 });
  await openLoaded(page, `/en/tournament/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Brück Cup" })).toBeVisible();

  const area = page.locator("[data-calendar-links]");
  await expect(area.getByRole("heading", { name: "Matches in your calendar" })).toBeVisible();
  await expect(area.getByText(/Subscribe once and your calendar updates itself/)).toBeVisible();
  const host = new URL(baseURL ?? "").host;
  await expect(area.getByRole("link", { name: "Subscribe to all matches" })).toHaveAttribute(
    "href",
    `webcal://${host}/api/v1/calendar/tment/${id}?lang=en`,
  );

  await page.getByLabel("Follow a team").selectOption({ label: LONG });
  const subscribe = area.getByRole("link", { name: `Subscribe to ${LONG}'s matches` });
  const href = (await subscribe.getAttribute("href")) ?? "";
  expect(href).toMatch(new RegExp(`^webcal://${host}/api/v1/calendar/tment/${id}\\?lang=en&team=`));
  await area.getByRole("button", { name: "Copy calendar address" }).click();
  await expect(area.getByRole("button", { name: "Address copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(href.replace(/^webcal:/, "http:"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await area.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/h5-offline-calendar.png" });
  await expectNoAxeViolations(page);

  // The copied address is the calendar itself: a calendar app subscribing to it gets the current plan.
  const feed = await context.request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.headers()["content-disposition"]).toMatch(
    /^attachment; filename="calendar-FC-Junkers-Rot-Weiss-Sportfreunde-1920-II\.ics"; filename\*=UTF-8''calendar-FC-Junkers-Rot-Wei%C3%9F/,
  );
  expect(await feed.text()).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M");
  // The one-off download keeps its own link.
  await expect(area.getByRole("link", { name: `Add the matches of ${LONG} to your calendar` })).toHaveAttribute(
    "download",
    "",
  );
});
