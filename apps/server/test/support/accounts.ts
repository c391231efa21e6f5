// Small factories for account tests: unique addresses and client IPs, users straight in the
// database, login through the API.
import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Database } from "../../src/db/client.ts";
import type { UserRow } from "../../src/repositories/sessions.ts";
import { insertUser } from "../../src/repositories/users.ts";
import { hashPassword } from "../../src/services/passwords.ts";

export const PASSWORD = "correct horse battery";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(5).toString("hex")}@example.test`;

/** A client IP of its own per test, so per-IP limits of one test never hit another. */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type UserOverrides = Partial<Pick<UserRow, "email" | "displayName" | "clubName" | "language">> & {
  password?: string;
  verified?: boolean;
};

/** A user inserted directly (verified unless told otherwise). */
export async function buildUser(
  database: Database,
  overrides: UserOverrides = {},
): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? PASSWORD;
  const user = await insertUser(database.db, {
    email: (overrides.email ?? uniqueEmail()).toLowerCase(),
    passwordHash: await hashPassword(password),
    displayName: overrides.displayName ?? "Test Trainer",
    clubName: overrides.clubName ?? "FC Test",
    language: overrides.language ?? "en",
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
    termsVersion: "2025-01",
    privacyVersion: "2025-01",
  });
  if (!user) throw new Error("user factory: address taken");
  return { ...user, password };
}

/** A client bound to one IP that keeps the cookies it is given (the session `token` and any other), like a browser. */
export function client(app: FastifyInstance, ip = uniqueIp()) {
  let token: string | undefined;
  const others = new Map<string, string>();
  const call = async (opts: InjectOptions) => {
    const cookies = [...(token ? [`token=${token}`] : []), ...[...others].map(([name, value]) => `${name}=${value}`)];
    const res = await app.inject({
      ...opts,
      remoteAddress: ip,
      headers: {
        ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
        ...(opts.headers ?? {}),
      },
    });
    for (const set of res.cookies) {
      const cleared = set.value === "" || (set.maxAge !== undefined && set.maxAge <= 0);
      if (set.name === "token") token = cleared ? undefined : set.value;
      else if (cleared) others.delete(set.name);
      else others.set(set.name, set.value);
    }
    return res;
  };
  return {
    ip,
    call,
    get token() {
      return token;
    },
    /** Cookies other than the session (e.g. `registered`), by name. */
    others,
    set token(value: string | undefined) {
      token = value;
    },
    get: (url: string) => call({ method: "GET", url }),
    post: (url: string, payload?: object) => call({ method: "POST", url, payload: payload ?? {} }),
    del: (url: string, payload?: object) => call({ method: "DELETE", url, payload: payload ?? {} }),
    login: (email: string, password = PASSWORD) =>
      call({ method: "POST", url: "/api/v1/auth/authenticate", payload: { email, password } }),
  };
}

export type Client = ReturnType<typeof client>;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail("reg"),
  password: PASSWORD,
  displayName: "Anna Trainer",
  clubName: "SV Kickoff",
  language: "de",
  acceptTerms: true,
  acceptPrivacy: true,
  ...overrides,
});
