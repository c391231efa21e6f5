import { describe, expect, it } from "vitest";
import { savedTournamentOf } from "./saved-tournaments.ts";

describe("saved tournaments", () => {
  it("reads a tournament's and a festival's stored payload, nothing else", () => {
    const body = { general: { name: "Cup", startDate: "2030-05-04" } };
    expect(savedTournamentOf("http://x/api/v1/auth/tment/abc", body, "2030-01-01T00:00:00Z")).toEqual({
      id: "abc",
      kind: "tournament",
      name: "Cup",
      startDate: "2030-05-04",
      storedAt: "2030-01-01T00:00:00Z",
    });
    expect(savedTournamentOf("http://x/api/v1/auth/funino/f1", body, null)?.kind).toBe("festival");
    expect(savedTournamentOf("http://x/api/v1/auth/tment/abc", { general: {} }, null)).toBeNull();
    expect(savedTournamentOf("http://x/api/v1/auth/tment/abc?x=1", null, null)).toBeNull();
    expect(savedTournamentOf("http://x/api/v1/other/abc", body, null)).toBeNull();
  });
});
