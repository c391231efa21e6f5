import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { changeLanguage, initI18n, loadNamespaces } from "./i18n.ts";

// Catalogs write ordinals as `{{place, ordinal}}`: without the formatter i18next would print "1 place".
describe("i18n ordinals", () => {
  it("formats places by each language's rule", async () => {
    await initI18n("fr");
    await loadNamespaces("fr", ["public", "engine"]);
    expect(i18next.t("public.match.placeFor", { place: 1 })).toBe("Match pour la 1re place");
    expect(i18next.t("public.match.placeFor", { place: 3 })).toBe("Match pour la 3e place");
    await changeLanguage("tr");
    expect(i18next.t("public.match.placeFor", { place: 3 })).toBe("3'üncülük maçı");
    expect(i18next.t("engine.placeholder.groupRank", { rank: 2, group: "B" })).toBe("B Grubu, 2. sıra");
    await changeLanguage("en");
    expect(i18next.t("engine.placeholder.groupRank", { rank: 1, group: "A" })).toBe("1st in Group A");
  });
});
