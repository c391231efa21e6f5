// The club's logo on the account (user/uupdate clubLogoFileId): only one's own uploaded logo, readable by its
// owner, kept by the sweep of unused logos however old, cleared when the file is deleted.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function uploadLogo(user: TestUser, purpose = "logo"): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#1c7ed6" } })
    .png()
    .toBuffer();
  const boundary = "----kickoffclublogo";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/files/upload?purpose=${purpose}`,
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: user.cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const read = (id: string, user: TestUser) =>
  t.app.inject({ method: "GET", url: `/api/v1/files/${id}`, headers: { cookie: user.cookie } });

describe("club logo", () => {
  it("saves one's own logo, refuses someone else's or a photo, and removes it with null", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const logo = await uploadLogo(user);
    const theirs = await uploadLogo(other);
    const photo = await uploadLogo(user, "photo");
    const call = caller(t.app, user);

    const saved = await call("POST", "/api/v1/user/uupdate", { clubName: "FC Test", clubLogoFileId: logo });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ clubName: "FC Test", clubLogoFileId: logo });
    expect((await call("GET", "/api/v1/auth/me")).body.clubLogoFileId).toBe(logo);
    expect((await read(logo, user)).statusCode).toBe(200);

    for (const id of [theirs, photo]) {
      const refused = await call("POST", "/api/v1/user/uupdate", { clubLogoFileId: id });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual([expect.objectContaining({ field: "clubLogoFileId" })]);
    }
    // A name-only save leaves the logo alone.
    expect((await call("POST", "/api/v1/user/uupdate", { clubName: "FC Test 2" })).body.clubLogoFileId).toBe(logo);
    expect((await call("POST", "/api/v1/user/uupdate", { clubLogoFileId: null })).body.clubLogoFileId).toBeNull();
  });

  it("the sweep of unused logos keeps a club logo; deleting the file clears it", async () => {
    const user = await createUser(t.database);
    const call = caller(t.app, user);
    const logo = await uploadLogo(user);
    expect((await call("POST", "/api/v1/user/uupdate", { clubLogoFileId: logo })).status).toBe(200);
    await t.database.db.execute(sql`update files set created_at = now() - interval '30 days' where id = ${logo}`);
    await uploadLogo(user); // runs the sweep
    expect((await read(logo, user)).statusCode).toBe(200);

    expect((await call("POST", "/api/v1/files/delete", { id: logo })).status).toBe(200);
    expect((await call("GET", "/api/v1/auth/me")).body.clubLogoFileId).toBeNull();
  });
});
