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
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  outputDir: "../test-results/e2e",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
  },
});
