import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "./fixtures.ts";

/** The first capture of `pattern` in the latest mail to `email` in the server's outbox (no SMTP in e2e), once it is there. */
async function fromOutbox(email: string, pattern: RegExp, expected: RegExp): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let found: string | undefined;
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
          if (eml.includes(`To: ${email}`)) found = pattern.exec(eml)?.[1];
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .toMatch(expected);
  return found ?? "";
}

/** The first capture of `pattern` in the latest mail to `email`, once one matches. */
export const mailFromOutbox = (email: string, pattern: RegExp) => fromOutbox(email, pattern, /./);

/** The verification code mailed to `email`; `pattern` captures it. */
export const codeFromOutbox = (email: string, pattern: RegExp) => fromOutbox(email, pattern, /^\d{6}$/);

/** The path of the link (`validateEmail`, `resetpw`) mailed to `email`, e.g. `/en/validateEmail/abc…`. */
export async function linkFromOutbox(email: string, page: string): Promise<string> {
  const link = await fromOutbox(email, new RegExp(`X-Kickoff-Link: (\\S+/${page}/\\S+)`), new RegExp(`/${page}/`));
  return new URL(link).pathname;
}

/** The registration's private link (with its `#registration=` token) mailed to `email`. */
export const privateLinkFromOutbox = (email: string) =>
  fromOutbox(email, /(https?:\/\/\S+#registration=[\w-]+)/, /#registration=/);
