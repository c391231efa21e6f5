// `npm test`: lint, typecheck, unit + integration tests (PGlite and PostgreSQL), build, end-to-end.
// Ends with one line `N passed, N failed` summing every runner.
// PostgreSQL: TEST_DATABASE_URL (default the local server), or an embedded one when nothing answers there.
// Chromium: CHROME_PATH (default /usr/bin/chromium). TEST_NODE24=1 (set by .ci/run) also runs the server
// suite on Node 24 LTS.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { testDatabase } from "./test-database.mjs";

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

const database = await testDatabase();
if (database.embedded)
  console.log(`No PostgreSQL answers at TEST_DATABASE_URL: the tests run on an embedded PostgreSQL (${database.url}).`);
process.env.TEST_DATABASE_URL = database.url;

step("lint", "npm", ["run", "--silent", "lint"]);
step("typecheck", "npm", ["run", "--silent", "typecheck"]);

/** Runs vitest (`args` select projects) with `node`, adding its tests to the counts. */
function vitestRun(title, node, args) {
  console.log(`\n▶ ${title}`);
  const file = path.join(results, `vitest-${vitestRuns++}.json`);
  const status = run(node, [
    path.join(root, "node_modules/vitest/vitest.mjs"),
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (!report) {
    failed++;
    failures.push(`${title}: vitest wrote no report`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? [])
      if (test.status === "failed") failures.push(`${title} ${path.relative(root, suite.name)} › ${test.fullName}`);
    if (suite.status === "failed" && !(suite.assertionResults ?? []).some((t) => t.status === "failed"))
      failures.push(
        `${title} ${path.relative(root, suite.name)}: ${String(suite.message ?? "suite failed").split("\n")[0]}`,
      );
  }
  // A suite that crashed before its tests ran, or an unhandled error after they passed, fails no test
  // but still fails the run.
  if (status !== 0 && report.numFailedTests === 0) {
    failed++;
    failures.push(`${title}: vitest exited with status ${status} without a failed test (see its output)`);
  }
}
let vitestRuns = 0;

vitestRun("unit and integration tests (vitest)", process.execPath, []);

if (process.env.TEST_NODE24) {
  // The `node` package of the npm registry brings the Node 24 LTS binary; vitest's workers use the same binary.
  const node24 = spawnSync("npx", ["--yes", "node@24", "-e", "console.log(process.execPath)"], { encoding: "utf8" });
  const binary = node24.stdout?.trim().split("\n").at(-1);
  if (node24.status === 0 && binary && existsSync(binary))
    vitestRun("server suite on Node 24 LTS", binary, ["--project", "server-pglite"]);
  else {
    failed++;
    failures.push("Node 24 LTS could not be installed from the npm registry (npx node@24)");
  }
}

console.log("\n▶ build");
if (run("npm", ["run", "--silent", "build"]) !== 0) {
  failed++;
  failures.push("build");
} else if (!existsSync(process.env.CHROME_PATH || "/usr/bin/chromium")) {
  failed++;
  failures.push(
    `e2e: Chromium is missing at ${process.env.CHROME_PATH || "/usr/bin/chromium"}. Install it with: apt-get install -y chromium (or set CHROME_PATH)`,
  );
} else {
  console.log("\n▶ end-to-end (Playwright, Chromium)");
  const e2eStatus = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
  const e2e = readJson(path.join(results, "e2e.json"));
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    failures.push(...e2eFailures(e2e.suites ?? []));
    const flaky = e2eFailures(e2e.suites ?? [], [], "flaky");
    if (flaky.length)
      console.log(`\nPassed only on the retry (flaky, to be fixed):\n${flaky.map((f) => `  ~ ${f}`).join("\n")}`);
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) {
      failed++;
      failures.push(`playwright exited with status ${e2eStatus} without a failed test (global setup or teardown)`);
    }
  } else {
    failed++;
    failures.push("playwright wrote no report");
  }
}

/** Titles of the Playwright tests with this outcome ("unexpected": failed), from its JSON report's nested suites. */
function e2eFailures(suites, trail = [], outcome = "unexpected") {
  const found = [];
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      if ((spec.tests ?? []).some((t) => t.status === outcome)) found.push(`e2e ${[...here, spec.title].join(" › ")}`);
    found.push(...e2eFailures(suite.suites ?? [], here, outcome));
  }
  return found;
}

await database.stop();
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
