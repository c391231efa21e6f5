import { describe, expect, it } from "vitest";
import { flattenCatalog, loadCatalog } from "../src/catalogs.ts";
import { LANGUAGES, type Language } from "../src/languages.ts";

// One word per product concept and language (packages/locales/glossary/{lang}.json, issue 21): every catalog
// message is checked against the variants the glossary forbids, so a new text cannot bring back "Reporter-Link".

type Forbidden = { variant: string; reason: string; keys?: string };
type Glossary = {
  language: Language;
  concepts: Record<string, { term: string; note?: string; forbidden: Forbidden[] }>;
  /** Grammar slips that are no concept ("mit wer es …"). */
  phrases: Forbidden[];
  /** Message keys where a variant is right after all (e.g. fr "calendrier" for the calendar file). */
  exceptions: Record<string, string[]>;
};

// A template import, like the catalogs' own loader (catalogs.ts): the locales package has no Node types.
const readGlossary = async (lang: Language): Promise<Glossary> =>
  ((await import(`../glossary/${lang}.json`)) as { default: Glossary }).default;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A variant matches as a whole word, case-insensitively; a trailing `*` lets any word ending follow
 * ("groep*" also catches "groepen", "muhabir*" the Turkish case endings). Letters and digits count as word
 * characters, so "Platz" does not match inside "Platzierung" and "tur" not inside "turnuva".
 */
function variantPattern(variant: string): RegExp {
  const stem = variant.endsWith("*");
  const body = escapeRegExp(stem ? variant.slice(0, -1) : variant).replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${stem ? "" : "(?![\\p{L}\\p{N}])"}`, "iu");
}

// Placeholders are code ({{club}}, {{link}}), not words of the language.
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, " ");

function violations(glossary: Glossary, catalog: Record<string, string>): string[] {
  const rules = [
    ...Object.entries(glossary.concepts).flatMap(([id, c]) => c.forbidden.map((f) => ({ ...f, id }))),
    ...glossary.phrases.map((f) => ({ ...f, id: "phrase" })),
  ];
  const out: string[] = [];
  for (const rule of rules) {
    const pattern = variantPattern(rule.variant);
    const scope = rule.keys ? new RegExp(rule.keys) : null;
    for (const [key, text] of Object.entries(catalog)) {
      if (scope && !scope.test(key)) continue;
      if (glossary.exceptions[key]?.includes(rule.variant)) continue;
      if (pattern.test(words(text))) out.push(`${key}: "${rule.variant}" (${rule.id}: ${rule.reason}) in "${text}"`);
    }
  }
  return out;
}

describe("glossary", async () => {
  const loaded = await Promise.all(LANGUAGES.map(async (l) => [l, await readGlossary(l)] as const));
  const glossaries = Object.fromEntries(loaded) as Record<Language, Glossary>;
  const concepts = Object.keys(glossaries.en.concepts).sort();

  it("names the core product concepts", () => {
    for (const id of ["reporterLink", "venue", "pitch", "group", "slot", "knockoutRound", "editor", "organiser"])
      expect(concepts).toContain(id);
    for (const id of ["shootout", "draw", "levelOnPoints", "placementGames", "schedule", "bracket", "youthFootball"])
      expect(concepts).toContain(id);
  });

  for (const lang of LANGUAGES) {
    it(`${lang} covers the same concepts, each with one term that it does not forbid itself`, () => {
      const glossary = glossaries[lang];
      expect(glossary.language).toBe(lang);
      expect(Object.keys(glossary.concepts).sort()).toEqual(concepts);
      for (const [id, { term, forbidden }] of Object.entries(glossary.concepts)) {
        expect(term.trim(), `${lang}:${id}`).not.toBe("");
        for (const f of forbidden) {
          expect(f.reason.trim(), `${lang}:${id}:${f.variant} needs a reason`).not.toBe("");
          if (!f.keys) expect(variantPattern(f.variant).test(term), `${lang}:${id} forbids its own term`).toBe(false);
        }
      }
    });

    it(`${lang} catalogs use none of the forbidden variants`, async () => {
      const catalog = flattenCatalog(await loadCatalog(lang));
      expect(violations(glossaries[lang], catalog)).toEqual([]);
    });
  }

  it("catches a forbidden variant, and only as a word", () => {
    const glossary: Glossary = {
      language: "de",
      concepts: {
        reporterLink: { term: "Ergebnis-Link", forbidden: [{ variant: "Reporter-Link*", reason: "Presse" }] },
      },
      phrases: [{ variant: "Platz", reason: "Rang", keys: "[pP]itch[^.]*$" }],
      exceptions: { "b.allowed": ["Reporter-Link*"] },
    };
    const found = violations(glossary, {
      "a.link": "Neue reporter-links erstellen",
      "b.allowed": "Reporter-Link",
      "c.pitch": "Platz {{n}}",
      "c.rank": "Platz {{n}}",
      "d.word": "Platzierungsspiele am Spielfeld",
    });
    expect(found.map((v) => v.split(":")[0])).toEqual(["a.link", "c.pitch"]);
  });
});
