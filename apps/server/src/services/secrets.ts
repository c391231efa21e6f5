import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";

/** A link token: 32 random bytes, base64url (43 characters). */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** A 6-digit one-time code, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** A new opaque session id for the cookie; the database keeps only its SHA-256. */
export const newSessionId = () => randomBytes(32).toString("base64url");

/**
 * Keyed hash for one-time secrets: a 6-digit code has too few values for a plain hash, so a leaked
 * table alone must not reveal codes; the key is the server's session secret.
 */
export const keyedHash = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("hex");

/** E-mails inside rate-limit keys are hashed: the counters must not become a list of addresses. */
export const emailKey = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);
