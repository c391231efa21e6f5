import { describe, expect, it } from "vitest";
import { daysOf, eventOfForm } from "./event-form.ts";

const form = {
  name: "  Youth Day ",
  startDate: "2030-06-13",
  endDate: "",
  venueName: "Sportpark",
  city: " ",
  pitches: [
    { id: "p1", name: " A ", from: "", to: "" },
    { id: "p2", name: "B", from: "09:00", to: "17:00" },
  ],
  changeover: 5,
  visibility: "public" as const,
};

describe("eventOfForm", () => {
  it("trims, leaves out empty optional parts and gives hours to every day", () => {
    expect(eventOfForm(form)).toEqual({
      name: "Youth Day",
      startDate: "2030-06-13",
      venue: { name: "Sportpark" },
      pitches: [
        { id: "p1", name: "A", hours: [] },
        { id: "p2", name: "B", hours: [{ date: "2030-06-13", from: "09:00", to: "17:00" }] },
      ],
      changeoverMinutes: 5,
      visibility: "public",
    });
    const twoDays = eventOfForm({ ...form, endDate: "2030-06-14", venueName: "" });
    expect(twoDays.endDate).toBe("2030-06-14");
    expect(twoDays.venue).toBeUndefined();
    expect(twoDays.pitches[1]?.hours?.map((h) => h.date)).toEqual(["2030-06-13", "2030-06-14"]);
  });

  it("lists the event's days across a month end, at most a week", () => {
    expect(daysOf("2030-06-30", "2030-07-01")).toEqual(["2030-06-30", "2030-07-01"]);
    expect(daysOf("2030-06-13", "")).toEqual(["2030-06-13"]);
    expect(daysOf("2030-06-01", "2030-06-30")).toHaveLength(7);
  });
});
