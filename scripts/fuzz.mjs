// `npm run fuzz`: the long run of the API fuzz suite on both databases (apps/server/test/fuzz.test.ts).
// FUZZ_RUNS sets the requests per operation (default 200), FUZZ_SEED another seed (the short pass in `npm test`
// uses a fixed one), FUZZ_TRACE a file that receives each operation's time and the fixed sweep's answers.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? "200" };
console.log(`Fuzzing every API operation with ${env.FUZZ_RUNS} requests each (seed ${env.FUZZ_SEED ?? "fixed"}).`);
const result = spawnSync(
  "npx",
  ["vitest", "run", "--project", "server-pglite", "--project", "server-postgres", "apps/server/test/fuzz.test.ts"],
  { cwd: root, stdio: "inherit", env },
);
process.exit(result.status ?? 1);
