import { defineConfig } from "vitest/config";

// One runner for unit and integration tests; the server suite runs once per database engine.
const serverSuite = (engine: "pglite" | "postgres", groupOrder: number) => ({
  test: {
    // Projects with their own worker limit run as their own group, one after the other.
    sequence: { groupOrder },
    name: `server-${engine}`,
    include: ["apps/server/test/**/*.test.ts"],
    environment: "node",
    env: { TEST_DB: engine },
    globalSetup: ["apps/server/test/setup/global-setup.ts"],
    setupFiles: ["scripts/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are large: keep the worker count modest on a 2-core machine.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/test/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "locales",
          include: ["packages/locales/test/**/*.test.ts"],
          environment: "node",
        },
      },
      serverSuite("pglite", 1),
      serverSuite("postgres", 2),
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["scripts/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
