import type { EventInternal } from "@kickoff/domain/event-views.ts";
import type { DashboardItem } from "@kickoff/domain/tournament-views.ts";
import { describe, expect, it } from "vitest";
import { attachable } from "./event-admin.ts";

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
