import { describe, expect, it } from "vitest";
import {
  asciiFileStem,
  contentDisposition,
  downloadFileName,
  fileNameFromDisposition,
  unicodeFileStem,
} from "../src/file-names.ts";

describe("readable download names", () => {
  it("spells umlauts out and drops other accents in the ASCII name, instead of losing the letter", () => {
    expect(asciiFileStem("SC Brück")).toBe("SC-Brueck");
    expect(asciiFileStem("Fußball-Turnier Köln/Süd")).toBe("Fussball-Turnier-Koeln-Sued");
    expect(asciiFileStem("Yıldız Kupası İstanbul – Şükrü Ağaoğlu")).toBe("Yildiz-Kupasi-Istanbul-Suekrue-Agaoglu");
    expect(asciiFileStem("Œuvre Côte d'Azur Ærø")).toBe("Oeuvre-Cote-d-Azur-Aero");
    expect(asciiFileStem("  --  ")).toBe("");
  });

  it("keeps the letters in the Unicode name; separators and characters file systems refuse become hyphens", () => {
    expect(unicodeFileStem("SC Brück")).toBe("SC-Brück");
    expect(unicodeFileStem('Cup: "A/B" * <1>?')).toBe("Cup-A-B-1");
    // Decomposed input (as some keyboards send it) ends up composed.
    expect(unicodeFileStem("Bru\u0308ck")).toBe("Brück");
  });

  it("joins the catalog's word and the name, skipping empty parts, with a fallback when nothing is left", () => {
    expect(downloadFileName(["Spielplan", "SC Brück"], "pdf")).toEqual({
      ascii: "Spielplan-SC-Brueck.pdf",
      unicode: "Spielplan-SC-Brück.pdf",
    });
    expect(downloadFileName(["calendrier", null, "Étoile"], "ics")).toEqual({
      ascii: "calendrier-Etoile.ics",
      unicode: "calendrier-Étoile.ics",
    });
    expect(downloadFileName(["", "!!"], "png")).toEqual({ ascii: "download.png", unicode: "download.png" });
    expect(downloadFileName(["x", "a".repeat(200)], "pdf").ascii.length).toBeLessThanOrEqual(2 + 80 + 4);
  });

  it("writes Content-Disposition with an ASCII fallback and an RFC 5987 name, and reads it back", () => {
    const name = downloadFileName(["Spielplan", "SC Brück (U11)"], "pdf");
    const header = contentDisposition("attachment", name);
    expect(header).toBe(
      `attachment; filename="Spielplan-SC-Brueck-U11.pdf"; filename*=UTF-8''Spielplan-SC-Br%C3%BCck-U11.pdf`,
    );
    expect(fileNameFromDisposition(header)).toBe("Spielplan-SC-Brück-U11.pdf");
    expect(contentDisposition("inline", downloadFileName(["qr", "Cup"], "png"))).toBe('inline; filename="qr-Cup.png"');
    expect(fileNameFromDisposition('attachment; filename="schedule-cup.pdf"')).toBe("schedule-cup.pdf");
    expect(fileNameFromDisposition("attachment; filename=plain.ics")).toBe("plain.ics");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"safe.pdf\"")).toBe("safe.pdf");
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
  });
});
