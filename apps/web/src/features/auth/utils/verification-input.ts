import { LinkTokenSchema, VerificationCodeSchema } from "@kickoff/domain/account-contracts.ts";
import { ONE_TIME_CODE_LENGTH } from "../../../lib/constants.ts";

/** What a pasted or typed text means on the verification page. */
export type VerificationInput = { kind: "code"; code: string } | { kind: "token"; token: string } | { kind: "none" };

const LINK_TOKEN_IN_URL = /\/validateEmail\/([A-Za-z0-9_-]{32,128})(?:[/?#]|$)/;

/**
 * A 6-digit code (spaces and dashes ignored: "123 456", "123-456"), the link from the mail
 * (`…/validateEmail/{token}`), or the bare link token.
 */
export function parseVerificationInput(text: string): VerificationInput {
  const trimmed = text.trim();
  const digits = trimmed.replace(/[\s-]/g, "");
  if (digits.length === ONE_TIME_CODE_LENGTH && VerificationCodeSchema.safeParse(digits).success) {
    return { kind: "code", code: digits };
  }
  const inUrl = LINK_TOKEN_IN_URL.exec(trimmed);
  if (inUrl?.[1]) return { kind: "token", token: inUrl[1] };
  if (LinkTokenSchema.safeParse(trimmed).success) return { kind: "token", token: trimmed };
  return { kind: "none" };
}

/** The boxes' digits after typing or pasting `text` into box `index` (non-digits dropped). */
export function fillDigits(current: readonly string[], index: number, text: string): string[] {
  const next = [...current];
  const digits = text.replace(/\D/g, "").split("");
  for (let i = 0; i < digits.length && index + i < ONE_TIME_CODE_LENGTH; i++) next[index + i] = digits[i] ?? "";
  return next;
}
