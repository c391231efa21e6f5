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
// What failed, repeated just above the last line: CI keeps only the tail of a long log.
const failures = [];
const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } }).status ?? 1;

function step(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  if (run(cmd, args) === 0) passed++;
  else {
    failed++;
    failures.push(name);
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
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failures.push(`vitest ${path.relative(root, file.name)} › ${test.fullName}`);
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"))
      failures.push(
        `vitest ${path.relative(root, file.name)}: ${String(file.message ?? "suite failed").split("\n")[0]}`,
      );
  }
  // A suite that crashed before its tests ran, or an unhandled error after they passed, fails no test
  // but still fails the run.
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) {
    failed++;
    failures.push(
      `vitest exited with status ${vitestStatus} without a failed test (unhandled error or crashed suite, see its output)`,
    );
  }
} else {
  failed++;
  failures.push("vitest wrote no report");
}

console.log("\n▶ build");
if (run("npm", ["run", "--silent", "build"]) !== 0) {
  failed++;
  failures.push("build");
} else {
  console.log("\n▶ end-to-end (Playwright, Chromium)");
  const e2eStatus = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
  const e2e = readJson(path.join(results, "e2e.json"));
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    failures.push(...e2eFailures(e2e.suites ?? []));
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) {
      failed++;
      failures.push(`playwright exited with status ${e2eStatus} without a failed test (global setup or teardown)`);
    }
  } else {
    failed++;
    failures.push("playwright wrote no report");
  }
}

/** Titles of the Playwright tests whose outcome was "unexpected", from its JSON report's nested suites. */
function e2eFailures(suites, trail = []) {
  const found = [];
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      if ((spec.tests ?? []).some((t) => t.status === "unexpected"))
        found.push(`e2e ${[...here, spec.title].join(" › ")}`);
    found.push(...e2eFailures(suite.suites ?? [], here));
  }
  return found;
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
