import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../lib/constants.ts";
import { applyPostLoginTarget, storePostLoginTarget } from "./post-login.ts";

describe("post-login target", () => {
  beforeEach(() => sessionStorage.clear());

  it("navigates an authenticated user to the stored target and clears it", () => {
    storePostLoginTarget("/de/club");
    const replace = vi.fn();
    expect(applyPostLoginTarget(true, "/de/login", replace)).toBe(true);
    expect(replace).toHaveBeenCalledWith("/de/club");
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginTarget)).toBeNull();
  });

  it("does nothing when already there or not authenticated, but still clears the target", () => {
    const replace = vi.fn();
    storePostLoginTarget("/de/club");
    expect(applyPostLoginTarget(true, "/de/club", replace)).toBe(false);
    storePostLoginTarget("/de/club");
    expect(applyPostLoginTarget(false, "/de/login", replace)).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginTarget)).toBeNull();
  });

  it("ignores targets outside the site", () => {
    const replace = vi.fn();
    storePostLoginTarget("//evil.test/x");
    expect(applyPostLoginTarget(true, "/en", replace)).toBe(false);
  });
});
