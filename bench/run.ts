// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and writes
// bench/results.json. Timings live here, never in tests.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  results: {},
};
// One report for all benches: a run of some benches replaces their results and keeps the others' (each
// result carries the time it was measured).
const resultsFile = path.join(dir, "results.json");
const earlier = existsSync(resultsFile)
  ? ((JSON.parse(readFileSync(resultsFile, "utf8")) as { results?: Record<string, unknown> }).results ?? {})
  : {};
report.results = { ...earlier };
const results = report.results as Record<string, unknown>;
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, "");
  console.log(`▶ ${name}`);
  const mod = (await import(path.join(dir, file))) as { default: () => Promise<Record<string, unknown>> };
  try {
    // The load average before and after: on a shared machine it says how far to trust the run.
    const startedAt = new Date().toISOString();
    const loadBefore = os.loadavg()[0];
    const result = await mod.default();
    results[name] = {
      measuredAt: startedAt,
      loadAverage: { before: loadBefore?.toFixed(1), after: os.loadavg()[0]?.toFixed(1) },
      ...result,
    };
  } catch (err) {
    results[name] = { measuredAt: new Date().toISOString(), error: String(err) };
    console.error(`  ${name} failed:`, err);
  }
  console.log(JSON.stringify(results[name], null, 2));
}
writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Report written to ${resultsFile}`);
