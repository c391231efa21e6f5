// `npm test`: lint, typecheck, unit + integration tests (PGlite and PostgreSQL), build, end-to-end.
// Ends with one line `N passed, N failed` summing every runner.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } }).status ?? 1;

function step(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  if (run(cmd, args) === 0) passed++;
  else {
    failed++;
    console.log(`✗ ${name} failed`);
  }
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  } catch {
    return null;
  }
}

step("lint", "npm", ["run", "--silent", "lint"]);
step("typecheck", "npm", ["run", "--silent", "typecheck"]);

console.log("\n▶ unit and integration tests (vitest)");
const vitestFile = path.join(results, "vitest.json");
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A suite that crashed before its tests ran has no failed tests but must still count.
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) failed++;
} else failed++;

console.log("\n▶ build");
if (run("npm", ["run", "--silent", "build"]) !== 0) failed++;
else {
  console.log("\n▶ end-to-end (Playwright, Chromium)");
  const e2eStatus = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
  const e2e = readJson(path.join(results, "e2e.json"));
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) failed++;
  } else failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
