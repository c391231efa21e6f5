// Files through the API: upload (auth, size, type by bytes, re-encoding without EXIF), download with its
// headers and authorization (owner, logo of a public / private tournament), delete by the owner only.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import { buildUser, client } from "./support/accounts.ts";
import { buildTournament, caller, createUser, makeEditor, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
  other = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** A multipart body with one file part. */
function multipart(data: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = `----kickoff${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(user: TestUser | null, data: Buffer, filename = "logo.jpg", type = "image/jpeg") {
  const body = multipart(data, filename, type);
  const opts: InjectOptions = {
    method: "POST",
    url: "/api/v1/files/upload",
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
  };
  const res = await t.app.inject(opts);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const get = (id: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/files/${id}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  });

/** A 400×200 JPEG taken at a GPS position, rotated by 90° (EXIF orientation 6). */
async function jpegWithGps() {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: "#3366cc" } })
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
}

/** Whether an EXIF block (little-endian TIFF, as sharp writes it) has a GPS IFD pointer (tag 0x8825). */
const hasGpsIfd = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) === true;

const pngWithAlpha = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe("POST files/upload", () => {
  it("answers 401 to anonymous callers", async () => {
    const res = await upload(null, await jpegWithGps());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("re-encodes a JPEG: upright by its EXIF orientation, without any EXIF or GPS data", async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(hasGpsIfd(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    expect([before.width, before.height]).toEqual([400, 200]);
    const res = await upload(owner, input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/jpeg", width: 200, height: 400 });
    expect(res.body.url).toBe(`/api/v1/files/${res.body.id}`);

    const file = await get(res.body.id, owner);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("private, no-cache");
    const bytes = file.rawPayload;
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(hasGpsIfd(after.exif)).toBe(false);
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    expect(bytes.includes(Buffer.from("Secret Model"))).toBe(false);
    // Stored under DATA_DIR/files, not somewhere a name could choose.
    expect(existsSync(path.join(t.config.dataDir, "files", res.body.id.slice(0, 2), res.body.id))).toBe(true);
  });

  it("keeps transparency as PNG and scales large images down to 1024 pixels", async () => {
    const res = await upload(owner, await pngWithAlpha(), "logo.png", "image/png");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/png", width: 1024, height: 512 });
  });

  it("accepts a photo of several MB (above the JSON body limit, below 5 MB)", async () => {
    const photo = await sharp({
      create: {
        width: 1400,
        height: 900,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(owner, photo, "photo.png", "image/png");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/jpeg", width: 1024 });
  });

  it("accepts WebP (stored as JPEG)", async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#00ff00" } })
      .webp()
      .toBuffer();
    const res = await upload(owner, webp, "logo.webp", "image/webp");
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe("image/jpeg");
  });

  it("decides the type by the bytes: a text file named .png with image/png is 415", async () => {
    const res = await upload(owner, Buffer.from("this is not an image at all\n".repeat(20)), "evil.png", "image/png");
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(res.body.error.message).toContain("file");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(owner, svg, "logo.svg", "image/svg+xml")).status).toBe(415);
  });

  it("refuses bytes that start like a PNG but do not decode with 415 UNREADABLE_IMAGE", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const res = await upload(owner, fake, "broken.png", "image/png");
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe("UNREADABLE_IMAGE");
  });

  it("answers 413 naming the field for files above 5 MB", async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload(owner, big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("FILE_TOO_LARGE");
    expect(res.body.error.fields).toEqual([{ field: "file", message: expect.stringContaining("5 MB") }]);
  });

  it("answers 400 FILE_MISSING without a multipart file", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      payload: { file: "nope" },
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("FILE_MISSING");
    expect(res.json().error.fields[0].field).toBe("file");
  });

  it("limits uploads per user (429 with Retry-After) without touching other users", async () => {
    const limited = await createUser(t.database);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    let last: Awaited<ReturnType<typeof upload>> | null = null;
    for (let i = 0; i < 31; i++) last = await upload(limited, tiny, "a.png", "image/png");
    expect(last?.status).toBe(429);
    expect(last?.body.error.code).toBe("RATE_LIMITED");
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    expect((await upload(other, tiny, "a.png", "image/png")).status).toBe(201);
  });
});

describe("GET files/{id} and POST files/delete", () => {
  it("a fresh upload is readable by its owner only; unknown and malformed ids are 404", async () => {
    const { body } = await upload(owner, await jpegWithGps());
    expect((await get(body.id, null)).statusCode).toBe(404);
    expect((await get(body.id, other)).statusCode).toBe(404);
    expect((await get(body.id, owner)).statusCode).toBe(200);
    expect((await get("00000000-0000-4000-8000-000000000000", owner)).json().error.code).toBe("FILE_NOT_FOUND");
    expect((await get("../../etc/passwd", owner)).statusCode).toBe(404);
    const again = await get(body.id, owner, { "if-none-match": `"${body.id}"` });
    expect(again.statusCode).toBe(304);
  });

  it("a logo of a public tournament is public; of a private one only for its owner and editors", async () => {
    const { body: logo } = await upload(owner, await pngWithAlpha(), "logo.png", "image/png");
    const view = await buildTournament(t.app, owner, { visibility: "private", status: "published", plan: false });
    const as = caller(t.app, owner);
    const general = { ...(view.general as Record<string, unknown>), logoFileId: logo.id };
    expect((await as("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general })).status).toBe(200);
    expect((await get(logo.id, null)).statusCode).toBe(404);
    const editor = await createUser(t.database);
    await makeEditor(t.app, owner, editor, view.id);
    const asEditor = await get(logo.id, editor);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.headers["cache-control"]).toBe("private, no-cache");

    const visible = { ...general, visibility: "public" };
    expect((await as("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general: visible })).status).toBe(200);
    const anon = await get(logo.id, null);
    expect(anon.statusCode).toBe(200);
    expect(anon.headers["content-type"]).toBe("image/png");
    expect(anon.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a tournament may take only the caller's own upload as its logo, so nobody can publish someone else's file", async () => {
    const { body: secret } = await upload(owner, await jpegWithGps());
    const view = await buildTournament(t.app, other, { visibility: "public", status: "published", plan: false });
    const general = { ...(view.general as Record<string, unknown>), logoFileId: secret.id };
    const refused = await caller(t.app, other)("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_FAILED");
    expect(refused.body.error.fields).toEqual([{ field: "general.logoFileId", message: expect.any(String) }]);
    const created = await caller(t.app, other)("POST", "/api/v1/tment/create", {
      name: "Borrowed logo",
      startDate: "2027-05-01",
      logoFileId: secret.id,
    });
    expect(created.status).toBe(400);
    expect(created.body.error.fields[0].field).toBe("logoFileId");
    // Even with the file's owner added as an editor of that tournament, the file stays private.
    await makeEditor(t.app, other, owner, view.id);
    expect((await get(secret.id, null)).statusCode).toBe(404);
    expect((await get(secret.id, other)).statusCode).toBe(404);
  });

  it("an editor may set their own upload as the logo, and an unchanged logo saves again for anyone", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "published", plan: false });
    const editor = await createUser(t.database);
    await makeEditor(t.app, owner, editor, view.id);
    const { body: logo } = await upload(editor, await jpegWithGps());
    const general = { ...(view.general as Record<string, unknown>), logoFileId: logo.id };
    expect((await caller(t.app, editor)("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general })).status).toBe(
      200,
    );
    expect((await get(logo.id, null)).statusCode).toBe(200);
    const renamed = { ...general, name: "Renamed by the owner" };
    expect(
      (await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general: renamed })).status,
    ).toBe(200);
  });

  it("delete: 401 anonymous, 404 for another user (file stays), 200 for the owner (file and bytes gone)", async () => {
    const { body } = await upload(owner, await jpegWithGps());
    const anon = await t.app.inject({ method: "POST", url: "/api/v1/files/delete", payload: { id: body.id } });
    expect(anon.statusCode).toBe(401);
    const byOther = await caller(t.app, other)("POST", "/api/v1/files/delete", { id: body.id });
    expect(byOther.status).toBe(404);
    expect(byOther.body.error.code).toBe("FILE_NOT_FOUND");
    expect((await get(body.id, owner)).statusCode).toBe(200);
    const bad = await caller(t.app, owner)("POST", "/api/v1/files/delete", {});
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe("id");
    const ok = await caller(t.app, owner)("POST", "/api/v1/files/delete", { id: body.id });
    expect(ok.status).toBe(200);
    expect((await get(body.id, owner)).statusCode).toBe(404);
    expect(existsSync(path.join(t.config.dataDir, "files", body.id.slice(0, 2), body.id))).toBe(false);
    expect((await caller(t.app, owner)("POST", "/api/v1/files/delete", { id: body.id })).status).toBe(404);
  });
});

describe("logos no tournament shows any more", () => {
  const stored = (id: string) => path.join(t.config.dataDir, "files", id.slice(0, 2), id);
  const setLogo = (user: TestUser, view: { id: string; general: unknown }, logoFileId: string | undefined) =>
    caller(t.app, user)("PUT", "/api/v1/tment/ueditallgemein", {
      id: view.id,
      general: { ...(view.general as Record<string, unknown>), logoFileId },
    });

  it("a replaced logo goes with its bytes; one a duplicate still shows stays until that tournament is deleted", async () => {
    const { body: first } = await upload(owner, await jpegWithGps());
    const { body: second } = await upload(owner, await jpegWithGps());
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "draft", plan: false });
    expect((await setLogo(owner, view, first.id)).status).toBe(200);
    const copy = await caller(t.app, owner)("POST", "/api/v1/tment/duplicate", { id: view.id });
    expect(copy.status).toBe(201);

    expect((await setLogo(owner, view, second.id)).status).toBe(200);
    expect((await get(first.id, owner)).statusCode).toBe(200);
    const removed = await caller(t.app, owner)("DELETE", `/api/v1/tment/del/${copy.body.id}`);
    expect(removed.status).toBe(200);
    expect((await get(first.id, owner)).statusCode).toBe(404);
    expect(existsSync(stored(first.id))).toBe(false);

    expect((await setLogo(owner, view, undefined)).status).toBe(200);
    expect((await get(second.id, owner)).statusCode).toBe(404);
    expect(existsSync(stored(second.id))).toBe(false);
  });

  it("deleting a tournament deletes its logo", async () => {
    const { body: logo } = await upload(owner, await jpegWithGps());
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "draft", plan: false });
    expect((await setLogo(owner, view, logo.id)).status).toBe(200);
    expect((await caller(t.app, owner)("DELETE", `/api/v1/tment/del/${view.id}`)).status).toBe(200);
    expect((await get(logo.id, owner)).statusCode).toBe(404);
    expect(existsSync(stored(logo.id))).toBe(false);
  });

  it("an editor's upload stays when the owner replaces it (only one's own files are deleted)", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "public", status: "draft", plan: false });
    const editor = await createUser(t.database);
    await makeEditor(t.app, owner, editor, view.id);
    const { body: theirs } = await upload(editor, await jpegWithGps());
    expect((await setLogo(editor, view, theirs.id)).status).toBe(200);
    expect((await setLogo(owner, view, undefined)).status).toBe(200);
    expect((await get(theirs.id, editor)).statusCode).toBe(200);
    expect(existsSync(stored(theirs.id))).toBe(true);
  });

  it("an upload removes the uploader's logos that no tournament has shown for 7 days, and only those", async () => {
    const user = await createUser(t.database);
    const { body: oldUnused } = await upload(user, await jpegWithGps());
    const { body: oldShown } = await upload(user, await jpegWithGps());
    const { body: freshUnused } = await upload(user, await jpegWithGps());
    const { body: otherUsers } = await upload(other, await jpegWithGps());
    const view = await buildTournament(t.app, user, { visibility: "private", status: "draft", plan: false });
    expect((await setLogo(user, view, oldShown.id)).status).toBe(200);
    const aged = [oldUnused.id, oldShown.id, otherUsers.id];
    await t.database.db.execute(
      sql`update files set created_at = now() - interval '8 days' where id in (${sql.join(aged, sql`, `)})`,
    );

    expect((await upload(user, await jpegWithGps())).status).toBe(201);
    expect((await get(oldUnused.id, user)).statusCode).toBe(404);
    expect(existsSync(stored(oldUnused.id))).toBe(false);
    expect((await get(oldShown.id, user)).statusCode).toBe(200);
    expect((await get(freshUnused.id, user)).statusCode).toBe(200);
    expect((await get(otherUsers.id, other)).statusCode).toBe(200);
  });
});

describe("account deletion", () => {
  it("removes the stored bytes of every file of the deleted account", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    expect((await c.login(user.email, user.password)).statusCode).toBe(200);
    const cookieUser = { id: user.id, email: user.email, displayName: user.displayName, cookie: `token=${c.token}` };
    const { body } = await upload(cookieUser, await jpegWithGps());
    const stored = path.join(t.config.dataDir, "files", body.id.slice(0, 2), body.id);
    expect(existsSync(stored)).toBe(true);
    const res = await c.del(`/api/v1/user/deleteuser/${user.id}`, { password: user.password });
    expect(res.statusCode).toBe(200);
    expect(existsSync(stored)).toBe(false);
  });
});
