import { describe, expect, it } from "vitest";
import { registrationOpenOn } from "../src/registration-open.ts";

const general = (registration: { open: boolean; deadline?: string }, endDate?: string) => ({
  startDate: "2030-05-04",
  ...(endDate ? { endDate } : {}),
  registration,
});

describe("registrationOpenOn", () => {
  it("is open for a published tournament with open registration before the deadline", () => {
    expect(registrationOpenOn({ status: "published", general: general({ open: true }) }, "2030-05-01")).toBe(true);
    expect(
      registrationOpenOn({ status: "running", general: general({ open: true, deadline: "2030-05-02" }) }, "2030-05-02"),
    ).toBe(true);
  });
  it("is closed when not open, after the deadline, in draft or finished, or after the last day", () => {
    expect(registrationOpenOn({ status: "published", general: general({ open: false }) }, "2030-05-01")).toBe(false);
    expect(
      registrationOpenOn(
        { status: "published", general: general({ open: true, deadline: "2030-04-30" }) },
        "2030-05-01",
      ),
    ).toBe(false);
    expect(registrationOpenOn({ status: "draft", general: general({ open: true }) }, "2030-05-01")).toBe(false);
    expect(registrationOpenOn({ status: "finished", general: general({ open: true }) }, "2030-05-01")).toBe(false);
    expect(registrationOpenOn({ status: "published", general: general({ open: true }) }, "2030-05-05")).toBe(false);
    expect(
      registrationOpenOn({ status: "published", general: general({ open: true }, "2030-05-06") }, "2030-05-05"),
    ).toBe(true);
  });
});
