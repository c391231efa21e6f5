import { describe, expect, it } from "vitest";
import { findUnsafeText, isSafeText } from "../src/safe-text.ts";

describe("safe text", () => {
  it("accepts any Unicode, including astral characters written as surrogate pairs", () => {
    for (const ok of ["", "FC Köln", "Straße 1\n2", "⚽ 🏆", "\ud83c\udfc6", "\t\r\n\u0001\uffff"])
      expect(isSafeText(ok)).toBe(true);
  });

  it("refuses NUL and unpaired surrogates wherever they stand", () => {
    for (const bad of ["\u0000", "a\u0000b", "\ud800", "x\ud800", "\udc00y", "\udc00\ud800", "🏆\ud83c"])
      expect(isSafeText(bad)).toBe(false);
  });

  it("names the path of the first bad value or key in nested input", () => {
    expect(findUnsafeText({ name: "Cup", teams: [{ name: "A" }, { name: "B\u0000" }] })).toEqual(["teams", 1, "name"]);
    expect(findUnsafeText({ venue: { "bad\ud800key": 1 } })).toEqual(["venue", "bad\ud800key"]);
    expect(findUnsafeText("\u0000")).toEqual([]);
    expect(findUnsafeText({ n: 1, ok: true, none: null, s: "fine" })).toBeNull();
  });

  it("walks deeply nested input without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });
});
