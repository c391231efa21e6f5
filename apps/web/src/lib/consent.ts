import { CONSENT_COOKIE_DAYS, CONSENT_GRANTED_EVENT, COOKIES } from "./constants.ts";
import { readCookie, writeCookie } from "./storage.ts";
import { createStore } from "./store.ts";

export type ConsentChoice = "granted" | "denied" | "unset";

const choiceFromCookie = (): ConsentChoice => {
  const value = readCookie(COOKIES.consent);
  return value === "true" ? "granted" : value === "false" ? "denied" : "unset";
};

/** The measurement id the server puts into index.html; none = analytics off. */
export const measurementId = (): string | undefined =>
  document.querySelector<HTMLMetaElement>('meta[name="ga-id"]')?.content || undefined;

/** Without a measurement id nothing is collected, so there is nothing to ask consent for: no banner at all. */
export const analyticsConfigured = () => measurementId() !== undefined;

/** The visitor's choice and whether the banner shows (components/cookie-consent-banner.tsx reads it). */
export const consentStore = createStore({
  choice: choiceFromCookie(),
  bannerOpen: analyticsConfigured() && choiceFromCookie() === "unset",
});

/** Analytics may load only with the consent cookie `cerez=true`. */
export const hasAnalyticsConsent = () => readCookie(COOKIES.consent) === "true";

/** Accept: cookie `cerez=true` and the consent-granted event that loads analytics. */
export function acceptAnalytics() {
  writeCookie(COOKIES.consent, "true", CONSENT_COOKIE_DAYS);
  consentStore.set({ choice: "granted", bannerOpen: false });
  window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
}

/** Decline is remembered the same way, so the banner does not come back. */
export function declineAnalytics() {
  writeCookie(COOKIES.consent, "false", CONSENT_COOKIE_DAYS);
  consentStore.set({ choice: "denied", bannerOpen: false });
}

/** Show the banner again (footer "cookie settings"); never without analytics. */
export const reopenConsent = () => {
  if (analyticsConfigured()) consentStore.set({ bannerOpen: true });
};

export const isConsentBannerOpen = () => consentStore.get().bannerOpen;
