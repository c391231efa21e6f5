// The lean home page's script (issue 13, ADR 0029). The server draws the whole page for a visitor without a
// session (apps/server/src/services/home-page.ts); this script gives it what the app's shell would: the analytics
// consent banner and analytics itself (only with consent), the install offer, and the service worker with its
// one-time "ready to work offline" notice. Built on its own with its styles (vite.config.ts leanPageScript): no
// React, no i18n runtime (the server wrote every text into the page).
import "../features/content/components/home.css";
import "./home-page.css";
import { startAnalytics } from "../lib/analytics.ts";
import { acceptAnalytics, declineAnalytics } from "../lib/consent.ts";
import {
  captureInstallPrompt,
  hideInstallPrompt,
  onCanInstallChange,
  promptInstall,
  registerServiceWorker,
} from "../lib/pwa.ts";
import { whenIdle } from "../lib/when-idle.ts";

const banner = document.querySelector<HTMLElement>(".lh-consent");
const install = document.querySelector<HTMLElement>(".lh-install");
const toast = document.querySelector<HTMLElement>(".lh-toast");

// Analytics: loaded at once with the consent cookie, or when the visitor accepts below.
startAnalytics(() => window.location);

document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLElement>("[data-consent], [data-install]");
  if (!button) return;
  const action = button.dataset.consent ?? button.dataset.install;
  if (action === "accept" || action === "decline") {
    (action === "accept" ? acceptAnalytics : declineAnalytics)();
    if (banner) banner.hidden = true;
  } else if (action === "open" && banner) {
    banner.hidden = false;
    banner.querySelector<HTMLElement>("button")?.focus();
  } else if (action === "prompt") void promptInstall();
  else if (action === "hide") hideInstallPrompt();
});

// The browser's install offer, kept for the button (it may come before or after this script runs).
captureInstallPrompt();
onCanInstallChange((canInstall) => {
  if (install) install.hidden = !canInstall;
});

/** The app's one-time notice, as a status line that disappears after a while. */
function notify(text: string) {
  if (!toast) return;
  toast.textContent = text;
  toast.classList.add("lh-toast-shown");
  setTimeout(() => {
    toast.classList.remove("lh-toast-shown");
    toast.textContent = "";
  }, 6000);
}

// The service worker when the page is idle: it precaches the app, which must not compete with the page's load.
whenIdle(() => registerServiceWorker(() => notify(toast?.dataset.offlineReady ?? "")));
