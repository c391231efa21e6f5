import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COOKIES } from "./constants.ts";
import { writeCookie } from "./storage.ts";

// The store reads the page (meta tag, cookie) once at start: each case loads a fresh module.
const load = () => import("./consent.ts");
const withMeasurementId = (id: string) => {
  const meta = document.createElement("meta");
  meta.name = "ga-id";
  meta.content = id;
  document.head.append(meta);
};

describe("cookie consent banner", () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = "";
    writeCookie(COOKIES.consent, "", 0);
  });
  afterEach(() => {
    document.head.innerHTML = "";
    writeCookie(COOKIES.consent, "", 0);
  });

  it("without a measurement id there is nothing to consent to: no banner, and the footer cannot open it", async () => {
    const consent = await load();
    expect(consent.analyticsConfigured()).toBe(false);
    expect(consent.isConsentBannerOpen()).toBe(false);
    consent.reopenConsent();
    expect(consent.isConsentBannerOpen()).toBe(false);
  });

  it("with a measurement id and no choice yet the banner asks; a choice closes it; the footer reopens it", async () => {
    withMeasurementId("G-TEST123");
    const consent = await load();
    expect(consent.analyticsConfigured()).toBe(true);
    expect(consent.isConsentBannerOpen()).toBe(true);
    consent.declineAnalytics();
    expect(consent.isConsentBannerOpen()).toBe(false);
    consent.reopenConsent();
    expect(consent.isConsentBannerOpen()).toBe(true);
  });

  it("with a measurement id and a remembered choice the banner stays closed", async () => {
    withMeasurementId("G-TEST123");
    writeCookie(COOKIES.consent, "false", 1);
    expect((await load()).isConsentBannerOpen()).toBe(false);
  });
});
