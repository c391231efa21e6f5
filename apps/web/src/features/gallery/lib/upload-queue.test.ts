import type { Album } from "@kickoff/domain/gallery-contracts.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { type AlbumDraft, draftOf, emptyDraft, needsConsent, saveBody } from "./album-draft.ts";
import {
  addUploaded,
  coverAfter,
  enqueue,
  MAX_PHOTO_MB,
  moveItem,
  nextToStart,
  photoErrorKey,
  precheckKey,
  updateItem,
} from "./upload-queue.ts";

const jpeg = (name: string, size = 1000, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { type: "image/jpeg", lastModified });

const stored = (id: string, duplicate = false) => ({
  id,
  url: `/api/v1/files/${id}`,
  thumbUrl: `/api/v1/files/${id}?size=thumb`,
  width: 400,
  height: 300,
  contentType: "image/webp" as const,
  purpose: "photo" as const,
  duplicate,
});

describe("upload queue", () => {
  it("queues each chosen file once, and refuses too large and non-image files before sending", () => {
    const big = { size: (MAX_PHOTO_MB + 1) * 1024 * 1024, type: "image/jpeg", name: "big.jpg" };
    expect(precheckKey(big)).toBe("gallery.upload.errors.tooLarge");
    expect(precheckKey({ size: 10, type: "text/html", name: "page.jpg" })).toBe("gallery.upload.errors.unsupported");
    expect(precheckKey({ size: 0, type: "image/jpeg", name: "empty.jpg" })).toBe("gallery.upload.errors.unreadable");
    // iPhones' HEIC often comes without a type: the server decides by the bytes.
    expect(precheckKey({ size: 10, type: "", name: "IMG_1.HEIC" })).toBeNull();

    const a = jpeg("a.jpg");
    const q1 = enqueue([], [a, jpeg("b.jpg"), new File(["<html>"], "x.jpg", { type: "text/html" })]);
    expect(q1.map((i) => [i.name, i.status])).toEqual([
      ["a.jpg", "queued"],
      ["b.jpg", "queued"],
      ["x.jpg", "failed"],
    ]);
    expect(q1[2]?.messageKey).toBe("gallery.upload.errors.unsupported");
    // The same file chosen again is recognised; a cancelled one may be queued again.
    const q2 = enqueue(q1, [jpeg("a.jpg")]);
    expect(q2).toHaveLength(3);
    const cancelled = updateItem(q2, q2[0]?.key ?? "", { status: "cancelled" });
    expect(enqueue(cancelled, [a])).toHaveLength(4);
    expect(new Set(enqueue([], [a, jpeg("a.jpg", 1000, 2)]).map((i) => i.key)).size).toBe(2);
  });

  it("starts at most two uploads at a time, in the order chosen", () => {
    const q = enqueue([], [jpeg("1.jpg"), jpeg("2.jpg"), jpeg("3.jpg")]);
    expect(nextToStart(q).map((i) => i.name)).toEqual(["1.jpg", "2.jpg"]);
    const one = updateItem(q, q[0]?.key ?? "", { status: "uploading" });
    expect(nextToStart(one).map((i) => i.name)).toEqual(["2.jpg"]);
    const two = updateItem(one, q[1]?.key ?? "", { status: "uploading" });
    expect(nextToStart(two)).toEqual([]);
  });

  it("names each server refusal", () => {
    const err = (status: number, code: string) => new ApiError(status, code as never, "x");
    expect(photoErrorKey(err(413, "FILE_TOO_LARGE"))).toBe("gallery.upload.errors.tooLarge");
    expect(photoErrorKey(err(413, "PHOTO_QUOTA_EXCEEDED"))).toBe("gallery.upload.errors.quota");
    expect(photoErrorKey(err(413, "STORAGE_QUOTA_EXCEEDED"))).toBe("gallery.upload.errors.quota");
    expect(photoErrorKey(err(400, "UNREADABLE_IMAGE"))).toBe("gallery.upload.errors.unreadable");
    expect(photoErrorKey(err(400, "IMAGE_TRUNCATED"))).toBe("gallery.upload.errors.unreadable");
    expect(photoErrorKey(err(415, "UNSUPPORTED_FILE_TYPE"))).toBe("gallery.upload.errors.unsupported");
    expect(photoErrorKey(err(401, "UNAUTHORIZED"))).toBe("gallery.upload.errors.loginRequired");
    expect(photoErrorKey(err(413, "HTTP_ERROR"))).toBe("gallery.upload.errors.tooLarge");
    expect(photoErrorKey(new Error("boom"))).toBe("gallery.upload.errors.failed");
  });

  it("adds a finished upload once, even when the server answers a photo the album already has", () => {
    const first = addUploaded([], stored("f1"));
    expect(first.known).toBe(false);
    expect(first.photos).toEqual([
      { fileId: "f1", caption: "", thumbUrl: "/api/v1/files/f1?size=thumb", width: 400, height: 300 },
    ]);
    const again = addUploaded(first.photos, stored("f1", true));
    expect(again.known).toBe(true);
    expect(again.photos).toHaveLength(1);
  });
});

