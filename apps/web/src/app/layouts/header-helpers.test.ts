import { describe, expect, it } from "vitest";
import { initialsOf, staleAfterNavigation } from "./header-helpers.ts";

describe("initials for the narrow user button", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initialsOf("Olga Organiser")).toBe("OO");
    expect(initialsOf("  anna  maria  de  vries ")).toBe("AV");
  });
  it("one word gives one letter, an empty name a question mark", () => {
    expect(initialsOf("çağla")).toBe("Ç");
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("stale snackbars", () => {
  it("a snackbar survives one navigation and is hidden at the next", () => {
    const first = staleAfterNavigation(new Set(), ["inbox"]);
    expect(first.hide).toEqual([]);
    const second = staleAfterNavigation(first.survivors, ["inbox", "confirmed"]);
    expect(second.hide).toEqual(["inbox"]);
    const third = staleAfterNavigation(second.survivors, ["confirmed"]);
    expect(third.hide).toEqual(["confirmed"]);
    expect([...third.survivors]).toEqual([]);
  });
});
