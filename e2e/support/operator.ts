// The platform operator of the e2e server (OPERATOR_EMAILS in global-setup.ts): one verified account with that
// address, created the first time a spec needs it; each call adds a fresh session for it (as other specs' users).
import { createHash, randomBytes } from "node:crypto";
import { query } from "./db.ts";
import { createUserSession, type SeededUser } from "./session.ts";

export const OPERATOR_EMAIL = "operator@example.test";

/** A session of the configured operator (the account is created once per e2e database). */
export async function operatorSession(): Promise<SeededUser> {
  const [existing] = await query<{ id: string; display_name: string }>(
    "select id, display_name from users where email = $1",
    [OPERATOR_EMAIL],
  );
  if (!existing) return createUserSession({ email: OPERATOR_EMAIL, displayName: "Platform Operator" });
  const token = randomBytes(32).toString("base64url");
  await query(`insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    createHash("sha256").update(token).digest("hex"),
    existing.id,
  ]);
  return { id: existing.id, email: OPERATOR_EMAIL, displayName: existing.display_name, token };
}
