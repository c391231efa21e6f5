import { STORAGE_KEYS } from "./constants.ts";
import { createStore, useStore } from "./external-store.ts";
import { local } from "./storage.ts";

/** What the client knows about the logged-in user (the server's presented user). */
export type SessionUser = {
  id: string;
  email: string;
  displayName: string;
  [field: string]: unknown;
};

/** Session state persisted in the browser (spec §3). */
export type SessionState = {
  user: SessionUser | null;
  isAuthenticated: boolean;
  galerie: unknown;
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

function readPersisted(): SessionState {
  try {
    const raw = local.get(STORAGE_KEYS.session);
    if (!raw) return initialSessionState;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      user: parsed.user && typeof parsed.user === "object" ? parsed.user : null,
      isAuthenticated: parsed.isAuthenticated === true,
      galerie: parsed.galerie ?? null,
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
