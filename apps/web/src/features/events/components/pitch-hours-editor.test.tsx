import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { fieldByLabel, typeInto as type } from "../../../test/form-actions.ts";
import { EventEditForm } from "./event-edit-form.tsx";

// The edit form of a two-day event (issue 19): stored hours that differ per day reopen per day (a row per day, a
// group named by its day); a wrong day is refused at its field and focused; the logo can be removed; the PUT carries
// exactly the hours per day.

setUpComponentTests();

const EVENT = {
  id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
  ownerId: "11111111-1111-4111-8111-111111111111",
  role: "owner",
  abilities: { edit: true, attach: true, delete: true, manageEditors: true },
  general: {
    name: "Youth Days",
    description: "",
    startDate: "2030-06-13",
    endDate: "2030-06-14",
    logoFileId: "logo-1",
    visibility: "private",
    pitches: [
      {
        id: "p1",
        name: "North",
        hours: [
          { date: "2030-06-13", from: "09:00", to: "17:00" },
          { date: "2030-06-14", from: "10:00", to: "14:00" },
        ],
      },
      { id: "p2", name: "South", hours: [] },
    ],
    changeoverMinutes: 10,
  },
  divisions: [],
  issues: [],
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
} as unknown as EventInternal;

const inputIn = (root: Element, label: string) => fieldByLabel(label, root);
const clickButton = (name: string) =>
  act(async () => {
    [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)?.click();
  });

describe("pitch hours per day in the event form", () => {
  it("reopens different hours per day, checks a day at its field and sends them back exactly", async () => {
    const { container } = renderComponent(<EventEditForm event={EVENT} onDone={() => {}} />, { route: "/en/x" });
    const rows = container.querySelectorAll('[data-testid="pitch-row"]');
    const north = rows[0] as Element;
    const days = [...north.querySelectorAll("fieldset")];
    expect(days.map((d) => d.querySelector("legend")?.textContent)).toEqual(["Thu, Jun 13", "Fri, Jun 14"]);
    expect(inputIn(north, "Same hours every day").checked).toBe(false);
    expect(inputIn(days[1] as Element, "From").value).toBe("10:00");
    // South has no hours: one row, the same every day.
    expect((rows[1] as Element).querySelectorAll("fieldset")).toHaveLength(0);
    expect(inputIn(rows[1] as Element, "Same hours every day").checked).toBe(true);
    expect(container.textContent).not.toContain("different hours on different days");
    expect(container.querySelector('img[alt*="Event logo"]')).not.toBeNull();

    const fetch = vi.fn(
      async () => new Response(JSON.stringify(EVENT), { status: 200, headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    await type(inputIn(days[1] as Element, "To"), "08:00");
    await clickButton("Save changes");
    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(inputIn(days[1] as Element, "From"));
    expect(days[1]?.textContent).toContain("Enter both times; the end must be after the start.");

    await type(inputIn(days[1] as Element, "To"), "15:30");
    await clickButton("Remove image");
    await clickButton("Save changes");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as { general: { logoFileId?: string; pitches: unknown[] } };
    expect(sent.general.logoFileId).toBeUndefined();
    expect(sent.general.pitches).toEqual([
      {
        id: "p1",
        name: "North",
        hours: [
          { date: "2030-06-13", from: "09:00", to: "17:00" },
          { date: "2030-06-14", from: "10:00", to: "15:30" },
        ],
      },
      { id: "p2", name: "South", hours: [] },
    ]);
  });
});
