import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialSessionState, sessionStore } from "../lib/session-store.ts";
import { loadSession } from "./session.ts";

const USER = { id: "5b3f0c9e-0d6e-4a43-9a53-3f1f7c1a2b3c", email: "coach@example.test", displayName: "Coach" };
const ALBUM = { id: "a1", title: "Spring Cup", photos: [] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch answering auth/me with the user and g/galauser as given; records what the store held at each call. */
function serve(gallery: () => Response) {
  const seen: Array<{ url: string; body: unknown; authenticated: boolean; userId: string | undefined }> = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const state = sessionStore.get();
    seen.push({
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authenticated: state.isAuthenticated,
      userId: state.user?.id,
    });
    if (url === "/api/v1/auth/me") return json(200, USER);
    if (url === "/api/v1/g/galauser") return gallery();
    return json(404, { error: { code: "ROUTE_NOT_FOUND", message: "no" } });
  });
  vi.stubGlobal("fetch", fetch);
  return seen;
}

describe("session load: user → gallery → logged in", () => {
  beforeEach(() => sessionStore.set(initialSessionState));
  afterEach(() => vi.unstubAllGlobals());

  it("stores the user, then loads the user's gallery, then marks the session authenticated", async () => {
    const seen = serve(() => json(200, { albums: [ALBUM] }));
    await loadSession();
    expect(seen.map((s) => s.url)).toEqual(["/api/v1/auth/me", "/api/v1/g/galauser"]);
    // The gallery is asked for the stored user's id before the session counts as logged in.
    expect(seen[1]).toEqual({
      url: "/api/v1/g/galauser",
      body: { id: USER.id },
      authenticated: false,
      userId: USER.id,
    });
    const state = sessionStore.get();
    expect(state.user?.id).toBe(USER.id);
    expect(state.galerie).toEqual({ status: "ok", albums: [ALBUM] });
    expect(state.isAuthenticated).toBe(true);
  });

  it("a failing gallery call does not block the login; the store records the failure", async () => {
    serve(() => json(500, { error: { code: "INTERNAL", message: "down" } }));
    await loadSession();
    const state = sessionStore.get();
    expect(state.isAuthenticated).toBe(true);
    expect(state.galerie).toEqual({ status: "failed", albums: [] });
  });

  it("a 401 clears user and gallery", async () => {
    sessionStore.set({ user: USER, isAuthenticated: true, galerie: { status: "ok", albums: [] } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { error: { code: "UNAUTHORIZED", message: "Login required" } })),
    );
    await loadSession();
    expect(sessionStore.get()).toMatchObject({ user: null, galerie: null, isAuthenticated: false });
  });
});
