/** Business constants of the client (spec §9), in one place. */
export const ONE_TIME_CODE_LENGTH = 6;
export const RATING_LENGTH = 5;
export const SNACKBAR_TIMEOUT_MS = 5000;
/** A chunk-load error reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Route modules fetched ahead of navigation (hover, focus) at most this many at a time. */
export const MAX_PARALLEL_PRELOADS = 4;
/** How often the running app asks whether a newer build is deployed. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** Pause before the single retry of an idempotent request. */
export const RETRY_DELAY_MS = 300;
/** Statuses on which an idempotent request is retried once. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const IDEMPOTENT_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];
/** The locale cookie lives this many days. */
export const LOCALE_COOKIE_DAYS = 365;
export const CONSENT_COOKIE_DAYS = 365;

/** Names of everything the client keeps in the browser. */
export const STORAGE_KEYS = {
  session: "ft-session",
  postLoginTarget: "ft-postlogin-target",
  chunkReloadAt: "ft-chunk-reload-at",
  hideInstall: "ft-hide-install",
  offlineReady: "ft-offline-ready",
  swRegistrationError: "ft-sw-registration-error",
} as const;

export const COOKIES = { locale: "locale", consent: "cerez" } as const;

/** Fired on window when the visitor accepts analytics cookies. */
export const CONSENT_GRANTED_EVENT = "ft-consent-granted";
