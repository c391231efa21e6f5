import { describe, expect, it } from "vitest";
import { accessFor } from "./guard.ts";

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

  it.each(["/en/tournament/1", "/de/funino/2", "/es/resetpw/abc", "/pt/tmentOverview/9", "/en/create-tournament/4"])(
    "%s is open (open prefix or list)",
    (path) => {
      expect(accessFor(path)).toBe("open");
    },
  );

  it.each(["/en/club", "/de/adminboard", "/fr/settings", "/en/userAccount", "/en/messages", "/tr/messages/7", "/club"])(
    "%s needs login",
    (path) => {
      expect(accessFor(path)).toBe("login-required");
    },
  );

  it("treats anything unlisted as open", () => {
    expect(accessFor("/en/something-else")).toBe("open");
  });
});
