// `npm start`: build the SPA when it is missing or older than its sources, then run the server
// on the embedded database (PGlite in ./data) unless DATABASE_URL says otherwise.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "packages/locales/src",
  "packages/domain/src",
];
const sourceTime = Math.max(
  ...sources
    .map((s) => path.join(root, s))
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log("Building the web app …");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(server.status ?? 0);
