import { getMe } from "../features/auth/api/get-me.ts";
import { logout as logoutCall } from "../features/auth/api/logout.ts";
import { getUserGalleries } from "../lib/api/get-user-galleries.ts";
import { ApiError } from "../lib/api-client.ts";
import { clearSession, type GalleryState, sessionStore } from "../lib/session-store.ts";
import { applyPostLoginTarget } from "./post-login.ts";

/**
 * Session load (spec §4): ask for the current user; with one, store it, load its gallery and
 * mark authenticated. A failing gallery call does not block the login: the store records it
 * (`galerie.status` "failed"). 401 or no user clears the session; any other failure is ignored.
 */
export async function loadSession(): Promise<void> {
  try {
    const user = await getMe();
    if (!user || typeof user !== "object" || !user.id) {
      clearSession();
      return;
    }
    sessionStore.set({ user });
    let galerie: GalleryState;
    try {
      const answer = await getUserGalleries(user.id);
      galerie = { status: "ok", albums: Array.isArray(answer?.albums) ? answer.albums : [] };
    } catch {
      // The gallery is optional: the user is logged in without it.
      galerie = { status: "failed", albums: [] };
    }
    sessionStore.set({ galerie, isAuthenticated: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
  }
}

let ready: Promise<void> = Promise.resolve();

const currentPath = () => window.location.pathname + window.location.search;

/**
 * App start: load the session, then take the stored post-login target and go there when
 * authenticated. Guards wait for this before deciding.
 */
export function startSession(replace: (to: string) => void) {
  ready = loadSession().then(() => {
    applyPostLoginTarget(sessionStore.get().isAuthenticated, currentPath(), replace);
  });
  return ready;
}

/** Resolves once the start-up session load is done. */
export const sessionReady = () => ready;

/**
 * After a successful login (or a verification that signed in): reload the session, then the
 * stored target or else `fallback` (the admin board: where an organiser starts, not the marketing home).
 */
export async function completeLogin(replace: (to: string) => void, fallback: string) {
  await loadSession();
  if (!applyPostLoginTarget(sessionStore.get().isAuthenticated, currentPath(), replace)) replace(fallback);
}

/** Logout: call the server (failure ignored), clear the state, go home or reload if already there. */
export async function logout(home: string, navigate: (to: string) => void) {
  try {
    await logoutCall();
  } catch {
    // ignored on purpose: the local session is cleared anyway
  }
  clearSession();
  if (window.location.pathname === home || window.location.pathname === "/") window.location.reload();
  else navigate(home);
}
