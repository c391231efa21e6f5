import { describe, expect, it } from "vitest";
import { ACCOUNT_ERROR_CODES } from "../src/account-contracts.ts";
import { ERROR_CODES, isErrorCode } from "../src/error-codes.ts";

describe("error codes", () => {
  it("are one list without duplicates, each in UPPER_SNAKE_CASE", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it("hold the account calls' codes", () => {
    for (const code of ACCOUNT_ERROR_CODES) expect(ERROR_CODES).toContain(code);
  });

  it("tell a listed code from anything else", () => {
    expect(isErrorCode("TOURNAMENT_NOT_FOUND")).toBe(true);
    for (const other of ["tournament_not_found", "NOPE", "", 42, null, undefined, { code: "INTERNAL" }])
      expect(isErrorCode(other)).toBe(false);
  });
});
