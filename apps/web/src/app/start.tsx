import i18next from "i18next";
import { startAnalytics, trackPageView } from "../lib/analytics.ts";
import { setUnauthorizedHandler } from "../lib/api-client.ts";
import { keepOfflineCopies } from "../lib/offline-copies.ts";
import { registerServiceWorker } from "../lib/pwa.ts";
import { queryClient } from "../lib/query-client.ts";
import { refetchAfterReconnect } from "../lib/reconnect.ts";
import { clearSession } from "../lib/session-store.ts";
import { showSnackbar } from "../lib/snackbar.ts";
import { isUpdateAvailable, startVersionCheck } from "../lib/version-check.ts";
import { type AppRouter, createRouter } from "./router.tsx";
import { startSession } from "./session.ts";
import { UpdateNotice } from "./update-notice.tsx";

/** Wire the shell's services (session, analytics, PWA, update check) to a new router. */
export function startApp(i18nReady: Promise<unknown>): AppRouter {
  setUnauthorizedHandler(clearSession);
  keepOfflineCopies(queryClient);
  refetchAfterReconnect(queryClient);
  // Chunk-load errors (old deploy) are not handled on Vite's preload event: the route error
  // screen reloads, after the router has moved to the target URL, so the reload lands there.

  let router: AppRouter | undefined;
  // The session load starts before the router so that guards can wait for it.
  startSession((to) => {
    const go = () => void router?.navigate(to, { replace: true });
    // A navigation issued while the first one is still loading can be lost: wait for it.
    if (!router || router.state.initialized) return go();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      // Subscribers run inside the router's own completion of the first navigation, which afterwards resets its
      // pending history action: a navigation started here would render the target but never update the address.
      queueMicrotask(go);
    });
  });
  router = createRouter();

  let lastPath = router.state.location.pathname + router.state.location.search;
  router.subscribe((state) => {
    if (state.navigation.state !== "idle") return;
    const path = state.location.pathname + state.location.search;
    if (path === lastPath) return;
    lastPath = path;
    // A newer build was announced: load the page fresh on the next navigation.
    if (isUpdateAvailable()) {
      window.location.reload();
      return;
    }
    // After the page set its title.
    setTimeout(() => trackPageView(state.location), 0);
  });

  startAnalytics(() => router.state.location);
  // A worker another page installed (the lean home registers it too) is ready at once: the notice waits for its text.
  registerServiceWorker(() => void i18nReady.then(() => showSnackbar(i18next.t("shell.pwa.offlineReady"), "success")));
  startVersionCheck(() => showSnackbar(<UpdateNotice />, "info", "update-available"));
  return router;
}
