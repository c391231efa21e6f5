import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";

// A funino festival on phones: the organiser creates it in the wizard with a pasted team list, publishes it and
// taps three rounds in the control centre; a parent's phone shows its team's next pitch without a reload; with
// results hidden, no outcome reaches the parent (page answers and live events); the QR poster decodes to the page.

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";
const TEAMS = ["FC Blau", "SV Rot", "TuS Grün", "VfL Gelb", "SC Weiß", "DJK Schwarz", "Eintracht Süd", "Borussia Nord"];

test.use({ viewport: PHONE });

type Game = { pitch: string; first: string; second: string };
type PublicFestival = {
  currentRound: number;
  teams: Array<{ id: string; name: string }>;
  rounds: Array<{ round: number; games: Game[]; outcomes: unknown[] }>;
};

/** Reads the festival's live stream from the test process and keeps every event's raw data. */
function followStream(id: string) {
  const controller = new AbortController();
  const events: string[] = [];
  const done = (async () => {
    const res = await fetch(`${base()}/api/v1/live/tment/${id}`, {
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      for (const line of decoder.decode(chunk.value).split("\n")) if (line.startsWith("data: ")) events.push(line);
    }
  })().catch(() => undefined);
  return {
    events,
    stop: async () => {
      controller.abort();
      await done;
    },
  };
}

/** Taps the first team's win on every card of the current round, then waits for the next round's title. */
async function playRound(page: Page, round: number, total: number) {
  await expect(page.getByRole("heading", { name: `Round ${round} of ${total}` })).toBeVisible();
  const cards = page.getByTestId("festival-game");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await card.getByRole("button", { name: /wins$/ }).first().click();
    // The round's last outcome: the server computes the next round, which replaces these cards.
    if (i < count - 1) await expect(card.getByText("Entered")).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: `Round ${round + 1} of ${total}` })).toBeVisible();
}

test("a festival from the wizard to three rounds, followed live by a parent; hidden results never reach the parent", async ({
  context,
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  await logIn(context, { displayName: "Fiona Festival" });

  // The wizard: the festival mode, a name and day, a pasted team list.
  await page.goto("/en/create-tournament");
  await page.getByText("Funino festival", { exact: true }).click();
  await page.getByLabel("Festival name").fill("Herbstfest U9");
  await page.getByRole("textbox", { name: "Day" }).fill("2030-05-04");
  await page.getByLabel("Paste a list").fill(TEAMS.join("\n"));
  await page.getByRole("button", { name: "Add teams from the list" }).click();
  // Parents follow with the link (public results stay off: the default).
  await page.getByRole("radio", { name: "With the link" }).check();
  await expect(page.getByText("8 teams added.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create festival" }).click();
  await page.waitForURL(/\/en\/tmentOverview\/[0-9a-f-]{36}/);
  const id = /tmentOverview\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  await expect(page.locator("[data-ready]").first()).toBeVisible({ timeout: 30_000 });

  // Publish (results stay hidden: the default).
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("The festival is published", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A parent's phone follows FC Blau; every answer of the festival's API is kept to check it.
  const parent = await browser.newContext({ viewport: PHONE, baseURL: base() });
  await parent.addCookies([{ name: "cerez", value: "false", url: base() }]);
  const phone = await parent.newPage();
  const answers: string[] = [];
  phone.on("response", async (res) => {
    if (res.url().includes("/api/v1/auth/funino")) answers.push(await res.text().catch(() => ""));
  });
  await openLoaded(phone, `/en/funino/${id}`);
  await phone.getByLabel("Your team").selectOption({ label: "FC Blau" });
  await expect(phone.getByText(/Now: Round 1 · /)).toBeVisible();
  await expectNoAxeViolations(phone);
  const stream = followStream(id);

  for (let round = 1; round <= 3; round++) {
    await playRound(page, round, 5);
    // The next round's pitch reaches the parent by itself.
    await expect(phone.getByText(new RegExp(`Now: Round ${round + 1} · `))).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByRole("heading", { name: "Round 4 of 5" })).toBeVisible();

  // The parent's "now" names the pitch and opponent the server planned for FC Blau.
  const festival = (await (await phone.request.get(`/api/v1/auth/funino/${id}`)).json()) as PublicFestival;
  const blau = festival.teams.find((t) => t.name === "FC Blau")?.id as string;
  const game = festival.rounds[3]?.games.find((g) => g.first === blau || g.second === blau);
  if (game) {
    const opponent = festival.teams.find((t) => t.id === (game.first === blau ? game.second : game.first))?.name;
    await expect(phone.getByText(`Now: Round 4 · Pitch ${game.pitch} vs ${opponent}`)).toBeVisible();
  }

  // Hidden results: no outcome in any answer the parent's page got, nor in any live event.
  await stream.stop();
  expect(answers.length).toBeGreaterThan(0);
  for (const body of answers) expect(body).not.toMatch(/"outcome":|"score":|"decidedWinner":/);
  expect(stream.events.length).toBeGreaterThan(0);
  for (const data of stream.events) expect(data).not.toMatch(/"outcome"|"score"/);
  expect(festival.rounds.every((r) => r.outcomes.length === 0)).toBe(true);
  await parent.close();

  // The QR poster decodes to the festival's public page.
  const pdf = await context.request.post("/api/v1/spielplan/funinopdfqrcode", {
    data: { tmentid: id, lang: "en", kind: "poster" },
  });
  expect(pdf.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "festival-qr-"));
  try {
    writeFileSync(path.join(dir, "poster.pdf"), await pdf.body());
    execFileSync("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", "poster.pdf", "page"], { cwd: dir });
    const png = execFileSync("ls", [dir])
      .toString()
      .split("\n")
      .find((f) => f.endsWith(".png")) as string;
    const decoded = execFileSync("zbarimg", ["--quiet", "--raw", path.join(dir, png)])
      .toString()
      .trim();
    expect(decoded).toBe(`${base()}/en/funino/${id}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
