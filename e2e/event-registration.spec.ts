// An event's one registration (issue 19 item 4) on a phone: a club opens /en/eventRegister/{id}, sees its age
// groups (one closed, disabled with the reason), ticks U9 and U13, enters a different team under each (names
// suggested from the club, its own birth years: a U13 team with U9 birth years is refused at its field), its contact
// data once, and sees the outcome per age group (U13 is full: waiting list). The organiser finds each team in its
// division's own list. Axe finds nothing.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";

async function json<T>(
  res: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>,
  status = 200,
) {
  const r = await res;
  expect(r.status(), await r.text()).toBe(status);
  return (await r.json()) as T;
}

/** U9 (born 2021–22, max 10, 4 teams), U13 (born 2017–18, max 4, full) and U11 (closed), published and public. */
async function createEvent(request: APIRequestContext, name: string) {
  const event = await json<{ id: string }>(
    request.post("/api/v1/event/create", {
      data: { name, startDate: "2030-06-13", visibility: "public", pitches: [{ id: "A", name: "Pitch A" }] },
    }),
    201,
  );
  const ids: string[] = [];
  for (const division of ["U9 Cup", "U13 Cup", "U11 Cup"]) {
    const after = await json<{ divisions: Array<{ tournamentId: string }> }>(
      request.post("/api/v1/event/division", { data: { id: event.id, mode: "normal", name: division } }),
      201,
    );
    ids.push(after.divisions.at(-1)?.tournamentId as string);
  }
  const settings = [
    { label: "U9", range: [2021, 2022], max: 10, open: true },
    { label: "U13", range: [2017, 2018], max: 4, open: true },
    { label: "U11", range: [2019, 2020], max: 8, open: false },
  ];
  for (const [i, id] of ids.entries()) {
    const s = settings[i] as (typeof settings)[number];
    const teams = Array.from({ length: 4 }, (_, n) => ({ name: `Team ${n + 1}`, seed: n + 1 }));
    await json(request.put("/api/v1/tment/ueditteams", { data: { id, teams } }));
    const view = await json<{ general: Record<string, unknown> }>(request.get(`/api/v1/tment/tmuser/${id}`));
    await json(
      request.put("/api/v1/tment/ueditallgemein", {
        data: {
          id,
          general: {
            ...view.general,
            ageGroup: { label: s.label, ageRange: { oldestBirthYear: s.range[0], youngestBirthYear: s.range[1] } },
            registration: { open: s.open, maxTeams: s.max },
          },
        },
      }),
    );
    await json(request.put("/api/v1/tment/status", { data: { id, status: "published" } }));
  }
  const [u9, u13, u11] = ids as [string, string, string];
  return { id: event.id, u9, u13, u11 };
}

test("a club registers its U9 and its U13 team in one form on a phone and sees the outcome per age group", async ({
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(context, { displayName: "Event Registration Organiser" });
  const name = `Youth Day ${randomUUID().slice(0, 6)}`;
  const { id, u9, u13 } = await createEvent(context.request, name);

  const phone = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await phone.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const page = await phone.newPage();
  // A fake clock: the bot check's minimum fill time passes by moving it, not by waiting.
  await page.clock.install();
  await openLoaded(page, `/en/eventRegister/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Register a team" })).toBeVisible();
  await expect(page.getByTestId("event-register-name")).toHaveText(name);
  const form = page.getByRole("form", { name: "Register a team for the event" });
  await expect(form.getByRole("checkbox", { name: "U11 Cup" })).toBeDisabled();
  await expect(form.getByText("Registration closed")).toBeVisible();
  await expect(form.getByText(/6 places left/)).toBeVisible();
  await expect(form.getByText(/Full: your team goes on the waiting list/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent without an age group: the form says so and puts the focus there.
  await form.getByRole("button", { name: "Send registration" }).click();
  await expect(form.getByText("Choose at least one age group.")).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "U9 Cup" })).toBeFocused();

  await form.getByRole("checkbox", { name: "U9 Cup" }).check();
  await form.getByRole("checkbox", { name: "U13 Cup" }).check();
  const u9Team = form.getByRole("group", { name: "Your team for U9 Cup" });
  const u13Team = form.getByRole("group", { name: "Your team for U13 Cup" });
  await expect(u13Team.getByTestId("registration-age-range")).toContainText("2017–2018");
  const email = `club-${Date.now()}@example.org`;
  await form.getByLabel("Club", { exact: true }).fill("FC Phone");
  await form.getByLabel("Contact person").fill("Carla Coach");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  // Each team's name is suggested from the club and its age group; the U9 team has a name of its own.
  await expect(u9Team.getByLabel("Team name")).toHaveValue("FC Phone U9");
  await expect(u13Team.getByLabel("Team name")).toHaveValue("FC Phone U13");
  await u9Team.getByLabel("Team name").fill("FC Phone Minis");
  await u9Team.getByLabel("Number of players").fill("8");
  await u9Team.getByLabel("Oldest player's birth year").fill("2021");
  await u9Team.getByLabel("Youngest player's birth year").fill("2022");
  // The U13 team given the U9 birth years: refused at the U13 team's field, which gets the focus.
  await u13Team.getByLabel("Oldest player's birth year").fill("2021");
  await u13Team.getByLabel("Youngest player's birth year").fill("2022");
  await form.getByRole("button", { name: "Send registration" }).click();
  await expect(u13Team.getByText("These birth years do not fit U13 Cup (2017–2018).").first()).toBeVisible();
  await expect(u13Team.getByLabel("Oldest player's birth year")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("event-registration-form-360.png"), fullPage: true });

  await u13Team.getByLabel("Oldest player's birth year").fill("2017");
  await u13Team.getByLabel("Youngest player's birth year").fill("2018");
  await u13Team.getByLabel("Number of players").fill("11");
  await page.clock.fastForward(3500);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/event/register"));
  await form.getByRole("button", { name: "Send registration" }).click();
  expect((await answered).status()).toBe(201);

  const sent = page.getByTestId("event-registration-sent");
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId("event-registration-outcome")).toHaveText([
    "U9 Cup: registered, the organisers will confirm.",
    "U13 Cup: on the waiting list (place 1).",
  ]);
  await expect(sent).toContainText(email);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("event-registration-360.png"), fullPage: true });
  await phone.close();

  // The organiser: each team in its division's own list, with its own name, squad and birth years.
  type Entry = {
    teamName: string;
    email: string;
    state: string;
    players: number;
    oldestBirthYear: number;
    youngestBirthYear: number;
  };
  for (const [division, expected] of [
    [u9, ["FC Phone Minis", email, "pending", 8, 2021, 2022]],
    [u13, ["FC Phone U13", email, "waitlisted", 11, 2017, 2018]],
  ] as const) {
    const list = await json<{ entries: Entry[] }>(context.request.get(`/api/v1/wlist/waitinglist/${division}`));
    expect(
      list.entries.map((e) => [e.teamName, e.email, e.state, e.players, e.oldestBirthYear, e.youngestBirthYear]),
    ).toEqual([expected]);
  }
});
