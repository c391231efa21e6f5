import { describe, expect, it } from "vitest";
import { flattenCatalog, loadCatalog } from "../src/catalogs.ts";
import { PLACEHOLDER } from "../src/interpolate.ts";
import { LANGUAGES } from "../src/languages.ts";

// Strings that may legitimately read the same in another language (names, codes, symbols).
const SAME_AS_ENGLISH_ALLOWED = new Set(["app.name"]);
// A placeholder may carry a format (`{{place, ordinal}}`, ordinals.ts): its name is what must match across languages.
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

describe("message catalogs", async () => {
  const en = flattenCatalog(await loadCatalog("en"));

  it("English has keys", () => {
    expect(Object.keys(en).length).toBeGreaterThan(3);
  });

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang} has exactly the English keys, translated, with the same placeholders`, async () => {
      const other = flattenCatalog(await loadCatalog(lang));
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = other[key] ?? "";
        expect(text.trim(), `${lang}:${key} is empty`).not.toBe("");
        expect(placeholders(text), `${lang}:${key} placeholders`).toEqual(placeholders(english));
        // A string of more than one word identical to English was almost certainly not translated; one of
        // placeholders and punctuation only ("{{stage}} · {{pitch}}") has nothing to translate.
        // Words are counted without placeholders: "{{count}} photo" is one word, which French writes the same.
        const prose = english.replace(PLACEHOLDER, "").trim();
        const hasWords = /\p{L}/u.test(prose);
        if (!SAME_AS_ENGLISH_ALLOWED.has(key) && hasWords && /\s/.test(prose)) {
          expect(text, `${lang}:${key} looks untranslated`).not.toBe(english);
        }
      }
    });
  }
});
