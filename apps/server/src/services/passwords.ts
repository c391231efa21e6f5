import { isAcceptablePassword } from "@kickoff/domain/account-contracts.ts";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../lib/errors.ts";

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum) and an explicit variant.
// `Algorithm` is an ambient const enum (unusable with verbatimModuleSyntax): 2 is Argon2id.
const OPTIONS = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified when the e-mail is unknown, so that answer takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hash("not-a-real-password-but-a-timing-equaliser", OPTIONS);
  return dummyHash;
};

/** Whether `password` matches `passwordHash`; with no hash (unknown user) spends the same time and says no. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (passwordHash === null) {
      await verify(await dummy(), password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500 that tells the account apart.
    return false;
  }
}

/** Spend one hash's time without using the result (paths that would otherwise answer faster). */
export async function spendHashTime(password: string): Promise<void> {
  await hashPassword(password);
}

/** Length ≥ 10 and not a common password; otherwise 400 WEAK_PASSWORD naming the field. */
export function assertAcceptablePassword(password: string, field: string): void {
  if (!isAcceptablePassword(password)) {
    throw new AppError(400, "WEAK_PASSWORD", "The password is too short or too common", {
      fields: [{ field, message: "account.errors.WEAK_PASSWORD" }],
    });
  }
}
