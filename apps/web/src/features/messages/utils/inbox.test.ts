import { describe, expect, it } from "vitest";
import { pageCount, pruneSelection, replySubject, selectionState, toggleAll, toggleId } from "./inbox.ts";

describe("messages inbox helpers", () => {
  it("toggles single ids and the whole page", () => {
    expect([...toggleId(new Set(["a"]), "b")]).toEqual(["a", "b"]);
    expect([...toggleId(new Set(["a", "b"]), "a")]).toEqual(["b"]);
    expect([...toggleAll(new Set(["a"]), ["a", "b"])]).toEqual(["a", "b"]);
    expect([...toggleAll(new Set(["a", "b"]), ["a", "b"])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });

  it("tells all / some / none and prunes ids no longer shown", () => {
    expect(selectionState(new Set(), ["a"])).toBe("none");
    expect(selectionState(new Set(["a"]), ["a", "b"])).toBe("some");
    expect(selectionState(new Set(["a", "b"]), ["a", "b"])).toBe("all");
    expect([...pruneSelection(new Set(["a", "x"]), ["a", "b"])]).toEqual(["a"]);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it("prefixes a reply's subject once, in the language's form, within the maximum length", () => {
    const re = (s: string) => `Re: ${s}`;
    expect(replySubject("Hello", re)).toBe("Re: Hello");
    expect(replySubject("Re: Hello", re)).toBe("Re: Hello");
    expect(replySubject("RE: Hello", re)).toBe("RE: Hello");
    expect(replySubject("Hallo", (s) => `Ynt: ${s}`)).toBe("Ynt: Hallo");
    expect(replySubject("x".repeat(150), re)).toHaveLength(150);
  });
});
