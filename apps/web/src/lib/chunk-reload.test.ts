import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload } from "./chunk-reload.ts";

describe("chunk reload guard", () => {
  it("allows the first reload", () => {
    expect(mayReload(1_000_000, null)).toBe(true);
  });
  it("refuses a second reload within 10 seconds", () => {
    expect(mayReload(1_000_000, String(1_000_000 - 9_999))).toBe(false);
  });
  it("allows a reload after 10 seconds", () => {
    expect(mayReload(1_000_000, String(1_000_000 - 10_000))).toBe(true);
  });
  it("ignores garbage and clocks that went backwards", () => {
    expect(mayReload(1_000, "x")).toBe(true);
    expect(mayReload(1_000, "5000")).toBe(true);
  });
  it("recognises chunk-load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
