import { STORAGE_KEYS } from "../lib/constants.ts";
import { session } from "../lib/storage.ts";

/** Remember the protected page an anonymous visitor wanted, for after the login. */
export const storePostLoginTarget = (path: string) => session.set(STORAGE_KEYS.postLoginTarget, path);

/** Take the remembered target (and forget it). */
export function takePostLoginTarget(): string | null {
  const target = session.get(STORAGE_KEYS.postLoginTarget);
  session.remove(STORAGE_KEYS.postLoginTarget);
  // Only same-site paths: a crafted value must not send the user elsewhere.
  return target?.startsWith("/") && !target.startsWith("//") ? target : null;
}

/**
 * Take the target; when the user is authenticated and it is not the current page, replace the
 * route with it. Returns whether it navigated.
 */
export function applyPostLoginTarget(
  isAuthenticated: boolean,
  currentPath: string,
  replace: (to: string) => void,
): boolean {
  const target = takePostLoginTarget();
  if (!target || !isAuthenticated || target === currentPath) return false;
  replace(target);
  return true;
}
