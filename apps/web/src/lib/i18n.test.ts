import { beforeEach, describe, expect, it, vi } from "vitest";

// i18next is a singleton: each case loads fresh modules.
const load = async () => {
  vi.resetModules();
  const [i18n, { default: i18next }] = await Promise.all([import("./i18n.ts"), import("i18next")]);
  return { ...i18n, i18next };
};
const has = (i18next: { exists: (key: string, options: { lng: string }) => boolean }, key: string, lng: string) =>
  i18next.exists(key, { lng });

describe("catalogs per page", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("starts with the shell's catalogs only, in one language", async () => {
    const { initI18n, i18next } = await load();
    await initI18n("de");
    expect(has(i18next, "shell.nav.home", "de")).toBe(true);
    expect(has(i18next, "app.name", "de")).toBe(true);
    expect(has(i18next, "organiser.schedule.group", "de")).toBe(false);
    expect(has(i18next, "public.match.group", "de")).toBe(false);
    expect(has(i18next, "shell.nav.home", "en")).toBe(false);
  });

  it("adds a page's namespaces, and a language switch loads those visited so far", async () => {
    const { initI18n, loadNamespaces, changeLanguage, i18next } = await load();
    await initI18n("en");
    await loadNamespaces("en", ["public"]);
    expect(i18next.t("public.match.group", { group: "A" })).toBe("Group A");
    expect(has(i18next, "organiser.schedule.group", "en")).toBe(false);

    await changeLanguage("de");
    expect(i18next.language).toBe("de");
    expect(has(i18next, "public.match.group", "de")).toBe(true);
    expect(has(i18next, "shell.nav.home", "de")).toBe(true);
    expect(has(i18next, "organiser.schedule.group", "de")).toBe(false);
  });

  it("loads the namespace of a key nobody declared when it is missed", async () => {
    const { initI18n, i18next } = await load();
    await initI18n("en");
    expect(i18next.t("organiser.schedule.group", { group: "B" })).toBe("organiser.schedule.group");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('missing key "organiser.schedule.group"'));
    await vi.waitFor(() => expect(has(i18next, "organiser.schedule.group", "en")).toBe(true));
    expect(i18next.t("organiser.schedule.group", { group: "B" })).toBe("Group B");
  });
});
