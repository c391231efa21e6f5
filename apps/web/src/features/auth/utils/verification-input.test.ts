import { describe, expect, it } from "vitest";
import { fillDigits, parseVerificationInput } from "./verification-input.ts";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345_-xy";

describe("parseVerificationInput", () => {
  it("reads a 6-digit code, also with a space or dash in the middle", () => {
    expect(parseVerificationInput("123456")).toEqual({ kind: "code", code: "123456" });
    expect(parseVerificationInput(" 123 456 ")).toEqual({ kind: "code", code: "123456" });
    expect(parseVerificationInput("123-456")).toEqual({ kind: "code", code: "123456" });
  });

  it("reads the token from the link of the mail, in any language", () => {
    expect(parseVerificationInput(`https://kickoff.example/de/validateEmail/${token}`)).toEqual({
      kind: "token",
      token,
    });
    expect(parseVerificationInput(`http://localhost:3000/tr/validateEmail/${token}?x=1`)).toEqual({
      kind: "token",
      token,
    });
  });

  it("reads a bare token", () => {
    expect(parseVerificationInput(token)).toEqual({ kind: "token", token });
  });

  it("rejects anything else", () => {
    expect(parseVerificationInput("12345")).toEqual({ kind: "none" });
    expect(parseVerificationInput("1234567")).toEqual({ kind: "none" });
    expect(parseVerificationInput("abcdef")).toEqual({ kind: "none" });
    expect(parseVerificationInput("https://kickoff.example/de/validateEmail/short")).toEqual({ kind: "none" });
  });
});

describe("fillDigits", () => {
  const empty = ["", "", "", "", "", ""];
  it("fills from the box onwards and stops at the last box", () => {
    expect(fillDigits(empty, 0, "123456")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(fillDigits(empty, 4, "789")).toEqual(["", "", "", "", "7", "8"]);
  });
  it("drops non-digits", () => {
    expect(fillDigits(empty, 0, "1a2 3")).toEqual(["1", "2", "3", "", "", ""]);
  });
});
