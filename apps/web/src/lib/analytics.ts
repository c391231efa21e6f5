import { hasAnalyticsConsent, measurementId } from "./consent.ts";
import { CONSENT_GRANTED_EVENT } from "./constants.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | undefined;

function loadGtag(id: string) {
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects it finds in dataLayer, not arrays.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object.
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true, send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.onerror = () => console.warn("GA load failed");
  document.head.appendChild(script);
}

/** Send one page view (IP anonymised) if analytics is loaded. */
export function trackPageView(location: { pathname: string; search: string }) {
  if (!loadedId || !window.gtag) return;
  window.gtag("event", "page_view", {
    page_path: location.pathname + location.search,
    page_location: window.location.origin + location.pathname + location.search,
    page_title: document.title,
    anonymize_ip: true,
    send_to: loadedId,
  });
}

/**
 * Load analytics only with consent: at start if the cookie is set, or when consent is granted
 * later. Never before. `currentLocation` gives the first page view its path.
 */
export function startAnalytics(currentLocation: () => { pathname: string; search: string }) {
  const id = measurementId();
  if (!id) return;
  const tryLoad = () => {
    if (loadedId || !hasAnalyticsConsent()) return;
    // The app booted on a page drawn without it (public-page/lean-shell.ts), which has loaded analytics and counted
    // this page already: the app only sends the views of its next pages.
    if (window.gtag) {
      loadedId = id;
      return;
    }
    loadGtag(id);
    trackPageView(currentLocation());
  };
  tryLoad();
  window.addEventListener(CONSENT_GRANTED_EVENT, tryLoad);
}
