import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "./constants.ts";
import { clearSession, initialSessionState, sessionStore } from "./session-store.ts";

describe("session store", () => {
  beforeEach(() => sessionStore.set(initialSessionState));

  it("has the spec's defaults", () => {
    expect(sessionStore.get()).toEqual({
      user: null,
      isAuthenticated: false,
      galerie: null,
      loginRegisVariable: "0",
      formObject: null,
      tmentOverviewVariable: "0",
    });
  });

  it("persists every change and clears the user on logout", () => {
    sessionStore.set({
      user: { id: "u1", email: "a@b.c", displayName: "A" },
      isAuthenticated: true,
      galerie: { status: "ok", albums: [] },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? "{}").isAuthenticated).toBe(true);
    sessionStore.set({ loginRegisVariable: "1" });
    clearSession();
    const state = sessionStore.get();
    expect(state.user).toBeNull();
    expect(state.galerie).toBeNull();
    expect(state.isAuthenticated).toBe(false);
    expect(state.loginRegisVariable).toBe("1");
  });
});
