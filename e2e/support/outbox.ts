import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "./fixtures.ts";

/** The verification code mailed to `email`, read from the server's outbox (no SMTP in e2e); `pattern` captures it. */
export async function codeFromOutbox(email: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let code: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
        } catch {
          return undefined;
        }
        for (const file of files) {
          const eml = readFileSync(path.join(outbox, file), "utf8");
          if (eml.includes(`To: ${email}`)) code = pattern.exec(eml)?.[1];
        }
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? "";
}
