import { VERSION_CHECK_INTERVAL_MS } from "./constants.ts";

/** A deployed build differs from the running one (versions are build timestamps, any change counts). */
export const isNewBuild = (deployed: unknown, running: string): boolean =>
  typeof deployed === "string" && deployed !== "" && deployed !== running;

let updateAvailable = false;

/** True once a newer build was seen; the next navigation then loads the page fresh. */
export const isUpdateAvailable = () => updateAvailable;

/**
 * Poll `/version.json` every 5 minutes and when the window regains focus; tell the user once
 * when a newer build is deployed.
 */
export function startVersionCheck(onNewVersion: () => void, running = __BUILD_VERSION__) {
  if (import.meta.env.DEV) return;
  let checking = false;
  const check = async () => {
    if (updateAvailable || checking) return;
    checking = true;
    try {
      const response = await fetch("/version.json", { cache: "no-store" });
      if (!response.ok) return;
      const { version } = (await response.json()) as { version?: unknown };
      if (isNewBuild(version, running)) {
        updateAvailable = true;
        onNewVersion();
      }
    } catch {
      // offline or a proxy page: try again later
    } finally {
      checking = false;
    }
  };
  setInterval(check, VERSION_CHECK_INTERVAL_MS);
  window.addEventListener("focus", check);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void check();
  });
}
