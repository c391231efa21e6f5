// What the app's shell gives every page, for the pages the server draws without the app (home, ADR 0029; the
// tournament page, ADR 0028): the analytics consent banner and analytics itself (only with consent), the install
// offer, and the service worker with its one-time "ready to work offline" notice — with the app's own modules. The
// server draws the banner, the install button and the notice's line (public-first-paint.ts leanShellHtml) with
// their texts; this only shows, hides and answers them.
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

export function startLeanShell() {
  // The bar's menus (native disclosures) close on Escape and on a tap elsewhere, as a menu does.
  const menus = Array.from(document.querySelectorAll<HTMLDetailsElement>(".pl-bar details"));
  document.addEventListener("click", (event) => {
    for (const menu of menus) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    const open = menus.find((menu) => menu.open);
    if (event.key !== "Escape" || !open) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  });

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
}
