import { describe, expect, it } from "vitest";
import {
  alternateLinks,
  languageOfPath,
  negotiateLanguage,
  stripLanguagePrefix,
  switchLanguagePath,
} from "./language.ts";

describe("language negotiation", () => {
  it("prefers the cookie", () => {
    expect(negotiateLanguage("tr", ["de-DE", "en"])).toBe("tr");
  });
  it("then the browser languages, by primary subtag", () => {
    expect(negotiateLanguage(undefined, ["ja", "pt-BR", "de"])).toBe("pt");
    expect(negotiateLanguage("xx", ["NL-nl"])).toBe("nl");
  });
  it("falls back to English", () => {
    expect(negotiateLanguage(undefined, ["ja", "zh-CN"])).toBe("en");
    expect(negotiateLanguage(undefined, [])).toBe("en");
  });
});

describe("language paths", () => {
  it("finds and strips the prefix", () => {
    expect(languageOfPath("/de/faq")).toBe("de");
    expect(languageOfPath("/xx/faq")).toBeUndefined();
    expect(stripLanguagePrefix("/de/faq")).toBe("/faq");
    expect(stripLanguagePrefix("/de")).toBe("/");
    expect(stripLanguagePrefix("/de/")).toBe("/");
    expect(stripLanguagePrefix("/club")).toBe("/club");
    expect(stripLanguagePrefix("/")).toBe("/");
  });
  it("switches the language and keeps the page", () => {
    expect(switchLanguagePath("/de/tournament/7", "fr")).toBe("/fr/tournament/7");
    expect(switchLanguagePath("/", "it")).toBe("/it");
    expect(switchLanguagePath("/en", "tr")).toBe("/tr");
  });
  it("lists alternates for all languages and x-default", () => {
    const links = alternateLinks("/de/faq", "https://x.test");
    expect(links).toHaveLength(9);
    expect(links).toContainEqual({ hreflang: "pt-PT", href: "https://x.test/pt/faq" });
    expect(links).toContainEqual({ hreflang: "x-default", href: "https://x.test/en/faq" });
  });
});
