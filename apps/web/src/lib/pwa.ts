import { STORAGE_KEYS } from "./constants.ts";
import { registerWorker } from "./service-worker.ts";
import { local } from "./storage.ts";
import { createStore } from "./store.ts";

type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export const pwaStore = createStore({
  /** The browser offered installation and the visitor has not hidden the prompt. */
  canInstall: false,
  offlineReady: local.get(STORAGE_KEYS.offlineReady) === "1",
  registrationError: false,
});

declare global {
  interface Window {
    /**
     * The browser's install offer, kept on the window too: the browser makes it once per page, and a page drawn
     * without the app (its own script has a copy of this module) may boot the app later (contact, report), whose copy
     * then takes the offer over.
     */
    kickoffInstallOffer?: InstallPromptEvent | null;
  }
}

let deferredPrompt: InstallPromptEvent | null = null;
const keepOffer = (event: InstallPromptEvent | null) => {
  deferredPrompt = event;
  window.kickoffInstallOffer = event;
};

const installHidden = () => local.get(STORAGE_KEYS.hideInstall) === "1";

/** Capture the install prompt as early as possible (it may fire before React renders, or before this script ran). */
export function captureInstallPrompt() {
  const offered = (event: InstallPromptEvent) => {
    keepOffer(event);
    if (!installHidden()) pwaStore.set({ canInstall: true });
  };
  if (window.kickoffInstallOffer) offered(window.kickoffInstallOffer);
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offered(event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => {
    keepOffer(null);
    pwaStore.set({ canInstall: false });
  });
}

/** Hide the prompt for good on this device. */
export function hideInstallPrompt() {
  local.set(STORAGE_KEYS.hideInstall, "1");
  pwaStore.set({ canInstall: false });
}

/** Show the browser's install dialog; cancelling it hides our prompt for good. */
export async function promptInstall() {
  const event = deferredPrompt;
  if (!event) return;
  keepOffer(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "dismissed") hideInstallPrompt();
  else pwaStore.set({ canInstall: false });
}

/** For a page without React (the lean home): called with the install offer's state now and on every change. */
export function onCanInstallChange(listener: (canInstall: boolean) => void) {
  listener(pwaStore.get().canInstall);
  return pwaStore.subscribe(() => listener(pwaStore.get().canInstall));
}

/**
 * Register `/sw.js` (scope `/`). A new worker takes over at once (sw.ts: skipWaiting, clients.claim); a page an
 * older worker controlled then reloads onto the new build. The first install sets the offline-ready flag once.
 * Without workbox-window (2 KB on every page's first load): these two events are all the app uses of it.
 */
export function registerServiceWorker(onFirstOfflineReady: () => void) {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  // Only a page that an older worker controls needs the reload; a first install (even one another
  // tab started) must not reload a page mid-navigation.
  const controlledAtStart = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlledAtStart) window.location.reload();
  });
  registerWorker()
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      if (local.get(STORAGE_KEYS.offlineReady) === "1") return;
      local.set(STORAGE_KEYS.offlineReady, "1");
      pwaStore.set({ offlineReady: true });
      onFirstOfflineReady();
    })
    .catch((error: unknown) => {
      local.set(STORAGE_KEYS.swRegistrationError, "1");
      pwaStore.set({ registrationError: true });
      console.warn("Service worker registration failed", error);
    });
}
