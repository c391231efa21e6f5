// The file rules without a database: who may read a file, and what counts as an image.
import { describe, expect, it } from "vitest";
import { sniffImageType } from "../src/lib/files.ts";
import { canDeleteFile, fileReadAccess, type LogoUse } from "../src/policies/file-policy.ts";
import type { PolicyTournament } from "../src/policies/tournament-policy.ts";

const file = { id: "f1", ownerId: "owner", purpose: "logo" };
const tournament = (over: Partial<PolicyTournament> = {}): PolicyTournament => ({
  id: "t1",
  ownerId: "owner",
  status: "published",
  visibility: "public",
  takenDown: false,
  ...over,
});
const use = (t: PolicyTournament, userId: string | null, isEditor = false): LogoUse => ({
  tournament: t,
  actor: { user: userId ? { id: userId } : null, isEditor },
});

describe("fileReadAccess", () => {
  it("a logo of a public or unlisted tournament that left the draft is public for everybody", () => {
    expect(fileReadAccess(file, null, [use(tournament(), null)])).toBe("public");
    expect(fileReadAccess(file, null, [use(tournament({ visibility: "unlisted", status: "finished" }), null)])).toBe(
      "public",
    );
  });

  it("otherwise only the owner and who may see a tournament showing it; everybody else nothing", () => {
    const priv = tournament({ visibility: "private" });
    const draft = tournament({ status: "draft" });
    for (const t of [priv, draft]) {
      expect(fileReadAccess(file, null, [use(t, null)])).toBeNull();
      expect(fileReadAccess(file, "stranger", [use(t, "stranger")])).toBeNull();
      expect(fileReadAccess(file, "owner", [use(t, "owner")])).toBe("private");
      expect(fileReadAccess(file, "editor", [use(t, "editor", true)])).toBe("private");
    }
    expect(fileReadAccess(file, "owner", [])).toBe("private");
    expect(fileReadAccess(file, "stranger", [])).toBeNull();
  });

  it("a logo of a public or unlisted event is public; of a private one only its owner's and organisers'", () => {
    for (const visibility of ["public", "unlisted"])
      expect(fileReadAccess(file, null, [], [{ visibility, organiser: false }])).toBe("public");
    const hidden = { visibility: "private", organiser: false };
    expect(fileReadAccess(file, null, [], [hidden])).toBeNull();
    expect(fileReadAccess(file, "stranger", [], [hidden])).toBeNull();
    expect(fileReadAccess(file, "owner", [], [hidden])).toBe("private");
    expect(fileReadAccess(file, "editor", [], [{ visibility: "private", organiser: true }])).toBe("private");
    expect(fileReadAccess({ ...file, purpose: "photo" }, null, [], [{ visibility: "public", organiser: false }])).toBe(
      null,
    );
  });

  it("only logos become public through a tournament", () => {
    expect(fileReadAccess({ ...file, purpose: "photo" }, null, [use(tournament(), null)])).toBeNull();
  });

  it("only the owner deletes", () => {
    expect(canDeleteFile(file, "owner")).toBe(true);
    expect(canDeleteFile(file, "editor")).toBe(false);
  });
});

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their first bytes and nothing else", () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImageType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns="))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
