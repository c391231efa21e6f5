import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

const PHONE = { width: 360, height: 780 };

/** Uploads a logo through the files API and sets it on the tournament; answers the file id. */
async function setLogo(request: APIRequestContext, id: string): Promise<string> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 4, background: "#1c7ed6" } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/v1/files/upload", {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const logo = (await uploaded.json()) as { id: string; width: number };
  expect(logo.width).toBe(256);
  const view = (await (await request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    general: Record<string, unknown>;
  };
  const saved = await request.put("/api/v1/tment/ueditallgemein", {
    data: { id, general: { ...view.general, logoFileId: logo.id } },
  });
  expect(saved.status()).toBe(200);
  return logo.id;
}

// Cookie choice already made (declined), so the consent banner does not cover the phone screen.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cerez", value: "false", url: process.env.E2E_BASE_URL ?? "" }]);
});

test("the organiser downloads the schedule and the QR poster from the share tab and sees the QR codes", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await logIn(context, { displayName: "Sara Share" });
  const id = await createTournament(context.request, "Şile Kupası", {
    visibility: "public",
    venue: { name: "Sportpark Süd", city: "Köln" },
    pitches: 2,
    publish: true,
  });
  const logoId = await setLogo(context.request, id);

  await openLoaded(page, `/en/tmentOverview/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Şile Kupası" })).toBeVisible();
  await page.getByRole("tab", { name: "Share" }).click();
  await expect(page.getByRole("heading", { name: "Print and share" })).toBeVisible();
  const qr = page.getByRole("img", { name: "QR code with the link to the tournament page" });
  await expect(qr).toBeVisible();
  await expect(page.getByText("QR codes and PDF schedules are not available yet.")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The schedule PDF, in the page's language, as a download.
  const [schedule] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Schedule (PDF)" }).click(),
  ]);
  // Named in the page's language, with the tournament's own letters.
  expect(schedule.suggestedFilename()).toBe("schedule-Şile-Kupası.pdf");
  const scheduleBytes = await readFile((await schedule.path()) as string);
  expect(scheduleBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(scheduleBytes.includes(Buffer.from("/Subtype /Image"))).toBe(true);

  const [poster] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "QR poster (PDF)" }).click(),
  ]);
  expect(poster.suggestedFilename()).toBe("QR-poster-Şile-Kupası.pdf");
  expect((await readFile((await poster.path()) as string)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The QR image link answers a PNG.
  const href = await page.getByRole("link", { name: "QR code (PNG)" }).getAttribute("href");
  expect(href).toContain(`/api/v1/spielplan/qrcode/${id}?lang=en`);
  const png = await context.request.get(href as string);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");

  // A new reporter link comes with its QR code.
  await page.getByLabel("Name of the link (for example the referee)").fill("Referee pitch 1");
  await page.getByRole("button", { name: "Create reporter link" }).click();
  await expect(page.getByRole("img", { name: "QR code of the reporter link" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The public page shows the logo beside the name, for anonymous visitors too.
  await context.clearCookies();
  await openLoaded(page, `/en/tournament/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Şile Kupası" })).toBeVisible();
  const logo = page.locator(`header img[src="/api/v1/files/${logoId}"]`);
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
});
