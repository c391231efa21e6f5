import { describe, expect, it } from "vitest";
import { stripLanguagePrefix } from "../lib/language.ts";
import { type Access, accessFor, PROTECTED_PREFIXES } from "./guard.ts";
import { paths } from "./paths.ts";

describe("route guard", () => {
  it.each([
    "/",
    "/en",
    "/de/login",
    "/fr/register",
    "/en/validateEmail",
    "/tr/create-tournament",
    "/en/notfound",
    "/en/offline",
    "/nl/alltournaments",
    "/it/global-tournaments",
  ])("%s is open", (path) => {
    expect(accessFor(path)).toBe("open");
  });

  it.each([
    "/en/tournament/1",
    "/de/funino/2",
    "/es/resetpw/abc",
    "/pt/tmentOverview/9",
    "/en/create-tournament/4",
    // An event's page, its display mode and its embed (issue 19): open, although `/eventOverview` is protected.
    "/en/event/0b6c9a1e-1111-4222-8333-444455556666",
    "/en/event/0b6c9a1e-1111-4222-8333-444455556666/display",
    "/en/embed/event/0b6c9a1e-1111-4222-8333-444455556666",
  ])("%s is open (open prefix or list)", (path) => {
    expect(accessFor(path)).toBe("open");
  });

  it.each([
    "/en/club",
    "/de/adminboard",
    "/fr/settings",
    "/en/userAccount",
    "/en/messages",
    "/tr/messages/7",
    "/club",
    "/de/operator",
    "/en/createEvent",
    "/en/eventOverview/0b6c9a1e-1111-4222-8333-444455556666",
    "/en/eventControl/0b6c9a1e-1111-4222-8333-444455556666",
  ])("%s needs login", (path) => {
    expect(accessFor(path)).toBe("login-required");
  });

  it("treats anything unlisted as open", () => {
    expect(accessFor("/en/something-else")).toBe("open");
  });
});

// The spec's access rules word for word (§2); the guard derives its lists from the page registry instead.
const SPEC_OPEN = [
  "/",
  "/login",
  "/register",
  "/validateEmail",
  "/aboutus",
  "/agb",
  "/contact",
  "/create-tournament",
  "/dataprivacy",
  "/faq",
  "/features",
  "/funino-howto",
  "/funino-rules",
  "/global-tournaments",
  "/howto",
  "/imprint",
  "/tip",
  "/notfound",
  "/alltournaments",
  "/offline",
];
const SPEC_OPEN_PREFIXES = ["/tournament", "/funino", "/resetpw", "/tmentOverview"];
// The operator area (issue 20) is protected like the account pages.
// The event organiser's pages (issue 19) too; `/eventOverview` wins over an open `/event` prefix (longest match).
const SPEC_PROTECTED_PREFIXES = [
  "/club",
  "/adminboard",
  "/settings",
  "/userAccount",
  "/messages",
  "/operator",
  "/createEvent",
  "/eventOverview",
  "/eventControl",
];

function specAccess(pathname: string): Access {
  const path = stripLanguagePrefix(pathname);
  if (SPEC_OPEN.includes(path)) return "open";
  if (path.startsWith("/eventOverview") || path.startsWith("/eventControl")) return "login-required";
  if (SPEC_OPEN_PREFIXES.some((p) => path.startsWith(p))) return "open";
  return SPEC_PROTECTED_PREFIXES.some((p) => path.startsWith(p)) ? "login-required" : "open";
}

describe("route guard derived from the page registry", () => {
  it("protects exactly the spec's prefixes", () => {
    expect([...PROTECTED_PREFIXES].sort()).toEqual([...SPEC_PROTECTED_PREFIXES].sort());
  });

  it("answers like the spec for every page, with and without ids, and near misses", () => {
    const samples = Object.values(paths).flatMap((page) => {
      const base = `/${page.path.replace(/\/:id\??/, "")}`.replace(/\/$/, "") || "/";
      return [base, `${base}/x`, `${base}x`, `/en${base === "/" ? "" : base}`, `/de${base}/abc/def`];
    });
    for (const path of [...samples, "/en/clubs", "/en/message", "/xx/club", "/en/tournament-club"]) {
      expect(accessFor(path), path).toBe(specAccess(path));
    }
  });
});
