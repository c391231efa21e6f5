import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openLoaded } from "./support/pages.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// A parent publishes photos of a tournament; an anonymous visitor on a phone finds them from the tournament page and
// browses them in the lightbox by keyboard; a link-only album opens with its key only; the tournament's organiser
// hides a photo and the visitors no longer see it (issue 17, item 3).

const PHONE = { width: 360, height: 780 };
const base = () => process.env.E2E_BASE_URL ?? "";

/** A context without the cookie banner (consent refused), logged in or not. */
async function newContext(browser: Browser, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: base() });
  await context.addCookies([{ name: "cerez", value: "false", url: base() }]);
  return context;
}

/** Uploads a small JPEG (its own colour, so de-duplication keeps each) as a photo; answers the file id. */
async function uploadPhoto(request: APIRequestContext, shade: number): Promise<string> {
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 120, b: 255 - shade } },
  })
    .jpeg()
    .toBuffer();
  const res = await request.post("/api/v1/files/upload?purpose=photo", {
    multipart: { file: { name: `photo-${shade}.jpg`, mimeType: "image/jpeg", buffer: jpeg } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

type SavedAlbum = { id: string; linkKey: string; photos: Array<{ fileId: string; thumbUrl: string }> };

async function saveAlbum(request: APIRequestContext, body: Record<string, unknown>): Promise<SavedAlbum> {
  const res = await request.post("/api/v1/g/gsave", { data: { consentConfirmed: true, ...body } });
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedAlbum;
}

test("a visitor at 360 px finds a tournament's album, browses it by keyboard; link-only needs its key; an organiser hides a photo", async ({
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  // The organiser's tournament; a parent (another account) publishes the photos of it.
  await logIn(context, { displayName: "Olga Organiser" });
  const tournamentId = await createTournament(context.request, "Photo Cup", { visibility: "public", publish: true });
  const parent = await newContext(browser);
  await logIn(parent, { displayName: "Paula Parent" });
  const files = [await uploadPhoto(parent.request, 10), await uploadPhoto(parent.request, 90)];
  files.push(await uploadPhoto(parent.request, 170));
  const album = await saveAlbum(parent.request, {
    title: "Photo Cup match day",
    description: "Our under-11s at the Photo Cup.",
    tournamentId,
    visibility: "public",
    photos: files.map((fileId, i) => ({ fileId, caption: i === 1 ? "Kick-off of the final" : "" })),
  });
  const linkOnly = await saveAlbum(parent.request, {
    title: "Team dinner",
    visibility: "link",
    photos: [{ fileId: files[0], caption: "" }],
  });

  // Anonymous, on a phone: the tournament page lists the album near its end, with its photo count.
  const phone = await newContext(browser);
  const page = await phone.newPage();
  await openLoaded(page, `/en/tournament/${tournamentId}`);
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByRole("link", { name: /Photo Cup match day/ })).toContainText("3 photos");
  await photos.getByRole("link", { name: /Photo Cup match day/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/gallery/${album.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Photo Cup match day" })).toBeVisible();
  await expect(page.getByText("Our under-11s at the Photo Cup.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the tournament page" })).toHaveAttribute(
    "href",
    `/en/tournament/${tournamentId}`,
  );

  // Thumbnails: lazy, both sizes offered, named by their caption or their place.
  const thumbs = page.locator("[data-photo]");
  await expect(thumbs).toHaveCount(3);
  const first = page.getByRole("button", { name: "Photo 1 of 3" });
  await expect(page.getByRole("button", { name: "Kick-off of the final" })).toBeVisible();
  const img = first.locator("img");
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect(img).toHaveAttribute("srcset", /size=thumb \d+w, .*size=display 640w/);
  await expect(img).toHaveAttribute("width", "640");
  await expectNoAxeViolations(page);

  // The lightbox by keyboard: Enter opens, arrows step and wrap, Escape closes and focus is back on the thumbnail.
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Photo 1 of 3" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Photo 2 of 3" })).toContainText("Kick-off of the final");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  const last = page.getByRole("dialog", { name: "Photo 3 of 3" });
  await expect(last).toBeVisible();
  await expect(last.locator("img")).toHaveAttribute("src", /size=display/);
  await expect(last.getByRole("button", { name: "Previous photo" })).toBeVisible();
  await expect(last.getByRole("button", { name: "Next photo" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Photo 3 of 3" })).toBeFocused();

  // A link-only album: with its key (in the fragment, never sent with the page) it opens, never indexed; without
  // it the album call answers 404 and so does the page. A private album's page is a 404 from the server already.
  const shell = await page.goto(`/en/gallery/${linkOnly.id}#key=${linkOnly.linkKey}`);
  expect(shell?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Team dinner" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  const [withoutKey] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/v1/g/galbum")),
    page.goto(`/en/gallery/${linkOnly.id}`),
  ]);
  expect(withoutKey.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Album not found" })).toBeVisible();
  await expect(page.getByText("Team dinner")).toHaveCount(0);
  await saveAlbum(parent.request, { id: linkOnly.id, title: "Team dinner", visibility: "private", photos: [] });
  await page.goto("about:blank");
  expect((await page.goto(`/en/gallery/${linkOnly.id}#key=${linkOnly.linkKey}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Album not found" })).toBeVisible();

  // The organiser hides the second photo (after a confirmation); the mark shows it to them.
  const organiser = await context.newPage();
  await organiser.setViewportSize(PHONE);
  await organiser.goto(`/en/gallery/${album.id}`);
  await expect(organiser.getByText("You organise this album's tournament")).toBeVisible();
  const toggles = organiser.getByRole("button", { name: "Hide from the tournament page" });
  await expect(toggles).toHaveCount(3);
  await toggles.nth(1).click();
  const confirm = organiser.getByRole("dialog", { name: "Hide this photo?" });
  await confirm.getByRole("button", { name: "Hide photo" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(organiser.getByText("Hidden from the tournament page", { exact: true })).toBeVisible();
  await expect(organiser.getByRole("button", { name: "Show again" })).toHaveCount(1);
  await expectNoAxeViolations(organiser);

  // Visitors no longer see it: not in the album, not as a file; the tournament page counts two.
  await page.goto(`/en/gallery/${album.id}`);
  await expect(page.getByRole("button", { name: "Photo 2 of 2" })).toBeVisible();
  await expect(page.locator("[data-photo]")).toHaveCount(2);
  await expect(page.getByText("Kick-off of the final")).toHaveCount(0);
  const hiddenThumb = album.photos[1]?.thumbUrl ?? "";
  expect((await phone.request.get(hiddenThumb)).status()).toBe(404);
  const fresh = await newContext(browser);
  const visitor = await fresh.newPage();
  await openLoaded(visitor, `/en/tournament/${tournamentId}`);
  await expect(
    visitor.getByRole("region", { name: "Photos" }).getByRole("link", { name: /Photo Cup match day/ }),
  ).toContainText("2 photos");
  await Promise.all([parent.close(), phone.close(), fresh.close()]);
});
