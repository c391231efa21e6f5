import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetReporterToken,
  hashWithoutReporter,
  rememberReporterToken,
  reporterTokenInHash,
  storedReporterToken,
} from "./reporter-token.ts";

const TOKEN = "AbC_dEf-123456789012345678901234";

describe("reporter token", () => {
  beforeEach(() => localStorage.clear());

  it("is read from the link's fragment, alone or among other parameters", () => {
    expect(reporterTokenInHash(`#reporter=${TOKEN}`)).toBe(TOKEN);
    expect(reporterTokenInHash(`#team=t1&reporter=${TOKEN}`)).toBe(TOKEN);
    expect(reporterTokenInHash("#reporter=short")).toBeNull();
    expect(reporterTokenInHash(`#reporter=${TOKEN}<script>`)).toBeNull();
    expect(reporterTokenInHash("")).toBeNull();
  });

  it("leaves the other fragment parameters in the address", () => {
    expect(hashWithoutReporter(`#reporter=${TOKEN}`)).toBe("");
    expect(hashWithoutReporter(`#team=t1&reporter=${TOKEN}`)).toBe("#team=t1");
  });

  it("is remembered per tournament (any letter case of its id) until forgotten", () => {
    rememberReporterToken("ABC-1", TOKEN);
    expect(storedReporterToken("abc-1")).toBe(TOKEN);
    expect(storedReporterToken("other")).toBeNull();
    forgetReporterToken("abc-1");
    expect(storedReporterToken("ABC-1")).toBeNull();
  });
});
