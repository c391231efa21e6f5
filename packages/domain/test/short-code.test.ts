import { describe, expect, it } from "vitest";
import { normalizeShortCode, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, shortCodeFrom } from "../src/short-code.ts";

describe("short codes", () => {
  it("use no look-alikes (0/O, 1/I/L) and no lower case", () => {
    for (const sign of "0O1IL") expect(SHORT_CODE_ALPHABET).not.toContain(sign);
    expect(SHORT_CODE_ALPHABET).toBe(SHORT_CODE_ALPHABET.toUpperCase());
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length);
  });

  it("are drawn from the alphabet with the given source of randomness", () => {
    let i = 0;
    const code = shortCodeFrom((bound) => i++ % bound);
    expect(code).toBe(SHORT_CODE_ALPHABET.slice(0, SHORT_CODE_LENGTH));
    expect(shortCodeFrom((bound) => bound - 1)).toBe("Z".repeat(SHORT_CODE_LENGTH));
  });

  it("match in any letter case, with spaces or dashes; anything else is no code", () => {
    expect(normalizeShortCode("k7m2qx")).toBe("K7M2QX");
    expect(normalizeShortCode(" K7M-2QX ")).toBe("K7M2QX");
    expect(normalizeShortCode("k7m 2qx")).toBe("K7M2QX");
    for (const bad of ["", "K7M2Q", "K7M2QXY", "K7M2Q0", "O7M2QX", "K7M2Q!", "Spring"])
      expect(normalizeShortCode(bad)).toBeNull();
  });
});
