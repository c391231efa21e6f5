import { test as base } from "@playwright/test";

/** Tests use `baseURL` from the server that global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixture arguments.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect } from "@playwright/test";
