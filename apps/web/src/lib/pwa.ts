import { registerSW } from "virtual:pwa-register";
import { STORAGE_KEYS } from "./constants.ts";
import { createStore, useStore } from "./external-store.ts";
import { local } from "./storage.ts";

type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

const pwaStore = createStore({
  /** The browser offered installation and the visitor has not hidden the prompt. */
  canInstall: false,
  offlineReady: local.get(STORAGE_KEYS.offlineReady) === "1",
  registrationError: false,
});
let deferredPrompt: InstallPromptEvent | null = null;

const installHidden = () => local.get(STORAGE_KEYS.hideInstall) === "1";

/** Capture the install prompt as early as possible (it may fire before React renders). */
export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    if (!installHidden()) pwaStore.set({ canInstall: true });
  });
  window.addEventListener("appinstalled", () => {
    deferredPrompt = null;
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
  deferredPrompt = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "dismissed") hideInstallPrompt();
  else pwaStore.set({ canInstall: false });
}

export const useCanInstall = () => useStore(pwaStore, (s) => s.canInstall);

/**
 * Register `/sw.js` (scope `/`). An updated or externally activated worker reloads the page
 * (autoUpdate mode of vite-plugin-pwa) when an older worker controlled it; the first install
 * sets the offline-ready flag once.
 */
export function registerServiceWorker(onFirstOfflineReady: () => void) {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  // Only a page that an older worker controls needs the reload; a first install (even one another
  // tab started) must not reload a page mid-navigation.
  const controlledAtStart = navigator.serviceWorker.controller !== null;
  registerSW({
    immediate: true,
    onNeedReload() {
      if (controlledAtStart) window.location.reload();
    },
    onOfflineReady() {
      if (local.get(STORAGE_KEYS.offlineReady) === "1") return;
      local.set(STORAGE_KEYS.offlineReady, "1");
      pwaStore.set({ offlineReady: true });
      onFirstOfflineReady();
    },
    onRegisterError(error: unknown) {
      local.set(STORAGE_KEYS.swRegistrationError, "1");
      pwaStore.set({ registrationError: true });
      console.warn("Service worker registration failed", error);
    },
  });
}
