// Merges new or changed messages into the catalogs: `node scripts/i18n-merge.mjs patch.json`.
// patch.json: { "<namespace>": { "<lang>": { nested keys… } } }. Objects merge deeply, strings replace.
// A lock directory keeps two writers (e.g. parallel translation helpers) from losing each other's keys.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "packages", "locales", "src", "catalogs");
const lock = join(root, ".merge-lock");
const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/i18n-merge.mjs patch.json");
  process.exit(2);
}
const patch = JSON.parse(readFileSync(file, "utf8"));

function merge(target, source, path) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object") {
      if (typeof target[key] === "string") throw new Error(`${path}.${key} is a message, not a group`);
      target[key] = merge(target[key] ?? {}, value, `${path}.${key}`);
    } else if (typeof value === "string") {
      if (target[key] && typeof target[key] === "object") throw new Error(`${path}.${key} is a group, not a message`);
      target[key] = value;
    } else throw new Error(`${path}.${key}: expected a string or an object`);
  }
  return target;
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`lock ${lock} held for 30 s; remove it if no merge is running`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  let count = 0;
  for (const [namespace, byLang] of Object.entries(patch)) {
    for (const [lang, messages] of Object.entries(byLang)) {
      const path = join(root, lang, `${namespace}.json`);
      const catalog = JSON.parse(readFileSync(path, "utf8"));
      merge(catalog, messages, `${lang}/${namespace}`);
      writeFileSync(path, `${JSON.stringify(catalog, null, 2)}\n`);
      count++;
    }
  }
  console.log(`merged into ${count} catalog files`);
} finally {
  rmdirSync(lock);
}
