import type { Album } from "@kickoff/domain/gallery-contracts.ts";
import { STORAGE_KEYS } from "./constants.ts";
import { useStore } from "./external-store.ts";
import { local } from "./storage.ts";
import { createStore } from "./store.ts";

/** What the client knows about the logged-in user (the server's presented user). */
export type SessionUser = {
  id: string;
  email: string;
  displayName: string;
  [field: string]: unknown;
};

/**
 * The logged-in user's gallery, loaded with the session (spec: user → gallery → logged in). "failed": the gallery
 * call did not answer; the login went on without it and the gallery pages load it again.
 */
export type GalleryState = { status: "ok" | "failed"; albums: Album[] };

/** Session state persisted in the browser (spec §3). */
export type SessionState = {
  user: SessionUser | null;
  isAuthenticated: boolean;
  galerie: GalleryState | null;
  /** "0" shows the login form, "1" the registration form. */
  loginRegisVariable: string;
  formObject: unknown;
  tmentOverviewVariable: string;
};

export const initialSessionState: SessionState = {
  user: null,
  isAuthenticated: false,
  galerie: null,
  loginRegisVariable: "0",
  formObject: null,
  tmentOverviewVariable: "0",
};

function readGallery(value: unknown): GalleryState | null {
  if (!value || typeof value !== "object") return null;
  const { status, albums } = value as Partial<GalleryState>;
  if ((status !== "ok" && status !== "failed") || !Array.isArray(albums)) return null;
  return { status, albums };
}

function readPersisted(): SessionState {
  try {
    const raw = local.get(STORAGE_KEYS.session);
    if (!raw) return initialSessionState;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      user: parsed.user && typeof parsed.user === "object" ? parsed.user : null,
      isAuthenticated: parsed.isAuthenticated === true,
      galerie: readGallery(parsed.galerie),
      loginRegisVariable: typeof parsed.loginRegisVariable === "string" ? parsed.loginRegisVariable : "0",
      formObject: parsed.formObject ?? null,
      tmentOverviewVariable: typeof parsed.tmentOverviewVariable === "string" ? parsed.tmentOverviewVariable : "0",
    };
  } catch {
    return initialSessionState;
  }
}

export const sessionStore = createStore<SessionState>(readPersisted(), (state) =>
  local.set(STORAGE_KEYS.session, JSON.stringify(state)),
);

/** Forget the user (logout, 401): user, gallery and the authenticated mark. */
export function clearSession() {
  sessionStore.set({ user: null, galerie: null, isAuthenticated: false });
}

export const useSession = <T>(selector: (state: SessionState) => T): T => useStore(sessionStore, selector);
