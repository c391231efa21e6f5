import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser; flags from ARCHITECTURE.md.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  // The same run locally as in CI: one retry everywhere, and `npm test` lists every test that needed it.
  retries: 1,
  timeout: 30_000,
  // Assertions wait for their real signal (a text, a role, a ready marker); the ceiling is generous because a
  // busy 2-core machine can take several seconds to serve a page's first data.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  outputDir: "../test-results/e2e",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
  },
});
