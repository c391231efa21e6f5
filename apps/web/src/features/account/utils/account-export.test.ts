import { describe, expect, it } from "vitest";
import { buildAccountExport, exportFileName } from "./account-export.ts";

const account = {
  id: "7f0c1d1e-0000-4000-8000-000000000001",
  email: "coach@example.test",
  displayName: "Coach",
  clubName: "FC Example",
  language: "de",
  emailVerified: true,
  createdAt: "2025-01-02T03:04:05.000Z",
  termsVersion: "2025-01",
  privacyVersion: "2025-01",
  // A field the export does not know must not leak into it.
  internal: "x",
};
const venue = {
  id: "7f0c1d1e-0000-4000-8000-000000000002",
  name: "Sportpark",
  street: "Weg 1",
  postalCode: "12345",
  city: "Stadt",
  country: "DE",
  pitches: ["A", "B"],
  pitchCount: 2,
  surface: "grass" as const,
  indoor: false,
  latitude: null,
  longitude: null,
};
const contact = {
  contactPerson: "Anna",
  phone: null,
  email: null,
  website: "https://fc.example",
  showContactPerson: true,
  showPhone: false,
  showEmail: false,
  showWebsite: true,
};

describe("buildAccountExport", () => {
  it("holds the account, venues and contact, with the time of export", () => {
    const now = new Date("2025-03-01T10:00:00.000Z");
    const data = buildAccountExport(account, [venue], contact, now);
    expect(data).toEqual({
      format: 1,
      exportedAt: "2025-03-01T10:00:00.000Z",
      account: {
        id: account.id,
        email: "coach@example.test",
        displayName: "Coach",
        clubName: "FC Example",
        language: "de",
        emailVerified: true,
        createdAt: "2025-01-02T03:04:05.000Z",
        termsVersion: "2025-01",
        privacyVersion: "2025-01",
      },
      venues: [venue],
      contact,
      albums: [],
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("holds the albums with their photos' captions and addresses", () => {
    const photo = {
      fileId: "7f0c1d1e-0000-4000-8000-000000000004",
      caption: "Final whistle",
      width: 800,
      height: 600,
      url: "/api/v1/files/7f0c1d1e-0000-4000-8000-000000000004?size=display",
      thumbUrl: "/api/v1/files/7f0c1d1e-0000-4000-8000-000000000004?size=thumb",
    };
    const album = {
      id: "7f0c1d1e-0000-4000-8000-000000000003",
      ownerId: account.id,
      title: "Spring Cup",
      description: "",
      tournamentId: null,
      season: "2025/26",
      visibility: "public" as const,
      linkKey: "secret-key",
      consent: { confirmedAt: "2025-02-01T00:00:00.000Z", confirmedBy: account.id },
      coverFileId: photo.fileId,
      photos: [photo],
      createdAt: "2025-02-01T00:00:00.000Z",
      updatedAt: "2025-02-01T00:00:00.000Z",
    };
    const data = buildAccountExport(account, [], contact, new Date(), [album]);
    expect(data.albums).toEqual([
      {
        id: album.id,
        title: "Spring Cup",
        description: "",
        tournamentId: null,
        season: "2025/26",
        visibility: "public",
        consent: album.consent,
        coverFileId: photo.fileId,
        createdAt: album.createdAt,
        photos: [{ fileId: photo.fileId, caption: "Final whistle", url: photo.url }],
      },
    ]);
  });

  it("names the file after the day", () => {
    expect(exportFileName(new Date("2025-03-01T23:59:00.000Z"))).toBe("kickoff-account-2025-03-01.json");
    // In the page's language, letters kept.
    expect(exportFileName(new Date("2025-03-01T10:00:00.000Z"), "Kickoff-Konto")).toBe("Kickoff-Konto-2025-03-01.json");
    expect(exportFileName(new Date("2025-03-01T10:00:00.000Z"), "kickoff-hesabı")).toBe(
      "kickoff-hesabı-2025-03-01.json",
    );
  });
});
