import { describe, expect, it } from "vitest";
import { checkEventForm, daysOf, eventOfForm, formOfEvent, serverFieldErrors } from "./event-form.ts";

const form = {
  name: "  Youth Day ",
  startDate: "2030-06-13",
  endDate: "",
  venueName: "Sportpark",
  city: " ",
  pitches: [
    { id: "p1", name: " A ", from: "", to: "", perDay: false, days: [] },
    { id: "p2", name: "B", from: "09:00", to: "17:00", perDay: false, days: [] },
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

describe("edit mode", () => {
  const stored = {
    name: "Youth Day",
    description: "Bring water",
    startDate: "2030-06-13",
    endDate: "2030-06-14",
    venue: { name: "Sportpark", city: "Köln", address: "Weg 1", country: "DE" },
    contact: { email: "a@b.de" },
    logoFileId: "logo-1",
    visibility: "public" as const,
    pitches: [
      {
        id: "p1",
        name: "A",
        hours: [
          { date: "2030-06-13", from: "09:00", to: "17:00" },
          { date: "2030-06-14", from: "09:00", to: "17:00" },
        ],
      },
      { id: "p7", name: "B", hours: [] },
    ],
    changeoverMinutes: 10,
  };

  it("round-trips a stored event, keeping what the form does not show", () => {
    const form = formOfEvent(stored);
    expect(form.pitches).toEqual([
      { id: "p1", name: "A", from: "09:00", to: "17:00", perDay: false, days: [] },
      { id: "p7", name: "B", from: "", to: "", perDay: false, days: [] },
    ]);
    expect(form.logoFileId).toBe("logo-1");
    expect(eventOfForm(form, stored)).toEqual(stored);
    // A new name and city change only those; the address and the logo stay.
    const changed = eventOfForm({ ...form, name: "Cup", city: "Bonn" }, stored);
    expect(changed.venue).toEqual({ name: "Sportpark", city: "Bonn", address: "Weg 1", country: "DE" });
    expect(changed.logoFileId).toBe("logo-1");
    expect(changed.name).toBe("Cup");
  });

  it("round-trips different hours per day and a day left out, and sets or removes the logo", () => {
    const varied = {
      ...stored,
      pitches: [
        {
          id: "p1",
          name: "A",
          hours: [
            { date: "2030-06-13", from: "09:00", to: "17:00" },
            { date: "2030-06-14", from: "10:00", to: "15:30" },
          ],
        },
        { id: "p7", name: "B", hours: [{ date: "2030-06-14", from: "08:00", to: "12:00" }] },
      ],
    };
    const form = formOfEvent(varied);
    expect(form.pitches.map((p) => p.perDay)).toEqual([true, true]);
    expect(eventOfForm(form, varied)).toEqual(varied);
    expect(eventOfForm({ ...form, logoFileId: undefined }, varied).logoFileId).toBeUndefined();
    expect(eventOfForm({ ...form, logoFileId: "logo-2" }, varied).logoFileId).toBe("logo-2");
  });

  it("checks the fields before sending", () => {
    const form = formOfEvent(stored);
    expect(checkEventForm(form)).toEqual({});
    const bad = {
      ...form,
      name: " ",
      endDate: "2030-06-12",
      contactEmail: "nope",
      pitches: [{ id: "p1", name: "", from: "10:00", to: "09:00", perDay: false, days: [] }],
    };
    expect(checkEventForm(bad)).toEqual({
      name: "required",
      endDate: "endBeforeStart",
      "contact.email": "emailInvalid",
      "pitches.0.name": "required",
      "pitches.0.hours": "hoursInvalid",
    });
  });

  it("puts the server's refusals at their field", () => {
    const failure = (over: Partial<Parameters<typeof serverFieldErrors>[0]>) => ({
      status: 409,
      code: "CONFLICT",
      message: "",
      fields: [],
      body: {},
      ...over,
    });
    expect(
      serverFieldErrors(
        failure({
          status: 400,
          fields: [{ field: "general.pitches.1.hours.0.to", message: "must end after it starts" }],
        }),
      ),
    ).toEqual({ "pitches.1.hours": "must end after it starts" });
    expect(
      serverFieldErrors(failure({ code: "PITCH_IN_USE", message: "general.pitches: pitch p2 is used by U9" })),
    ).toEqual({ pitches: "pitch p2 is used by U9" });
    expect(
      serverFieldErrors(failure({ code: "EVENT_DATES_MISMATCH", message: "general.startDate: U9 plays on …" })),
    ).toEqual({ startDate: "U9 plays on …" });
    expect(
      serverFieldErrors(
        failure({ code: "WINDOW_CONFLICT", message: "x", body: { issues: [{ text: "P1 outside hours" }] } }),
      ),
    ).toEqual({ pitches: "P1 outside hours" });
    expect(serverFieldErrors(failure({ status: 500, code: "INTERNAL", message: "boom" }))).toBeNull();
  });
});
