// Galleries: who sees which album and photo (anonymous, another user, the owner × private, link-only, public),
// consent before publishing, take-down, an organiser hiding a photo from their tournament, and deletion cascades.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import { buildUser, client } from "./support/accounts.ts";
import { buildTournament, caller, createUser, makeEditor, type TestUser } from "./support/tournament-factories.ts";
import { getFile, uploadPhoto } from "./support/uploads.ts";

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

let shade = 0;
/** A new photo of the user (distinct bytes each time, so de-duplication does not merge them). */
async function newPhoto(user: TestUser): Promise<{ id: string; url: string; thumbUrl: string }> {
  shade += 1;
  const bytes = await sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: shade % 256, g: 40, b: 90 } },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: `photo ${shade} ${Math.random()}` } })
    .toBuffer();
  const res = await uploadPhoto(t.app, user, bytes);
  if (res.status !== 201) throw new Error(`upload ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const save = (user: TestUser | null, body: Record<string, unknown>) =>
  caller(t.app, user)("POST", "/api/v1/g/gsave", body);
const albumsOf = (user: TestUser | null, id: string) => caller(t.app, user)("POST", "/api/v1/g/galauser", { id });
const album = (user: TestUser | null, id: string, key?: string) =>
  caller(t.app, user)("POST", "/api/v1/g/galbum", key ? { id, key } : { id });

async function makeAlbum(
  user: TestUser,
  visibility: "private" | "link" | "public",
  extra: Record<string, unknown> = {},
) {
  const photo = await newPhoto(user);
  const res = await save(user, {
    title: `${visibility} album`,
    visibility,
    consentConfirmed: visibility !== "private",
    photos: [{ fileId: photo.id, caption: "Under-11s warming up" }],
    ...extra,
  });
  if (res.status !== 200) throw new Error(`gsave ${res.status} ${JSON.stringify(res.body)}`);
  return { album: res.body, photo };
}

describe("authorization matrix: g/galauser, g/galbum, g/gsave and the photo files", () => {
  it("owner sees everything; others only public albums, link-only ones with the key, never private ones", async () => {
    const priv = await makeAlbum(owner, "private");
    const link = await makeAlbum(owner, "link");
    const pub = await makeAlbum(owner, "public");
    const key = link.album.linkKey as string;
    expect(key.length).toBeGreaterThanOrEqual(22);

    const mine = await albumsOf(owner, owner.id);
    expect(mine.status).toBe(200);
    const ids = mine.body.albums.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([priv.album.id, link.album.id, pub.album.id]));
    expect(mine.body.albums.find((a: { id: string }) => a.id === pub.album.id).consent.confirmedBy).toBe(owner.id);

    for (const viewer of [null, other]) {
      const listed = await albumsOf(viewer, owner.id);
      expect(listed.status).toBe(200);
      expect(listed.body.albums.map((a: { id: string }) => a.id)).toEqual([pub.album.id]);
      expect(listed.body.albums[0].linkKey).toBeUndefined();
      expect(listed.body.albums[0].consent).toBeUndefined();

      expect((await album(viewer, priv.album.id)).status).toBe(404);
      expect((await album(viewer, priv.album.id, priv.album.linkKey)).status).toBe(404);
      expect((await album(viewer, link.album.id)).body.error.code).toBe("ALBUM_NOT_FOUND");
      expect((await album(viewer, link.album.id, "wrong-key")).status).toBe(404);
      const withKey = await album(viewer, link.album.id, key);
      expect(withKey.status).toBe(200);
      expect(withKey.body.photos[0].thumbUrl).toContain(`key=${key}`);
      expect((await album(viewer, pub.album.id)).status).toBe(200);

      // Files: the private album's photo is 404, the link-only one only with the key (never kept by shared
      // caches), the public one for everybody (cacheable for a short while).
      expect((await getFile(t.app, priv.photo.thumbUrl, viewer)).statusCode).toBe(404);
      expect((await getFile(t.app, link.photo.url, viewer)).statusCode).toBe(404);
      const keyed = await getFile(t.app, withKey.body.photos[0].url, viewer);
      expect(keyed.statusCode).toBe(200);
      expect(keyed.headers["cache-control"]).toBe("private, no-cache");
      const open = await getFile(t.app, pub.photo.thumbUrl, viewer);
      expect(open.statusCode).toBe(200);
      expect(open.headers["cache-control"]).toBe("public, max-age=300");

      // Writing someone else's album: 401 anonymous, 404 for another user.
      const write = await save(viewer, { id: pub.album.id, title: "Mine now", visibility: "private" });
      expect(write.status).toBe(viewer ? 404 : 401);
    }

    for (const a of [priv, link, pub]) {
      expect((await album(owner, a.album.id)).status).toBe(200);
      const own = await getFile(t.app, a.photo.url, owner);
      expect(own.statusCode).toBe(200);
    }
    expect((await album(owner, pub.album.id)).body.title).toBe("public album");
  });

  it("an album may hold only the caller's own photos, and captions are bounded plain text", async () => {
    const theirs = await newPhoto(other);
    const refused = await save(owner, { title: "Borrowed", photos: [{ fileId: theirs.id }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].field).toBe("photos.0.fileId");
    const mine = await newPhoto(owner);
    const long = await save(owner, { title: "Long", photos: [{ fileId: mine.id, caption: "x".repeat(501) }] });
    expect(long.status).toBe(400);
    expect(long.body.error.fields[0].field).toBe("photos.0.caption");
    const control = await save(owner, { title: "Ctl", photos: [{ fileId: mine.id, caption: "a\u0000b" }] });
    expect(control.status).toBe(400);
    const html = await save(owner, { title: "<b>Cup</b>", photos: [{ fileId: mine.id, caption: "<img src=x>" }] });
    expect(html.status).toBe(200);
    // Stored and answered as text; the client renders it as text.
    expect(html.body.photos[0].caption).toBe("<img src=x>");
  });
});

describe("consent", () => {
  it("publishing needs the owner's confirmation (409 CONSENT_REQUIRED), stored with date and user", async () => {
    const { album: a, photo } = await makeAlbum(owner, "private");
    const refused = await save(owner, {
      id: a.id,
      title: a.title,
      visibility: "public",
      photos: [{ fileId: photo.id }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CONSENT_REQUIRED");
    expect((await album(null, a.id)).status).toBe(404);
    expect((await getFile(t.app, photo.url, null)).statusCode).toBe(404);

    const before = Date.now();
    const ok = await save(owner, {
      id: a.id,
      title: a.title,
      visibility: "public",
      consentConfirmed: true,
      photos: [{ fileId: photo.id }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.consent.confirmedBy).toBe(owner.id);
    expect(Date.parse(ok.body.consent.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await album(null, a.id)).status).toBe(200);

    // Captions and order change without a new confirmation; a new photo needs one.
    const recaptioned = await save(owner, {
      id: a.id,
      title: a.title,
      visibility: "public",
      photos: [{ fileId: photo.id, caption: "Final" }],
    });
    expect(recaptioned.status).toBe(200);
    const added = await newPhoto(owner);
    const more = await save(owner, {
      id: a.id,
      title: a.title,
      visibility: "public",
      photos: [{ fileId: photo.id }, { fileId: added.id }],
    });
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe("CONSENT_REQUIRED");
    expect((await getFile(t.app, added.url, null)).statusCode).toBe(404);

    // Link-only to public widens the audience: asked again.
    const link = await makeAlbum(owner, "link");
    const widened = await save(owner, {
      id: link.album.id,
      title: "link album",
      visibility: "public",
      photos: [{ fileId: link.photo.id }],
    });
    expect(widened.status).toBe(409);
    expect(widened.body.error.code).toBe("CONSENT_REQUIRED");
  });
});

describe("take-down", () => {
  it("leaving a photo out or making the album private ends its publication at once, also for revalidation", async () => {
    const { album: a, photo } = await makeAlbum(owner, "public");
    const second = await newPhoto(owner);
    expect(
      (
        await save(owner, {
          id: a.id,
          title: a.title,
          visibility: "public",
          consentConfirmed: true,
          photos: [{ fileId: photo.id }, { fileId: second.id }],
          coverFileId: second.id,
        })
      ).body.coverFileId,
    ).toBe(second.id);
    const cached = await getFile(t.app, photo.url, null);
    expect(cached.statusCode).toBe(200);
    const etag = String(cached.headers.etag);

    const removed = await save(owner, {
      id: a.id,
      title: a.title,
      visibility: "public",
      photos: [{ fileId: second.id }],
    });
    expect(removed.status).toBe(200);
    expect((await getFile(t.app, photo.url, null)).statusCode).toBe(404);
    // A browser revalidating its copy gets 404, not 304.
    expect((await getFile(t.app, photo.url, null, { "if-none-match": etag })).statusCode).toBe(404);
    expect((await getFile(t.app, second.url, null)).statusCode).toBe(200);

    expect(
      (await save(owner, { id: a.id, title: a.title, visibility: "private", photos: [{ fileId: second.id }] })).status,
    ).toBe(200);
    expect((await getFile(t.app, second.url, null)).statusCode).toBe(404);
    expect((await album(null, a.id)).status).toBe(404);
    expect((await getFile(t.app, second.url, owner)).statusCode).toBe(200);
  });

  it("deleting a photo removes it from every album; deleting an album keeps the photos", async () => {
    const photo = await newPhoto(owner);
    const one = await save(owner, { title: "One", photos: [{ fileId: photo.id }] });
    const two = await save(owner, { title: "Two", photos: [{ fileId: photo.id }] });
    expect((await caller(t.app, owner)("POST", "/api/v1/files/delete", { id: photo.id })).status).toBe(200);
    expect((await album(owner, one.body.id)).body.photos).toEqual([]);
    expect((await album(owner, two.body.id)).body.photos).toEqual([]);

    const kept = await newPhoto(owner);
    const three = await save(owner, { title: "Three", photos: [{ fileId: kept.id }] });
    expect((await caller(t.app, other)("POST", "/api/v1/g/gdelete", { id: three.body.id })).status).toBe(404);
    expect((await caller(t.app, owner)("POST", "/api/v1/g/gdelete", { id: three.body.id })).status).toBe(200);
    expect((await album(owner, three.body.id)).status).toBe(404);
    expect((await getFile(t.app, kept.url, owner)).statusCode).toBe(200);
  });
});

describe("tournament albums and organisers", () => {
  it("lists public albums on the tournament; an organiser hides a photo there, others may not", async () => {
    const organiser = await createUser(t.database);
    const editor = await createUser(t.database);
    const tournament = await buildTournament(t.app, organiser, {
      visibility: "public",
      status: "published",
      plan: false,
    });
    await makeEditor(t.app, organiser, editor, tournament.id);
    const parent = await createUser(t.database);
    const first = await newPhoto(parent);
    const second = await newPhoto(parent);
    const pub = await save(parent, {
      title: "Spring Cup",
      tournamentId: tournament.id,
      visibility: "public",
      consentConfirmed: true,
      photos: [{ fileId: first.id }, { fileId: second.id }],
    });
    expect(pub.status).toBe(200);
    const linkOnly = await save(parent, {
      title: "Just us",
      tournamentId: tournament.id,
      visibility: "link",
      consentConfirmed: true,
      photos: [{ fileId: second.id }],
    });
    expect(linkOnly.status).toBe(200);

    const listing = async () => caller(t.app, null)("GET", `/api/v1/auth/tment/galleries/${tournament.id}`);
    const listed = await listing();
    expect(listed.status).toBe(200);
    expect(listed.body.albums).toEqual([
      { id: pub.body.id, title: "Spring Cup", photoCount: 2, coverThumbUrl: `/api/v1/files/${first.id}?size=thumb` },
    ]);

    const hide = (user: TestUser | null, hidden: boolean, fileId = first.id) =>
      caller(t.app, user)("POST", "/api/v1/g/ghide", { albumId: pub.body.id, fileId, hidden });
    expect((await hide(null, true)).status).toBe(401);
    expect((await hide(other, true)).status).toBe(403);
    expect((await hide(organiser, true, (await newPhoto(parent)).id)).body.error.code).toBe("PHOTO_NOT_IN_ALBUM");
    const hidden = await hide(editor, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.photos.map((p: { hidden: boolean }) => p.hidden)).toEqual([true, false]);

    expect((await listing()).body.albums[0]).toMatchObject({
      photoCount: 1,
      coverThumbUrl: `/api/v1/files/${second.id}?size=thumb`,
    });
    const seen = await album(null, pub.body.id);
    expect(seen.body.photos.map((p: { fileId: string }) => p.fileId)).toEqual([second.id]);
    expect(seen.body.photos[0].hidden).toBeUndefined();
    expect((await getFile(t.app, first.url, null)).statusCode).toBe(404);
    expect((await getFile(t.app, first.url, organiser)).statusCode).toBe(200);
    const ownerView = await album(parent, pub.body.id);
    expect(ownerView.body.photos[0]).toMatchObject({ fileId: first.id, hidden: true });
    // The owner saving the album again keeps the organiser's decision.
    const resaved = await save(parent, {
      id: pub.body.id,
      title: "Spring Cup 2030",
      tournamentId: tournament.id,
      visibility: "public",
      photos: [{ fileId: second.id }, { fileId: first.id }],
    });
    expect(resaved.body.photos.map((p: { hidden: boolean }) => p.hidden)).toEqual([false, true]);

    expect((await hide(organiser, false)).status).toBe(200);
    expect((await getFile(t.app, first.url, null)).statusCode).toBe(200);

    // Private albums are nobody else's business, organisers included; unknown or draft tournaments list nothing.
    const priv = await save(parent, { title: "Private", tournamentId: tournament.id, photos: [{ fileId: first.id }] });
    const hidePrivate = await caller(t.app, organiser)("POST", "/api/v1/g/ghide", {
      albumId: priv.body.id,
      fileId: first.id,
      hidden: true,
    });
    expect(hidePrivate.status).toBe(404);
    const draft = await buildTournament(t.app, organiser, { visibility: "public", status: "draft", plan: false });
    expect((await caller(t.app, null)("GET", `/api/v1/auth/tment/galleries/${draft.id}`)).status).toBe(404);
    expect((await caller(t.app, null)("GET", "/api/v1/auth/tment/galleries/nope")).body.error.code).toBe(
      "TOURNAMENT_NOT_FOUND",
    );
  });

  it("an album can link only to a tournament its owner can see; deleting the tournament unlinks it", async () => {
    const organiser = await createUser(t.database);
    const hiddenTournament = await buildTournament(t.app, organiser, {
      visibility: "private",
      status: "published",
      plan: false,
    });
    const photo = await newPhoto(owner);
    const refused = await save(owner, {
      title: "X",
      tournamentId: hiddenTournament.id,
      photos: [{ fileId: photo.id }],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
    const own = await buildTournament(t.app, owner, { visibility: "private", status: "draft", plan: false });
    const linked = await save(owner, { title: "Mine", tournamentId: own.id, season: "2029/30", photos: [] });
    expect(linked.body).toMatchObject({ tournamentId: own.id, season: "2029/30" });
    expect((await caller(t.app, owner)("DELETE", `/api/v1/tment/del/${own.id}`)).status).toBe(200);
    expect((await album(owner, linked.body.id)).body.tournamentId).toBeNull();
  });
});

describe("account deletion", () => {
  it("removes the account's albums, album entries and both stored sizes of every photo", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    expect((await c.login(user.email, user.password)).statusCode).toBe(200);
    const me: TestUser = { id: user.id, email: user.email, displayName: user.displayName, cookie: `token=${c.token}` };
    const photo = await newPhoto(me);
    const a = await save(me, {
      title: "Gone soon",
      visibility: "public",
      consentConfirmed: true,
      photos: [{ fileId: photo.id }],
    });
    expect(a.status).toBe(200);
    const [row] = (await t.database.db
      .execute(sql`select storage_key, thumb_key from files where id = ${photo.id}`)
      .then((r) => (r as unknown as { rows?: unknown[] }).rows ?? r)) as Array<{
      storage_key: string;
      thumb_key: string;
    }>;
    const stored = (key: string) => path.join(t.config.dataDir, "files", key.slice(0, 2), key);
    expect(existsSync(stored(row?.storage_key ?? ""))).toBe(true);
    expect(existsSync(stored(row?.thumb_key ?? ""))).toBe(true);

    expect((await c.del(`/api/v1/user/deleteuser/${user.id}`, { password: user.password })).statusCode).toBe(200);
    expect(existsSync(stored(row?.storage_key ?? ""))).toBe(false);
    expect(existsSync(stored(row?.thumb_key ?? ""))).toBe(false);
    const left = await t.database.db.execute(sql`select count(*)::int as n from albums where owner_id = ${user.id}`);
    const n = ((left as unknown as { rows?: Array<{ n: number }> }).rows ??
      (left as unknown as Array<{ n: number }>))[0]?.n;
    expect(n).toBe(0);
    expect((await album(null, a.body.id)).status).toBe(404);
    expect((await getFile(t.app, photo.url, null)).statusCode).toBe(404);
  });
});
