// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and writes
// bench/results.json. Timings live here, never in tests.
import { readdirSync, writeFileSync } from "node:fs";
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
const results = report.results as Record<string, unknown>;
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, "");
  console.log(`▶ ${name}`);
  const mod = (await import(path.join(dir, file))) as { default: () => Promise<Record<string, unknown>> };
  try {
    results[name] = await mod.default();
  } catch (err) {
    results[name] = { error: String(err) };
    console.error(`  ${name} failed:`, err);
  }
  console.log(JSON.stringify(results[name], null, 2));
}
writeFileSync(path.join(dir, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Report written to ${path.join(dir, "results.json")}`);
