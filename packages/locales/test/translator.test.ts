// translatorOf: the server's texts and the lean public page's script (ADR 0028) translate with it from flat
// messages, so it must pick the plural form as i18next does, fall back like it, and fill placeholders and formats.
import { describe, expect, it } from "vitest";
import { flatCatalogOf } from "../src/catalogs.ts";
import { translatorOf } from "../src/interpolate.ts";
import { LANGUAGES } from "../src/languages.ts";

const messages = {
  "x.teams_one": "{{count}} team",
  "x.teams_other": "{{count}} teams",
  "x.only_other": "{{count}} things",
  "x.plain": "Group {{group}}",
  "x.counted": "Counted {{count}} without plural forms",
  "x.place": "{{place, ordinal}} place",
  "x.placeFr": "{{place, ordinal(gender: feminine)}} place",
  "x.two": "{{home}} – {{away}}",
};

describe("translatorOf", () => {
  it("picks _one / _other by the language's plural rules", () => {
    const en = translatorOf("en", messages);
    expect(en("x.teams", { count: 1 })).toBe("1 team");
    expect(en("x.teams", { count: 0 })).toBe("0 teams");
    expect(en("x.teams", { count: 2 })).toBe("2 teams");
    // French counts 0 and 1 as "one" (Intl.PluralRules), English only 1.
    const fr = translatorOf("fr", messages);
    expect(new Intl.PluralRules("fr").select(0)).toBe("one");
    expect(fr("x.teams", { count: 0 })).toBe("0 team");
    expect(fr("x.teams", { count: 1 })).toBe("1 team");
    expect(fr("x.teams", { count: 2 })).toBe("2 teams");
    // Every language of the app: 1 is "one", 5 is "other".
    for (const lang of LANGUAGES) {
      const t = translatorOf(lang, messages);
      expect(t("x.teams", { count: 1 }), lang).toBe("1 team");
      expect(t("x.teams", { count: 5 }), lang).toBe("5 teams");
    }
  });

  it("falls back to _other, then the key without a form, then the key itself", () => {
    const t = translatorOf("en", messages);
    expect(t("x.only", { count: 1 })).toBe("1 things");
    expect(t("x.counted", { count: 1 })).toBe("Counted 1 without plural forms");
    expect(t("x.missing")).toBe("x.missing");
    expect(t("x.missing", { count: 1 })).toBe("x.missing");
    // A count that is not a number picks no form.
    expect(t("x.teams", { count: "1" })).toBe("x.teams");
  });

  it("fills placeholders (missing ones empty) and applies the ordinal format", () => {
    const en = translatorOf("en", messages);
    expect(en("x.plain", { group: "A" })).toBe("Group A");
    expect(en("x.plain")).toBe("Group ");
    expect(en("x.two", { home: "<b>", away: 3 })).toBe("<b> – 3");
    expect(en("x.place", { place: 1 })).toBe("1st place");
    expect(en("x.place", { place: 22 })).toBe("22nd place");
    expect(translatorOf("de", messages)("x.place", { place: 3 })).toBe("3. place");
    expect(translatorOf("fr", messages)("x.placeFr", { place: 1 })).toBe("1re place");
  });

  it("translates the real catalogs: plural summaries and ordinal places", async () => {
    const en = translatorOf("en", await flatCatalogOf("en"));
    expect(en("public.registration.summary.places", { taken: 1, count: 1 })).toBe("1 of 1 place taken");
    expect(en("public.registration.summary.places", { taken: 6, count: 8 })).toBe("6 of 8 places taken");
    expect(en("public.registration.summary.teams", { count: 1 })).toBe("1 team taking part");
    expect(en("public.delay.notice", { count: 1 })).toBe("Running 1 minute late");
    expect(en("public.delay.notice", { count: 15 })).toBe("Running 15 minutes late");
    const de = translatorOf("de", await flatCatalogOf("de"));
    expect(de("public.registration.summary.pending", { count: 2 })).toBe("2 Anmeldungen noch nicht entschieden");
    const tr = translatorOf("tr", await flatCatalogOf("tr"));
    expect(tr("public.placements.place", { place: 1 })).not.toContain("{{");
    expect(tr("public.placements.place", { place: 1 })).toMatch(/^1/);
    const fr = translatorOf("fr", await flatCatalogOf("fr"));
    expect(fr("public.placements.place", { place: 1 })).toBe("1re place :");
  });
});
