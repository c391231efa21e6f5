// Keeps the dependency direction: packages never import apps; SPA features never import each other.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const problems = [];

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist") continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(ts|tsx)$/.test(e.name)) yield p;
  }
}
const importsOf = (file) =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:import|export)[^"'`]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]);

for (const pkg of ["packages/domain", "packages/locales"]) {
  for (const file of files(path.join(root, pkg))) {
    for (const spec of importsOf(file)) {
      const resolved = spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : spec;
      if (
        spec.startsWith("@kickoff/server") ||
        spec.startsWith("@kickoff/web") ||
        resolved.includes(`${path.sep}apps${path.sep}`)
      )
        problems.push(`${path.relative(root, file)} imports an app: ${spec}`);
    }
  }
}

const featuresDir = path.join(root, "apps/web/src/features");
for (const file of files(featuresDir)) {
  const own = path.relative(featuresDir, file).split(path.sep)[0];
  for (const spec of importsOf(file)) {
    if (!spec.startsWith(".")) continue;
    const rel = path.relative(featuresDir, path.resolve(path.dirname(file), spec));
    if (rel.startsWith("..")) continue;
    const target = rel.split(path.sep)[0];
    if (target !== own) problems.push(`${path.relative(root, file)}: feature "${own}" imports feature "${target}"`);
  }
}

if (problems.length) {
  console.error(`Dependency direction violated:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Import boundaries ok.");
