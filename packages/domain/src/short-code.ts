// Short codes of tournaments: what a parent types ("K7M2QX") or opens as `/t/{code}`.

/** Digits and capitals without look-alikes (0/O, 1/I/L): 31 signs, so 6 give 887 million codes. */
export const SHORT_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const SHORT_CODE_LENGTH = 6;

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * The stored form of what somebody typed: letter case, spaces and dashes do not matter ("k7m-2qx" → "K7M2QX");
 * null when it cannot be a code.
 */
export function normalizeShortCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return CODE.test(code) ? code : null;
}

/** A code from a source of random integers below a bound (the server passes a cryptographic one). */
export function shortCodeFrom(randomBelow: (bound: number) => number): string {
  let code = "";
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomBelow(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** The short URL's path (served by the server, which redirects to the tournament page). */
export const shortLinkPath = (code: string) => `/t/${code}`;
