import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";
import { createTournament } from "./support/tournaments.ts";

// The owner's gallery on the club page at phone width: upload with progress, reorder by keyboard, captions, cover,
// publishing only after the consent confirmation.

/** Small JPEGs of different colours (different bytes, so none is a duplicate of another). */
async function photos(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      name: `photo-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

type OwnAlbums = {
  albums: Array<{
    id: string;
    title: string;
    visibility: string;
    tournamentId: string | null;
    coverFileId: string | null;
    consent?: { confirmedAt: string } | null;
    photos: Array<{ fileId: string; caption: string }>;
  }>;
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

test("club page: upload 5 photos, reorder by keyboard, caption, cover, publish after consent", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await logIn(context, { displayName: "Gallery Coach" });
  const tournamentId = await createTournament(page.request, "Gallery Cup", { visibility: "public", publish: true });

  await page.goto("/en/club");
  const gallery = page.getByRole("region", { name: "Photo albums" });
  await expect(gallery.getByText("You have no albums yet.")).toBeVisible();
  await gallery.getByRole("button", { name: "New album" }).click();

  await gallery.getByLabel("Title").fill("Gallery Cup 2030");
  await gallery.getByRole("radio", { name: "One of my tournaments" }).check();
  await gallery.getByLabel("Tournament", { exact: true }).selectOption({ label: "Gallery Cup" });

  // Five files at once through the file picker (the drop zone takes the same list): a progress bar each.
  await expect(gallery.getByRole("button", { name: "Choose photos" })).toBeVisible();
  await gallery.locator('input[type="file"]').setInputFiles(await photos(5));
  for (let i = 1; i <= 5; i++) {
    await expect(gallery.getByRole("progressbar", { name: `Upload progress of photo-${i}.jpg` })).toBeVisible();
  }
  await expect(gallery.locator('[data-upload-status="done"]')).toHaveCount(5, { timeout: 30_000 });
  const list = gallery.getByRole("list", { name: "Photos of the album in order" });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  // Uploads finish in any order: read the order they landed in.
  const before = await list.getByRole("listitem").evaluateAll((items) => items.map((li) => li.dataset.fileId ?? ""));
  for (const photo of await list.getByRole("img").all()) {
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).toHaveAttribute("src", /size=thumb/);
  }

  // The same photo uploaded again is recognised by the server and not added twice.
  await gallery.locator('input[type="file"]').setInputFiles((await photos(1))[0] as never);
  await expect(gallery.getByText(/already uploaded before, not stored twice/)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(5);

  // Keyboard: photo 1 moves down twice; the focus stays on its button and each move is announced.
  await gallery.getByRole("button", { name: "Move photo 1 down" }).focus();
  await page.keyboard.press("Enter");
  await expect(gallery.getByText("Photo 1 moved to position 2 of 5.")).toBeVisible();
  await expect(gallery.getByRole("button", { name: "Move photo 2 down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(gallery.getByText("Photo 2 moved to position 3 of 5.")).toBeVisible();
  await expect(gallery.getByRole("button", { name: "Move photo 3 down" })).toBeFocused();
  const expected = [before[1], before[2], before[0], before[3], before[4]];
  await expect
    .poll(() => list.getByRole("listitem").evaluateAll((items) => items.map((li) => li.dataset.fileId ?? "")))
    .toEqual(expected);

  await gallery.getByLabel("Caption of photo 1").fill("Warm-up");
  await gallery.getByLabel("Caption of photo 3").fill("The final whistle");
  await gallery.getByRole("button", { name: "Use photo 3 as cover" }).click();
  await expect(gallery.getByRole("button", { name: "Use photo 3 as cover" })).toHaveAttribute("aria-pressed", "true");
  await gallery.getByRole("radio", { name: "Public" }).check();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // Publishing asks for the consent first; Cancel sends nothing.
  await gallery.getByRole("button", { name: "Save album" }).click();
  const consent = page.getByRole("dialog", { name: "Do you have the consent?" });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(page);
  await consent.getByRole("button", { name: "I have the consent, publish" }).click();
  await expect(page.getByText("Album saved.")).toBeVisible();
  await expect(consent).toBeHidden();
  await expect(gallery.getByRole("textbox", { name: "Address of the album" })).toHaveValue(
    /\/en\/gallery\/[0-9a-f-]+$/,
  );

  const own = (await (await page.request.post("/api/v1/g/galauser", { data: { id: user.id } })).json()) as OwnAlbums;
  expect(own.albums).toHaveLength(1);
  const album = own.albums[0];
  expect(album?.visibility).toBe("public");
  expect(album?.tournamentId).toBe(tournamentId);
  expect(album?.consent?.confirmedAt).toBeTruthy();
  expect(album?.photos.map((p) => p.fileId)).toEqual(expected);
  expect(album?.photos.map((p) => p.caption)).toEqual(["Warm-up", "", "The final whistle", "", ""]);
  expect(album?.coverFileId).toBe(expected[2]);

  // Anybody sees it from the tournament's public albums.
  const listed = (await (await request.get(`/api/v1/auth/tment/galleries/${tournamentId}`)).json()) as {
    albums: Array<{ id: string; photoCount: number }>;
  };
  expect(listed.albums).toEqual([expect.objectContaining({ id: album?.id, photoCount: 5 })]);

  // Back in the list: the album with its photo count and visibility.
  await gallery.getByRole("button", { name: "Back to albums" }).click();
  await expect(gallery.getByRole("button", { name: "Edit album Gallery Cup 2030" })).toBeVisible();
  await expect(gallery.getByText("5 photos")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("account page: a published album's photo is taken down at once; the album is deleted after confirming", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const user = await logIn(context, { displayName: "Gallery Parent" });
  await page.goto("/en/userAccount");
  const gallery = page.getByRole("region", { name: "Photo albums" });
  await gallery.getByRole("button", { name: "New album" }).click();
  await gallery.getByLabel("Title").fill("Season photos");
  // Two photos dropped onto the drop zone, and a web page named .jpg chosen with the picker.
  const dropped = (await photos(2)).map((f) => ({ name: f.name, base64: f.buffer.toString("base64") }));
  const transfer = await page.evaluateHandle((files) => {
    const dt = new DataTransfer();
    for (const f of files) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: "image/jpeg" }));
    }
    return dt;
  }, dropped);
  await gallery.getByTestId("photo-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
  await gallery.locator('input[type="file"]').setInputFiles({
    name: "page.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<html><body>no photo</body></html>"),
  });
  await expect(gallery.locator('[data-upload-status="done"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(gallery.locator('[data-upload-status="failed"]').getByRole("alert")).toContainText(
    /not a supported photo|could not be read/,
  );
  // Reorder by dragging: photo 2 onto photo 1's place.
  const items = gallery.getByRole("list", { name: "Photos of the album in order" }).getByRole("listitem");
  const order = await items.evaluateAll((els) => els.map((el) => el.dataset.fileId ?? ""));
  await items.nth(1).dragTo(items.nth(0));
  await expect
    .poll(() => items.evaluateAll((els) => els.map((el) => el.dataset.fileId ?? "")))
    .toEqual([order[1], order[0]]);
  await gallery.getByRole("radio", { name: "With the link" }).check();
  await gallery.getByRole("button", { name: "Save album" }).click();
  await page.getByRole("button", { name: "I have the consent, publish" }).click();
  // The link-only address carries the key, with a copy button.
  await expect(gallery.getByRole("textbox", { name: "Address of the album" })).toHaveValue(
    /\/en\/gallery\/[0-9a-f-]+#key=.+$/,
  );
  await expect(gallery.getByRole("button", { name: "Copy the address of the album" })).toBeVisible();

  await gallery.getByRole("button", { name: "Remove photo 1" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this photo?" });
  await expect(confirm).toContainText("taken down at once");
  await confirm.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByText("The photo has been taken down.")).toBeVisible();
  const own = (await (await page.request.post("/api/v1/g/galauser", { data: { id: user.id } })).json()) as OwnAlbums;
  expect(own.albums[0]?.photos).toHaveLength(1);

  await gallery.getByRole("button", { name: "Delete album" }).click();
  await page.getByRole("dialog", { name: "Delete this album?" }).getByRole("button", { name: "Delete album" }).click();
  await expect(gallery.getByText("You have no albums yet.")).toBeVisible();
});

test("club page: the club logo uploads, is saved on the account and can be removed", async ({ page, context }) => {
  await logIn(context, { displayName: "Logo Coach" });
  await page.goto("/en/club");
  const profile = page.getByRole("region", { name: "Club profile" });
  const logo = await sharp({ create: { width: 256, height: 256, channels: 4, background: "#1c7ed6" } })
    .png()
    .toBuffer();
  await profile.locator('input[type="file"]').setInputFiles({ name: "club.png", mimeType: "image/png", buffer: logo });
  await expect(profile.getByRole("img", { name: "Preview: Club logo" })).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Saved on the account: still there after a reload, and the image is served.
  await page.reload();
  const preview = profile.getByRole("img", { name: "Preview: Club logo" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await profile.getByRole("button", { name: "Remove image" }).click();
  await expect(preview).toBeHidden();
  await page.reload();
  await expect(profile.getByRole("button", { name: "Choose image" })).toBeVisible();
  await expect(profile.getByRole("img", { name: "Preview: Club logo" })).toHaveCount(0);
});
