// Account flows: registration, verification, login, password reset and change, e-mail change.
// Rule for every flow: the answer (status, body, and as far as we control it, timing) never
// depends on whether an e-mail address has an account. Mails are queued, never awaited.
import type { EmailChange, PasswordChange, Registration, ResetPassword } from "@kickoff/domain/account-contracts.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { type MailKind, renderMail } from "../lib/mail/templates.ts";
import type { MailQueue } from "../lib/mail.ts";
import { hashSessionId } from "../plugins/session.ts";
import {
  consumeToken,
  countWrongAttempt,
  deleteTokensOfUser,
  findOpenEmailChange,
  findOpenTokenOfUser,
  findTokenByHash,
  insertToken,
  type TokenPurpose,
  type TokenRow,
} from "../repositories/one-time-tokens.ts";
import { deleteSession, deleteSessionsOfUser, insertSession, type UserRow } from "../repositories/sessions.ts";
import { findUserByEmail, findUserById, insertUser, updateUser } from "../repositories/users.ts";
import { publishedLegalVersions } from "./legal-texts.ts";
import { assertAcceptablePassword, hashPassword, spendHashTime, verifyPassword } from "./passwords.ts";
import { RateLimitedError, RateLimiter } from "./rate-limiter.ts";
import { emailKey, keyedHash, newCode, newLinkToken, newSessionId } from "./secrets.ts";

const MINUTE = 60 * 1000;

async function acceptedVersions(dataDir: string) {
  const { terms, privacy } = await publishedLegalVersions(dataDir);
  return { termsVersion: terms.version, privacyVersion: privacy.version };
}

/** Verification and e-mail change codes/links. */
export const CODE_TTL_MINUTES = 30;
export const RESET_TTL_MINUTES = 60;
/** Wrong guesses allowed per code; the next attempt answers 429 TOO_MANY_ATTEMPTS. */
export const MAX_CODE_ATTEMPTS = 5;
/** Resends of the verification mail per address and 15 minutes. */
export const RESEND_LIMIT = 3;

/** A browser that logged into `userId` before: the signed device cookie's content (`nonce` is random per login). */
export type KnownDevice = { userId: string; nonce: string };

export type AccountDeps = { db: Db; config: Config; mail: MailQueue; log: FastifyBaseLogger };

/** `userId`: the account the code belonged to (not sent to the client; the route may start its session). */
export type VerificationResult = { purpose: "verify-email" | "change-email"; email: string; userId: string };

// 400, not 404: the call exists; the code or link in it is wrong, used up or unknown.
const codeInvalid = () => new AppError(400, "CODE_INVALID", "The code or link is not valid");
const codeExpired = () => new AppError(400, "CODE_EXPIRED", "The code or link has expired; request a new one");
const tooManyAttempts = () =>
  new RateLimitedError(CODE_TTL_MINUTES * 60, "TOO_MANY_ATTEMPTS", "Too many wrong codes; request a new one");
const wrongPassword = (field: string) =>
  new AppError(400, "WRONG_PASSWORD", "The current password is wrong", {
    fields: [{ field, message: "account.errors.WRONG_PASSWORD" }],
  });

export class AccountService {
  readonly limits: RateLimiter;

  constructor(private readonly deps: AccountDeps) {
    this.limits = new RateLimiter(deps.db);
  }

  private get db() {
    return this.deps.db;
  }

  private link(language: string, page: string, token?: string) {
    return `${this.deps.config.publicUrl}/${language}/${page}${token ? `/${token}` : ""}`;
  }

  private hash(value: string) {
    return keyedHash(this.deps.config.sessionSecret, value);
  }

  private async sendMail(kind: MailKind, to: string, language: string, params: Record<string, string | number>) {
    const mail = await renderMail({ kind, to, language, publicUrl: this.deps.config.publicUrl, params });
    this.deps.mail.enqueue(mail);
  }

  /** Creates a fresh code + link (replacing earlier ones of the purpose) and returns them. */
  private async issueToken(user: UserRow, purpose: TokenPurpose, ttlMinutes: number, newEmail?: string) {
    const id = crypto.randomUUID();
    const token = newLinkToken();
    const code = purpose === "reset-password" ? null : newCode();
    await deleteTokensOfUser(this.db, user.id, purpose);
    await insertToken(this.db, {
      id,
      userId: user.id,
      purpose,
      tokenHash: this.hash(`token:${token}`),
      codeHash: code ? this.hash(`code:${id}:${code}`) : null,
      newEmail: newEmail ?? null,
      expiresAt: new Date(Date.now() + ttlMinutes * MINUTE),
    });
    return { token, code };
  }

