import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";

describe("paths", () => {
  it("builds each page's localized link from its registry pattern", () => {
    expect(paths.home.href("de")).toBe("/de");
    expect(paths.faq.href("en")).toBe("/en/faq");
    expect(paths.dataPrivacy.href("fr")).toBe("/fr/dataprivacy");
    expect(paths.tournament.href("en", "a b/c")).toBe("/en/tournament/a%20b%2Fc");
    expect(paths.tournamentDisplay.href("tr", "x1")).toBe("/tr/tournament/x1/display");
    expect(paths.validateEmail.href("en", "code")).toBe("/en/validateEmail/code");
  });

  it("drops an optional id that is not given", () => {
    expect(paths.messages.href("en")).toBe("/en/messages");
    expect(paths.messages.href("en", "7")).toBe("/en/messages/7");
    expect(paths.createTournament.href("nl", "")).toBe("/nl/create-tournament");
    expect(paths.createTournament.href("nl", "t9")).toBe("/nl/create-tournament/t9");
  });

  it("carries access and id pattern", () => {
    expect(paths.club.access).toBe("login-required");
    expect(paths.tournament.id.test("bad id")).toBe(false);
    expect(paths.resetPassword.id.test("a.b~c")).toBe(true);
  });
});
