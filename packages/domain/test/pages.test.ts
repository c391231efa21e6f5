import { describe, expect, it } from "vitest";
import { DISALLOWED_SEGMENTS, matchPage, PAGES, type PageDef, SITEMAP_PATHS, URL_CODE, URL_ID } from "../src/pages.ts";

const pages: Array<[string, PageDef]> = Object.entries(PAGES);

describe("page registry", () => {
  it("gives every page with an id in its path an id pattern, and no other page one", () => {
    for (const [key, page] of pages) expect(page.path.includes(":id"), key).toBe(page.id !== undefined);
  });

  it("keeps personal areas out of crawlers' reach and ids out of the sitemap", () => {
    for (const [key, page] of pages) {
      if (page.access === "login-required") expect(page.crawl, key).toBe("disallow");
      if (page.crawl === "sitemap") expect(page.path, key).not.toContain(":");
    }
  });

  it("declares each path once", () => {
    const list = pages.map(([, page]) => page.path);
    expect(new Set(list).size).toBe(list.length);
  });

  it("lists the sitemap's static pages and robots.txt's areas in their published order", () => {
    expect(SITEMAP_PATHS).toEqual([
      "",
      "features",
      "howto",
      "faq",
      "tip",
      "aboutus",
      "contact",
      "imprint",
      "agb",
      "dataprivacy",
      "funino-howto",
      "funino-rules",
      "alltournaments",
      "global-tournaments",
    ]);
    expect(DISALLOWED_SEGMENTS).toEqual([
      "embed",
      "club",
      "adminboard",
      "settings",
      "userAccount",
      "messages",
      "operator",
      "login",
      "register",
      "resetpw",
      "validateEmail",
      "create-tournament",
      "tmentOverview",
      "createEvent",
      "eventOverview",
      "eventRegister",
      "eventControl",
      "eventReporter",
      "offline",
      "notfound",
    ]);
  });

  it("matches a path to its page the way the router does, and nothing else", () => {
    expect(matchPage("")).toEqual({ key: "home" });
    expect(matchPage("/")).toEqual({ key: "home" });
    expect(matchPage("/FAQ/")).toEqual({ key: "faq" });
    expect(matchPage("/tournament/abc")).toEqual({ key: "tournament", id: "abc" });
    expect(matchPage("/event/abc")).toEqual({ key: "event", id: "abc" });
    expect(matchPage("/event/abc/display/")).toEqual({ key: "eventDisplay", id: "abc" });
    expect(matchPage("/embed/event/abc")).toEqual({ key: "eventEmbed", id: "abc" });
    expect(matchPage("/tournament/abc/display")).toEqual({ key: "tournamentDisplay", id: "abc" });
    expect(matchPage("/embed/tournament/abc")).toEqual({ key: "embed", id: "abc" });
    expect(matchPage("/messages")).toEqual({ key: "messages" });
    expect(matchPage("/messages/m1")).toEqual({ key: "messages", id: "m1" });
    expect(matchPage("/operator")).toEqual({ key: "operator" });
    expect(matchPage("/operator/x")).toBeNull();
    expect(matchPage("/resetpw/a.b~c")).toEqual({ key: "resetPassword", id: "a.b~c" });
    for (const unknown of ["/nope", "/tournament", "/tournament/a/b", "/tournament/bad%20id", "/faq/x", "/%E0%A4%A"])
      expect(matchPage(unknown), unknown).toBeNull();
  });

  it("accepts ids and mail codes of URL-safe characters only", () => {
    expect(URL_ID.test("aB3_-x")).toBe(true);
    expect(URL_ID.test("bad id")).toBe(false);
    expect(URL_ID.test("a".repeat(65))).toBe(false);
    expect(URL_CODE.test("a.b~c")).toBe(true);
    expect(URL_ID.test("a.b~c")).toBe(false);
    expect(URL_CODE.test("a/b")).toBe(false);
  });
});
