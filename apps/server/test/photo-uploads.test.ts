// Photo uploads through the files service: formats decided by the bytes, re-encoding (EXIF/GPS gone, upright),
// two WebP sizes, de-duplication per owner, the 15 MB limit, the account quotas and broken uploads.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import { createUser, type TestUser } from "./support/tournament-factories.ts";
import { getFile, multipart, uploadPhoto } from "./support/uploads.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const upload = (user: TestUser | null, data: Buffer, opts: Parameters<typeof uploadPhoto>[3] = {}) =>
  uploadPhoto(t.app, user, data, opts);

/** A 3000×1500 JPEG with camera and GPS EXIF, rotated by 90° (EXIF orientation 6). */
const jpegWithGps = (background = "#3366cc") =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 8/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "11/1 34/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

async function filesOf(user: TestUser) {
  const rows = await t.database.db.execute(sql`select id from files where owner_id = ${user.id}`);
  return (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
}

const storedCount = () => {
  const root = path.join(t.config.dataDir, "files");
  if (!existsSync(root)) return 0;
  return readdirSync(root).reduce((n, dir) => n + readdirSync(path.join(root, dir)).length, 0);
};

describe("photo formats, decided by the bytes", () => {
  it.each([
    ["JPEG", () => solid(64, 48, "#123456").jpeg().toBuffer()],
    ["PNG", () => solid(64, 48, "#123456").png().toBuffer()],
    ["WebP", () => solid(64, 48, "#123456").webp().toBuffer()],
    ["HEIF (AVIF-coded)", () => solid(64, 48, "#123456").heif({ compression: "av1" }).toBuffer()],
  ])("accepts %s sent with a misleading name and type, stored as WebP in two sizes", async (_name, make) => {
    const res = await upload(owner, await make(), { filename: "notes.txt", type: "text/plain" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/webp", purpose: "photo", width: 64, height: 48 });
    expect(res.body.url).toBe(`/api/v1/files/${res.body.id}?size=display`);
    expect(res.body.thumbUrl).toBe(`/api/v1/files/${res.body.id}?size=thumb`);
    const thumb = await getFile(t.app, res.body.thumbUrl, owner);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe("webp");
  });

  it("refuses an HTML or SVG document named .jpg (415 naming the field), storing nothing", async () => {
    const user = await createUser(t.database);
    const before = storedCount();
    for (const doc of [
      "<!doctype html><html><script>alert(1)</script></html>",
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      const res = await upload(user, Buffer.from(doc), { filename: "holiday.jpg", type: "image/jpeg" });
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe("UNSUPPORTED_FILE_TYPE");
      expect(res.body.error.fields[0].field).toBe("file");
    }
    expect(await filesOf(user)).toHaveLength(0);
    expect(storedCount()).toBe(before);
  });

  it("answers 400 UNREADABLE_IMAGE for a HEIC the image library cannot decode", async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(400, 3)]);
    const res = await upload(owner, fake, { filename: "IMG_0001.HEIC", type: "image/heic" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("UNREADABLE_IMAGE");
    expect(res.body.error.fields[0].field).toBe("file");
  });
});

describe("re-encoding", () => {
  it("removes EXIF and GPS and applies the orientation in both sizes", async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const res = await upload(owner, input);
    expect(res.status).toBe(201);
    // 3000×1500 turned upright is 1500×3000; the display size fits 2048 px, the thumbnail 480 px.
    expect(res.body).toMatchObject({ width: 1024, height: 2048 });
    for (const [url, size] of [
      [res.body.url, [1024, 2048]],
      [res.body.thumbUrl, [240, 480]],
    ] as const) {
      const file = await getFile(t.app, url, owner);
      expect(file.statusCode).toBe(200);
      expect(file.headers["cache-control"]).toBe("private, no-cache");
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual(size);
      expect(file.rawPayload.includes(Buffer.from("Secret Model"))).toBe(false);
      expect(file.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
    }
  });
});

describe("de-duplication", () => {
  it("the same bytes uploaded again by the same user answer the stored file; another user gets their own", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const bytes = await solid(300, 200, "#aa5500").jpeg().toBuffer();
    const first = await upload(user, bytes);
    expect(first.status).toBe(201);
    expect(first.body.duplicate).toBe(false);
    const stored = storedCount();
    const again = await upload(user, bytes, { filename: "copy.jpg" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, duplicate: true });
    expect(await filesOf(user)).toHaveLength(1);
    expect(storedCount()).toBe(stored);
    const theirs = await upload(other, bytes);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });
});

describe("limits", () => {
  it("accepts a photo above the logo limit and refuses one above 15 MB with 413 FILE_TOO_LARGE", async () => {
    const user = await createUser(t.database);
    const noisy = await sharp({
      create: {
        width: 1800,
        height: 1300,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await upload(user, noisy, { filename: "big.png", type: "image/png" })).status).toBe(201);

    const huge = Buffer.concat([await solid(100, 100, "#fff").jpeg().toBuffer(), Buffer.alloc(15 * 1024 * 1024, 1)]);
    const res = await upload(user, huge);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("FILE_TOO_LARGE");
    expect(res.body.error.fields).toEqual([{ field: "file", message: expect.stringContaining("15 MB") }]);
    expect(await filesOf(user)).toHaveLength(1);
  });

  it("a logo upload keeps its 5 MB limit", async () => {
    const big = Buffer.concat([await solid(100, 100, "#fff").jpeg().toBuffer(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(owner, big, { query: "?purpose=logo" });
    expect(res.status).toBe(413);
    expect(res.body.error.fields[0].message).toContain("5 MB");
  });

  it("answers 413 PHOTO_QUOTA_EXCEEDED at the photo count and 413 STORAGE_QUOTA_EXCEEDED at the byte quota", async () => {
    const user = await createUser(t.database);
    const photo = await solid(50, 50, "#0f0").jpeg().toBuffer();
    await t.database.db.execute(sql`
      insert into files (owner_id, purpose, content_type, width, height, size_bytes, storage_key)
      select ${user.id}, 'photo', 'image/webp', 1, 1, 10, gen_random_uuid()::text from generate_series(1, 1000)`);
    const full = await upload(user, photo);
    expect(full.status).toBe(413);
    expect(full.body.error.code).toBe("PHOTO_QUOTA_EXCEEDED");

    const heavy = await createUser(t.database);
    await t.database.db.execute(sql`
      insert into files (owner_id, purpose, content_type, width, height, size_bytes, storage_key)
      values (${heavy.id}, 'photo', 'image/webp', 1, 1, ${1024 * 1024 * 1024 - 100}, gen_random_uuid()::text)`);
    const before = storedCount();
    const over = await upload(heavy, photo);
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(over.body.error.fields[0].field).toBe("file");
    expect(await filesOf(heavy)).toHaveLength(1);
    expect(storedCount()).toBe(before);
  });
});

describe("broken uploads", () => {
  it("a photo cut off in the middle answers 400 IMAGE_TRUNCATED naming the field; nothing is stored", async () => {
    const user = await createUser(t.database);
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const before = storedCount();
    const res = await upload(user, whole.subarray(0, whole.length >> 1));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("IMAGE_TRUNCATED");
    expect(res.body.error.fields[0].field).toBe("file");
    expect(await filesOf(user)).toHaveLength(0);
    expect(storedCount()).toBe(before);
  });

  it("a multipart body cut off answers 400 MULTIPART_INVALID; an unknown purpose 400 naming purpose", async () => {
    const user = await createUser(t.database);
    const body = multipart(await solid(40, 40, "#00f").jpeg().toBuffer(), "a.jpg", "image/jpeg", { purpose: "photo" });
    const cut = await t.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      payload: body.payload.subarray(0, body.payload.length - 30),
      headers: { ...body.headers, cookie: user.cookie },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.code).toBe("MULTIPART_INVALID");
    const odd = multipart(await solid(40, 40, "#00f").jpeg().toBuffer(), "a.jpg", "image/jpeg", { purpose: "poster" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      payload: odd.payload,
      headers: { ...odd.headers, cookie: user.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe("purpose");
    expect(await filesOf(user)).toHaveLength(0);
  });
});
