// The closed list of error codes is exactly what the server answers with: the typecheck makes every thrown code a
// listed one (AppError takes only ErrorCode); this test makes every listed code one the server (or the engine it
// calls) can actually answer, so the list holds no dead entries that the SPA would branch on in vain.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ERROR_CODES } from "@kickoff/domain/error-codes.ts";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.endsWith("error-codes.ts"));
}

describe("error codes", () => {
  it("every listed code is answered somewhere by the server or the domain engine", () => {
    const text = [...sourcesUnder("apps/server/src"), ...sourcesUnder("packages/domain/src")]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = ERROR_CODES.filter((code) => !text.includes(`"${code}"`));
    expect(unused).toEqual([]);
  });
});
