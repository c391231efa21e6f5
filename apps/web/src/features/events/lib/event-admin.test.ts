import type { EventInternal } from "@kickoff/domain/event-views.ts";
import type { DashboardItem } from "@kickoff/domain/tournament-views.ts";
import { describe, expect, it } from "vitest";
import { attachable, checkInviteEmail, inviteErrorOf } from "./event-admin.ts";

const item = (over: Partial<DashboardItem>): DashboardItem => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Cup",
  mode: "normal",
  status: "draft",
  visibility: "private",
  startDate: "2030-06-13",
  endDate: "2030-06-13",
  teamCount: 0,
  role: "owner",
  createdAt: "",
  updatedAt: "",
  ...over,
});

const event = {
  general: { startDate: "2030-06-13", endDate: "2030-06-14" },
  divisions: [{ tournamentId: "00000000-0000-4000-8000-000000000009" }],
} as unknown as EventInternal;

describe("attachable", () => {
  it("offers only my own tournaments within the event's days that are in no event yet", () => {
    const items = [
      item({ id: "a", name: "fits" }),
      item({ id: "b", startDate: "2030-06-14", endDate: "2030-06-14" }),
      item({ id: "c", role: "editor" }),
      item({ id: "d", startDate: "2030-06-12" }),
      item({ id: "e", startDate: "2030-06-14", endDate: "2030-06-15" }),
      item({ id: "00000000-0000-4000-8000-000000000009" }),
      item({ id: "f", endDate: "" }),
      item({ id: "g", eventId: "00000000-0000-4000-8000-000000000042" }),
    ];
    expect(attachable(items, event).map((i) => i.id)).toEqual(["a", "b", "f"]);
  });
});

describe("checkInviteEmail", () => {
  const known = { ownEmail: "Me@x.de", editorEmails: ["ed@x.de"] };
  it("names the problem before anything is sent", () => {
    expect(checkInviteEmail(" ", known)).toBe("required");
    expect(checkInviteEmail("nope", known)).toBe("invalid");
    expect(checkInviteEmail("me@X.de", known)).toBe("self");
    expect(checkInviteEmail("ED@x.de ", known)).toBe("already");
    expect(checkInviteEmail("new@x.de", known)).toBeNull();
  });
  it("maps the server's refusals", () => {
    expect(inviteErrorOf("USER_NOT_FOUND")).toBe("notFound");
    expect(inviteErrorOf("ALREADY_EDITOR")).toBe("already");
    expect(inviteErrorOf("ALREADY_OWNER")).toBe("self");
    expect(inviteErrorOf("RATE_LIMITED")).toBeNull();
  });
});
