import type { RegistrationEntry } from "@kickoff/domain/registration-contracts.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { actionsFor, birthYears, groupEntries, isDestructive, moveInOrder, refusalOf } from "./waiting-list.ts";

let n = 0;
const entry = (over: Partial<RegistrationEntry>): RegistrationEntry => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    tournamentId: "00000000-0000-4000-8000-999999999999",
    state: "pending",
    position: null,
    teamName: `Team ${n}`,
    club: "",
    contactName: "Kim",
    email: "kim@example.test",
    phone: "",
    players: null,
    strength: null,
    oldestBirthYear: null,
    youngestBirthYear: null,
    message: "",
    language: "en",
    hasAccount: false,
    teamId: null,
    createdAt: "2030-01-01T10:00:00.000Z",
    updatedAt: "2030-01-01T10:00:00.000Z",
    ...over,
  };
};

describe("groupEntries", () => {
  it("groups by state in decision order, leaves out empty groups, sorts the waiting list by position", () => {
    const late = entry({ state: "pending", teamName: "Late", createdAt: "2030-01-02T10:00:00.000Z" });
    const early = entry({ state: "pending", teamName: "Early", createdAt: "2030-01-01T08:00:00.000Z" });
    const second = entry({ state: "waitlisted", position: 2, teamName: "Second" });
    const first = entry({ state: "waitlisted", position: 1, teamName: "First" });
    const declined = entry({ state: "declined", teamName: "No" });
    const groups = groupEntries([declined, second, late, first, early]);
    expect(groups.map((g) => g.state)).toEqual(["pending", "waitlisted", "declined"]);
    expect(groups[0]?.entries.map((e) => e.teamName)).toEqual(["Early", "Late"]);
    expect(groups[1]?.entries.map((e) => e.teamName)).toEqual(["First", "Second"]);
  });

  it("answers no groups for no entries", () => {
    expect(groupEntries([])).toEqual([]);
  });
});

describe("actionsFor", () => {
  it("offers every other state but withdrawn", () => {
    expect(actionsFor("pending")).toEqual(["accept", "waitlist", "decline"]);
    expect(actionsFor("accepted")).toEqual(["waitlist", "decline", "pending"]);
    expect(actionsFor("waitlisted")).toEqual(["accept", "decline", "pending"]);
    expect(actionsFor("declined")).toEqual(["accept", "waitlist", "pending"]);
    expect(actionsFor("withdrawn")).toEqual(["accept", "waitlist", "decline", "pending"]);
  });

  it("asks first before a decline or before an accepted team loses its place", () => {
    expect(isDestructive("decline", "pending")).toBe(true);
    expect(isDestructive("pending", "accepted")).toBe(true);
    expect(isDestructive("waitlist", "accepted")).toBe(true);
    expect(isDestructive("accept", "pending")).toBe(false);
    expect(isDestructive("waitlist", "pending")).toBe(false);
    expect(isDestructive("pending", "declined")).toBe(false);
  });
});

describe("moveInOrder", () => {
  it("swaps with the neighbour and refuses to move past either end", () => {
    expect(moveInOrder(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveInOrder(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveInOrder(["a", "b", "c"], "a", -1)).toBeNull();
    expect(moveInOrder(["a", "b", "c"], "c", 1)).toBeNull();
    expect(moveInOrder(["a"], "x", 1)).toBeNull();
  });
});

describe("refusalOf", () => {
  it("names the refusals the panel answers itself", () => {
    expect(refusalOf(new ApiError(409, "TOURNAMENT_FULL", "full"))).toBe("full");
    expect(refusalOf(new ApiError(409, "REGISTRATION_CLOSED", "closed"))).toBe("closed");
    expect(refusalOf(new ApiError(409, "TEAM_IN_PLAN", "in plan"))).toBe("inPlan");
    expect(refusalOf(new ApiError(400, "REGISTRATION_ORDER_INVALID", "order"))).toBe("stale");
    expect(refusalOf(new ApiError(0, "NETWORK_ERROR", "offline"))).toBe("other");
    expect(refusalOf(new Error("boom"))).toBe("other");
  });
});

describe("birthYears", () => {
  it("shows a range, a single year or nothing", () => {
    expect(birthYears({ oldestBirthYear: 2016, youngestBirthYear: 2017 })).toBe("2016–2017");
    expect(birthYears({ oldestBirthYear: 2016, youngestBirthYear: 2016 })).toBe("2016");
    expect(birthYears({ oldestBirthYear: null, youngestBirthYear: 2017 })).toBe("2017");
    expect(birthYears({ oldestBirthYear: null, youngestBirthYear: null })).toBe("");
  });
});
