import { describe, expect, it } from "vitest";
import { flattenCatalog, loadCatalog } from "../src/catalogs.ts";
import { interpolate, MESSAGE_FORMATS, PLACEHOLDER, parseFormat } from "../src/interpolate.ts";
import { LANGUAGES, type Language } from "../src/languages.ts";
import { ordinal } from "../src/ordinals.ts";

const ONE_TO_TWELVE = Array.from({ length: 12 }, (_, i) => i + 1);
const all = (lang: Language, options?: Parameters<typeof ordinal>[2]) =>
  ONE_TO_TWELVE.map((n) => ordinal(lang, n, options));

describe("ordinal", () => {
  it("en: st, nd, rd, th, with 11th–13th and 21st", () => {
    expect(all("en")).toEqual(["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"]);
    expect([13, 21, 22, 23, 101, 111].map((n) => ordinal("en", n))).toEqual([
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
  });
  it("de: a dot after the number", () => {
    expect(all("de")).toEqual(["1.", "2.", "3.", "4.", "5.", "6.", "7.", "8.", "9.", "10.", "11.", "12."]);
  });
  it("fr: 1er / 1re, then 2e (never 1e)", () => {
    expect(all("fr")).toEqual(["1er", "2e", "3e", "4e", "5e", "6e", "7e", "8e", "9e", "10e", "11e", "12e"]);
    expect(all("fr", { gender: "feminine" })).toEqual(["1re", ...all("fr").slice(1)]);
  });
  it("it: º or ª by the noun's gender", () => {
    expect(all("it")).toEqual(["1º", "2º", "3º", "4º", "5º", "6º", "7º", "8º", "9º", "10º", "11º", "12º"]);
    expect(all("it", { gender: "feminine" })).toEqual(ONE_TO_TWELVE.map((n) => `${n}ª`));
  });
  it("es and pt: .º or .ª by the noun's gender", () => {
    for (const lang of ["es", "pt"] as const) {
      expect(all(lang)).toEqual([
        "1.º",
        "2.º",
        "3.º",
        "4.º",
        "5.º",
        "6.º",
        "7.º",
        "8.º",
        "9.º",
        "10.º",
        "11.º",
        "12.º",
      ]);
      expect(all(lang, { gender: "feminine" })).toEqual(ONE_TO_TWELVE.map((n) => `${n}.ª`));
    }
  });
  it("nl: e after every number", () => {
    expect(all("nl")).toEqual(["1e", "2e", "3e", "4e", "5e", "6e", "7e", "8e", "9e", "10e", "11e", "12e"]);
  });
  it("tr: a dot, or the suffix by vowel harmony", () => {
    expect(all("tr")).toEqual(["1.", "2.", "3.", "4.", "5.", "6.", "7.", "8.", "9.", "10.", "11.", "12."]);
    expect(all("tr", { form: "suffix" })).toEqual([
      "1'inci",
      "2'nci",
      "3'üncü",
      "4'üncü",
      "5'inci",
      "6'ncı",
      "7'nci",
      "8'inci",
      "9'uncu",
      "10'uncu",
      "11'inci",
      "12'nci",
    ]);
    expect(all("tr", { form: "lik" }).slice(0, 10)).toEqual([
      "1'incilik",
      "2'ncilik",
      "3'üncülük",
      "4'üncülük",
      "5'incilik",
      "6'ncılık",
      "7'ncilik",
      "8'incilik",
      "9'unculuk",
      "10'unculuk",
    ]);
    expect([20, 30, 40, 60, 90, 100, 1000].map((n) => ordinal("tr", n, { form: "suffix" }))).toEqual([
      "20'nci",
      "30'uncu",
      "40'ıncı",
      "60'ıncı",
      "90'ıncı",
      "100'üncü",
      "1000'inci",
    ]);
  });
});

describe("ordinals in the catalogs", () => {
  it("interpolate applies the ordinal format like i18next", () => {
    expect(parseFormat("ordinal(gender: feminine)")).toEqual({ name: "ordinal", options: { gender: "feminine" } });
    expect(interpolate("fr", "Match pour la {{place, ordinal(gender: feminine)}} place", { place: 1 })).toBe(
      "Match pour la 1re place",
    );
    expect(interpolate("tr", "{{place, ordinal(form: lik)}} maçı", { place: 3 })).toBe("3'üncülük maçı");
    expect(interpolate("en", "{{a}} and {{ b }}", { a: 1 })).toBe("1 and ");
  });

  // A suffix glued to a placeholder ("{{place}}e place") is right for some numbers only: 1e is wrong in French.
  const GLUED: Partial<Record<Language, RegExp>> = {
    en: /\}\}(st|nd|rd|th)\b/u,
    fr: /\}\}(e|er|re|ère|ème)\b/u,
    it: /\}\}[º°ª]/u,
    es: /\}\}\.?[º°ª]/u,
    pt: /\}\}\.?[º°ª]/u,
    nl: /\}\}(e|ste|de)\b/u,
    tr: /\}\}(\.\s*\p{Ll}|')/u,
  };
  for (const lang of LANGUAGES) {
    it(`${lang} builds no ordinal by string and uses only known formats`, async () => {
      const catalog = flattenCatalog(await loadCatalog(lang));
      const glued = GLUED[lang];
      const bad = Object.entries(catalog).filter(([, text]) => glued?.test(text));
      expect(bad.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
      for (const [key, text] of Object.entries(catalog)) {
        for (const m of text.matchAll(PLACEHOLDER)) {
          if (m[2]) expect(MESSAGE_FORMATS as readonly string[], key).toContain(parseFormat(m[2]).name);
        }
      }
    });
  }
});
