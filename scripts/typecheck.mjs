// Type-check every workspace with its own tsconfig (each has its own lib/types: DOM for web, Node for server).
import { spawnSync } from "node:child_process";

const projects = [
  "packages/domain/tsconfig.json",
  "packages/locales/tsconfig.json",
  "apps/server/tsconfig.json",
  "apps/web/tsconfig.json",
  "tsconfig.tools.json",
];
let failed = 0;
for (const project of projects) {
  const r = spawnSync("npx", ["tsc", "-p", project], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
