import { describe, expect, it } from "vitest";
import { flattenCatalog, loadCatalog } from "../src/catalogs.ts";
import type { Language } from "../src/languages.ts";

// Words that make a feature look like something else. A reporter link lets a referee or helper enter results:
// in Turkish "muhabir" is a press reporter, so the link is a "sonuç girişi bağlantısı".
const FORBIDDEN: Partial<Record<Language, RegExp[]>> = {
  tr: [/muhabir/iu],
};

describe("terminology", () => {
  for (const [lang, patterns] of Object.entries(FORBIDDEN) as Array<[Language, RegExp[]]>) {
    it(`${lang} uses none of the forbidden variants`, async () => {
      const catalog = flattenCatalog(await loadCatalog(lang));
      const hits = Object.entries(catalog).filter(([, text]) => patterns.some((p) => p.test(text)));
      expect(hits.map(([key]) => key)).toEqual([]);
    });
  }
});