  private async sendVerification(user: UserRow) {
    const { token, code } = await this.issueToken(user, "verify-email", CODE_TTL_MINUTES);
    await this.sendMail("verify", user.email, user.language, {
      name: user.displayName,
      code: code ?? "",
      link: this.link(user.language, "validateEmail", token),
      minutes: CODE_TTL_MINUTES,
    });
  }

  // ---------------------------------------------------------------- registration and verification

  /** Creates an unverified account and mails the code; an existing address gets a notice instead. */
  async register(input: Registration): Promise<void> {
    assertAcceptablePassword(input.password, "password");
    const existing = await findUserByEmail(this.db, input.email);
    if (existing) return this.registrationForExisting(existing, input.password);
    const user = await insertUser(this.db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      displayName: input.displayName,
      clubName: input.clubName,
      language: input.language,
      // The published versions (the deployer's texts may set their own), as the registration page linked them.
      ...(await acceptedVersions(this.deps.config.dataDir)),
    });
    if (!user) {
      // Registered concurrently by someone else: same answer as for any existing address.
      const other = await findUserByEmail(this.db, input.email);
      if (other) await this.notifyExistingOwner(other);
      return;
    }
    await this.sendVerification(user);
  }

  private async registrationForExisting(existing: UserRow, password: string) {
    await spendHashTime(password);
    await this.notifyExistingOwner(existing);
  }

  // Never a new code for an existing (even unverified) account: the registrant may not own it.
  // The owner is told, at most 3 times an hour, and can reset the password, which verifies the address.
  private async notifyExistingOwner(owner: UserRow) {
    const { ok } = await this.limits.take(`register-notice:${emailKey(owner.email)}`, 3, 60 * MINUTE);
    if (!ok) return;
    await this.sendMail("registerExisting", owner.email, owner.language, {
      name: owner.displayName,
      link: this.link(owner.language, "login"),
    });
  }

  /** Resends the code to an unverified account; the same answer for any address, 429 past the budget. */
  async resendVerification(email: string): Promise<void> {
    const key = emailKey(email);
    await this.limits.consume(`sendverify:${key}`, RESEND_LIMIT, 15 * MINUTE);
    await this.limits.clear(`code-guess:${key}`);
    const user = await findUserByEmail(this.db, email);
    if (user && user.emailVerifiedAt === null) await this.sendVerification(user);
  }

  /**
   * Verifies with the link token, or with the 6-digit code plus the address it was sent to
   * (the account's address, or the new address of a pending e-mail change).
   */
  async verify(codeOrToken: string, email: string | undefined): Promise<VerificationResult> {
    const now = new Date();
    let token: TokenRow | null;
    if (/^\d{6}$/.test(codeOrToken)) {
      if (!email) {
        throw new AppError(400, "VALIDATION_FAILED", "email: required with a 6-digit code", {
          fields: [{ field: "email", message: "account.errors.required" }],
        });
      }
      token = await this.tokenForCode(codeOrToken, email, now);
    } else {
      if (!/^[A-Za-z0-9_-]{32,128}$/.test(codeOrToken)) throw codeInvalid();
      token = await findTokenByHash(this.db, this.hash(`token:${codeOrToken}`), ["verify-email", "change-email"]);
      if (!token || token.usedAt) throw codeInvalid();
      if (token.expiresAt <= now) throw codeExpired();
    }
    return this.applyVerification(token, now);
  }

  private async tokenForCode(code: string, email: string, now: Date): Promise<TokenRow> {
    const user = await findUserByEmail(this.db, email);
    const token =
      user && user.emailVerifiedAt === null
        ? await findOpenTokenOfUser(this.db, user.id, "verify-email")
        : await findOpenEmailChange(this.db, email);
    if (!token?.codeHash) {
      // No code was sent to this address: count the guess like a wrong code, so the answers
      // (400, then 429 after MAX_CODE_ATTEMPTS) are the same as for an address with an account.
      const { ok } = await this.limits.take(
        `code-guess:${emailKey(email)}`,
        MAX_CODE_ATTEMPTS,
        CODE_TTL_MINUTES * MINUTE,
      );
      throw ok ? codeInvalid() : tooManyAttempts();
    }
    if (token.attempts >= MAX_CODE_ATTEMPTS) throw tooManyAttempts();
    if (this.hash(`code:${token.id}:${code}`) !== token.codeHash) {
      await countWrongAttempt(this.db, token.id, token.attempts + 1);
      throw codeInvalid();
    }
    if (token.expiresAt <= now) throw codeExpired();
    return token;
  }

  private async applyVerification(token: TokenRow, now: Date): Promise<VerificationResult> {
    const user = await findUserById(this.db, token.userId);
    if (!user) throw codeInvalid();
    if (token.purpose === "change-email" && token.newEmail) {
      const newEmail = token.newEmail;
      const taken = await findUserByEmail(this.db, newEmail);
      if (taken && taken.id !== user.id) {
        throw new AppError(409, "EMAIL_TAKEN", "The new address belongs to another account by now");
      }
      if (!(await consumeToken(this.db, token.id, now))) throw codeInvalid();
      try {
        await updateUser(this.db, user.id, { email: newEmail, emailVerifiedAt: now }, now);
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(409, "EMAIL_TAKEN", "The new address belongs to another account by now");
        throw err;
      }
      return { purpose: "change-email", email: newEmail, userId: user.id };
    }
    if (!(await consumeToken(this.db, token.id, now))) throw codeInvalid();
    if (user.emailVerifiedAt === null) await updateUser(this.db, user.id, { emailVerifiedAt: now }, now);
    return { purpose: "verify-email", email: user.email, userId: user.id };
  }

  // ---------------------------------------------------------------- login and sessions

  /**
   * Checks e-mail and password (argon2id; a dummy hash for unknown addresses) behind a progressive delay after
   * repeated failures. The delay counts per address for unknown devices, but per device for a browser that logged
   * into this account before (`device`, from its signed cookie): nobody else's wrong guesses slow the owner down
   * there (docs/decisions/0012-login-throttling.md). Returns the user and a new session id for the cookie.
   */
  async login(
    email: string,
    password: string,
    device: KnownDevice | null = null,
  ): Promise<{ user: UserRow; sessionId: string }> {
    // The user is looked up for every address, known or not, so the throttle check costs the same for both.
    const user = await findUserByEmail(this.db, email);
    const key =
      user && device?.userId === user.id ? `login-device:${this.hash(device.nonce)}` : `login:${emailKey(email)}`;
    await this.limits.assertNotBlocked(key);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.limits.recordFailure(key);
      throw new AppError(401, "INVALID_CREDENTIALS", "E-mail or password is wrong");
    }
    await this.limits.clear(key);
    // Only after the password check: the answer never tells a guesser that an address has a blocked account.
    if (user.blockedAt !== null) {
      throw new AppError(
        403,
        "ACCOUNT_BLOCKED",
        "This account has been blocked by the platform's operators; use the contact form to ask why",
      );
    }
    if (user.emailVerifiedAt === null) {
      throw new AppError(
        403,
        "EMAIL_NOT_VERIFIED",
        "Verify the e-mail address first; GET /api/v1/auth/sendverify?email=… resends the code",
      );
    }
    return { user, sessionId: await this.startSession(user.id) };
  }

  /** A new session for the user: the id goes into the cookie, only its hash into the database. */
  async startSession(userId: string): Promise<string> {
    const sessionId = newSessionId();
    await insertSession(this.db, hashSessionId(sessionId), userId, new Date());
    return sessionId;
  }

  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId && sessionId.length <= 200) await deleteSession(this.db, hashSessionId(sessionId));
  }

  /**
   * For calls that re-enter the password of the logged-in user: a wrong one is 400 WRONG_PASSWORD
   * (not 401, which would log the SPA out) and counts towards a progressive delay of that user's own, apart
   * from the login's: someone guessing at the login page must not stop the owner changing the password.
   */
  async assertOwnPassword(user: UserRow, password: string, field: string): Promise<void> {
    const key = `reauth:${user.id}`;
    await this.limits.assertNotBlocked(key);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.limits.recordFailure(key);
      throw wrongPassword(field);
    }
  }

  // ---------------------------------------------------------------- password reset and change

  /** Mails a reset link when the address has an account; the same (silent) answer otherwise. */
  async requestPasswordReset(email: string): Promise<void> {
    // Past the per-address budget nothing is sent, but the answer stays the same.
    const { ok } = await this.limits.take(`pwreset:${emailKey(email)}`, 3, 60 * MINUTE);
    const user = await findUserByEmail(this.db, email);
    if (!ok || !user) return;
    const { token } = await this.issueToken(user, "reset-password", RESET_TTL_MINUTES);
    await this.sendMail("reset", user.email, user.language, {
      name: user.displayName,
      link: this.link(user.language, "resetpw", token),
      minutes: RESET_TTL_MINUTES,
    });
  }

  /** The open reset token, or 400 CODE_INVALID / CODE_EXPIRED. */
  async findResetToken(token: string, now = new Date()): Promise<TokenRow> {
    if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) throw codeInvalid();
    const row = await findTokenByHash(this.db, this.hash(`token:${token}`), ["reset-password"]);
    if (!row || row.usedAt) throw codeInvalid();
    if (row.expiresAt <= now) throw codeExpired();
    return row;
  }

  /** Sets the new password, uses up the token, ends every session and tells the owner. */
  async resetPassword(input: ResetPassword): Promise<void> {
    assertAcceptablePassword(input.password, "password");
    const now = new Date();
    const token = await this.findResetToken(input.token, now);
    const passwordHash = await hashPassword(input.password);
    if (!(await consumeToken(this.db, token.id, now))) throw codeInvalid();
    const before = await findUserById(this.db, token.userId);
    if (!before) throw codeInvalid();
    // The link reached the mailbox, which proves the address as well as a verification code would.
    const user = await updateUser(
      this.db,
      token.userId,
      { passwordHash, emailVerifiedAt: before.emailVerifiedAt ?? now },
      now,
    );
    if (!user) throw codeInvalid();
    await deleteSessionsOfUser(this.db, user.id);
    await deleteTokensOfUser(this.db, user.id, "reset-password");
    await this.limits.clear(`login:${emailKey(user.email)}`);
    await this.sendMail("passwordChanged", user.email, user.language, {
      name: user.displayName,
      link: this.link(user.language, "login"),
    });
  }

  /** Changes the password with the current one; every other session ends. */
  async changePassword(user: UserRow, input: PasswordChange, currentSessionId: string | undefined): Promise<void> {
    await this.assertOwnPassword(user, input.currentPassword, "currentPassword");
    assertAcceptablePassword(input.newPassword, "newPassword");
    await updateUser(this.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
    await deleteSessionsOfUser(this.db, user.id, currentSessionId ? hashSessionId(currentSessionId) : undefined);
    await this.sendMail("passwordChanged", user.email, user.language, {
      name: user.displayName,
      link: this.link(user.language, "login"),
    });
  }

  // ---------------------------------------------------------------- e-mail change

  /**
   * Sends a code + link to the new address and a notice to the old one; the address changes only
   * when the new one is verified. An address that has an account gets nothing, with the same answer.
   */
  async requestEmailChange(user: UserRow, input: EmailChange): Promise<void> {
    await this.assertOwnPassword(user, input.password, "password");
    if (input.email === user.email) {
      throw new AppError(400, "EMAIL_UNCHANGED", "This is already the account's address", {
        fields: [{ field: "email", message: "account.errors.EMAIL_UNCHANGED" }],
      });
    }
    await this.limits.consume(`email-change:${user.id}`, 5, 60 * MINUTE);
    if (await findUserByEmail(this.db, input.email)) return;
    const { token, code } = await this.issueToken(user, "change-email", CODE_TTL_MINUTES, input.email);
    await this.sendMail("changeEmail", input.email, user.language, {
      name: user.displayName,
      code: code ?? "",
      link: this.link(user.language, "validateEmail", token),
      minutes: CODE_TTL_MINUTES,
    });
    await this.sendMail("emailChangeNotice", user.email, user.language, {
      name: user.displayName,
      email: input.email,
      link: this.link(user.language, "settings"),
    });
  }

  /** Confirms a deletion to the address the account had. */
  async notifyDeleted(user: UserRow): Promise<void> {
    await this.sendMail("accountDeleted", user.email, user.language, { name: user.displayName });
  }

  /** For adding tournament editors: whether a verified account has this address (rate-limited per user). */
  async verifiedAccountExists(asker: UserRow, email: string): Promise<boolean> {
    await this.limits.consume(`euser:${asker.id}`, 30, 60 * MINUTE);
    const user = await findUserByEmail(this.db, email);
    return user !== null && user.emailVerifiedAt !== null;
  }
}

/** PostgreSQL unique_violation, as raised by pg and PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
