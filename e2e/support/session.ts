// Logged-in browser sessions for e2e tests, created directly in the database (never through an
// HTTP endpoint, so nothing here can reach production): a user row, a session row holding the
// SHA-256 of a random token, and the `token` cookie on the browser context.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import pg from "pg";

export type SeededUser = { id: string; email: string; displayName: string; token: string };

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set (global setup did not run)");
  return url;
}

/** Insert a verified user with a live session; returns the raw session token. */
export async function createUserSession(overrides: Partial<Pick<SeededUser, "email" | "displayName">> = {}) {
  const email = overrides.email ?? `e2e-${randomUUID()}@example.test`;
  const displayName = overrides.displayName ?? "E2E Coach";
  const token = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, display_name, email_verified_at)
       values ($1, 'e2e-not-a-real-hash', $2, now()) returning id`,
      [email.toLowerCase(), displayName],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error("user insert returned no id");
    await client.query(
      `insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash("sha256").update(token).digest("hex"), id],
    );
    return { id, email: email.toLowerCase(), displayName, token } satisfies SeededUser;
  } finally {
    await client.end();
  }
}

/** Put the session cookie into the browser context (as the login endpoint would). */
export async function addSessionCookie(context: BrowserContext, token: string, baseURL = process.env.E2E_BASE_URL) {
  if (!baseURL) throw new Error("E2E_BASE_URL is not set");
  await context.addCookies([{ name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** A user with a session, logged in on this browser context. */
export async function logIn(context: BrowserContext, overrides?: Partial<Pick<SeededUser, "email" | "displayName">>) {
  const user = await createUserSession(overrides);
  await addSessionCookie(context, user.token);
  return user;
}