describe("photo order", () => {
  it("moves one photo and keeps the others in order, clamped to the list", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });

  it("drops the cover with its photo", () => {
    const photos = addUploaded([], stored("f1")).photos;
    expect(coverAfter(photos, "f1")).toBe("f1");
    expect(coverAfter(photos, "gone")).toBeNull();
  });
});

describe("album draft", () => {
  const album = (visibility: Album["visibility"], fileIds: string[]): Album => ({
    id: "a1",
    ownerId: "u1",
    title: "Cup",
    description: "",
    tournamentId: "t1",
    season: null,
    visibility,
    coverFileId: null,
    photos: fileIds.map((fileId) => ({ fileId, caption: "", width: 4, height: 3, url: "u", thumbUrl: "t" })),
    createdAt: "",
    updatedAt: "",
  });
  const withPhotos = (d: AlbumDraft, ids: string[]) => ({
    ...d,
    photos: ids.map((fileId) => ({ fileId, caption: "", thumbUrl: "t", width: 4, height: 3 })),
  });

  it("asks for consent when publishing, widening to public or adding photos to a published album", () => {
    const priv = album("private", ["f1"]);
    expect(needsConsent(draftOf(priv), priv)).toBe(false);
    expect(needsConsent({ ...draftOf(priv), visibility: "link" }, priv)).toBe(true);
    expect(needsConsent({ ...emptyDraft(), visibility: "public" }, undefined)).toBe(true);
    const link = album("link", ["f1"]);
    expect(needsConsent(draftOf(link), link)).toBe(false);
    expect(needsConsent({ ...draftOf(link), visibility: "public" }, link)).toBe(true);
    const pub = album("public", ["f1", "f2"]);
    expect(needsConsent(withPhotos(draftOf(pub), ["f2", "f1"]), pub)).toBe(false);
    expect(needsConsent(withPhotos(draftOf(pub), ["f1"]), pub)).toBe(false);
    expect(needsConsent(withPhotos(draftOf(pub), ["f1", "f2", "f3"]), pub)).toBe(true);
  });

  it("sends the link the owner chose, captions trimmed, and the consent flag", () => {
    const draft: AlbumDraft = {
      ...withPhotos(emptyDraft(), ["f1", "f2"]),
      title: "  Summer cup ",
      link: "season",
      tournamentId: "t1",
      season: "2026/27",
      coverFileId: "f2",
    };
    draft.photos[0] = { ...(draft.photos[0] as AlbumDraft["photos"][number]), caption: " Kick-off " };
    expect(saveBody(draft, true)).toEqual({
      title: "Summer cup",
      description: "",
      tournamentId: null,
      season: "2026/27",
      visibility: "private",
      photos: [
        { fileId: "f1", caption: "Kick-off" },
        { fileId: "f2", caption: "" },
      ],
      coverFileId: "f2",
      consentConfirmed: true,
      renewLinkKey: false,
    });
    expect(saveBody({ ...draft, id: "a1", link: "tournament" }, false)).toMatchObject({
      id: "a1",
      tournamentId: "t1",
      season: null,
      consentConfirmed: false,
    });
  });
});
