import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import {
  jsonAnswer as answer,
  fieldByLabel,
  submitForm as submit,
  typeInto as type,
} from "../../../test/form-actions.ts";
import { EventEditForm } from "./event-edit-form.tsx";

// The event page's edit form in happy-dom (issue 19): the form's own checks focus the first wrong field and send
// nothing; a valid form sends the complete data with PUT event/update; a 409 is shown at the field it names.

setUpComponentTests();

const EVENT: EventInternal = {
  id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
  ownerId: "11111111-1111-4111-8111-111111111111",
  role: "owner",
  abilities: { edit: true, attach: true, delete: true, manageEditors: true },
  general: {
    name: "Youth Day",
    description: "",
    startDate: "2030-06-13",
    visibility: "private",
    pitches: [
      { id: "p1", name: "North", hours: [] },
      { id: "p2", name: "South", hours: [{ date: "2030-06-13", from: "09:00", to: "17:00" }] },
    ],
    changeoverMinutes: 10,
  },
  divisions: [],
  issues: [],
  fairness: {
    divisions: [],
    totals: {
      matchCount: 0,
      backToBack: 0,
      minRest: null,
      maxRest: null,
      idlePitchSlots: 0,
      slotCount: 0,
      gamesPerTeam: null,
    },
    pitches: [],
    utilisation: { bookedMinutes: 0, availableMinutes: 0, utilisation: 0 },
    changeovers: [],
    shortestChangeover: null,
    clubClashes: { count: 0, clubs: [] },
  },
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
};

let container: HTMLElement | undefined;

function render(onDone = () => {}) {
  container = renderComponent(<EventEditForm event={EVENT} onDone={onDone} />, {
    route: "/en/eventOverview/x",
  }).container;
}

const field = (label: string, nth = 0) => fieldByLabel(label, document, nth);

describe("EventEditForm", () => {
  it("shows the stored data and focuses the first wrong field without sending", async () => {
    const fetch = answer(200, EVENT);
    vi.stubGlobal("fetch", fetch);
    render();
    expect(field("Name of the event").value).toBe("Youth Day");
    expect(field("From", 1).value).toBe("09:00");
    await type(field("Name of the event"), " ");
    await type(field("From", 0), "12:00");
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field("Name of the event"));
    expect(container?.textContent).toContain("Enter both times; the end must be after the start.");
  });

  it("sends the complete data and names the pitch a window still uses", async () => {
    const onDone = vi.fn();
    render(onDone);
    await type(field("Name of the event"), "Spring Day");
    await type(field("To", 1), "18:00");
    const fetch = answer(409, {
      error: { code: "PITCH_IN_USE", message: "general.pitches: pitch p2 is used by the window of division U9" },
    });
    vi.stubGlobal("fetch", fetch);
    await submit();
    // The answer arrives after the click: waited for inside act, as the state updates it causes.
    await act(() =>
      vi.waitFor(() => expect(container?.textContent).toContain("pitch p2 is used by the window of division U9")),
    );
    expect(document.activeElement).toBe(field("Pitch 2"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/v1/event/update");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toMatchObject({
      id: EVENT.id,
      general: {
        name: "Spring Day",
        pitches: [
          { id: "p1", hours: [] },
          { id: "p2", hours: [{ date: "2030-06-13", from: "09:00", to: "18:00" }] },
        ],
      },
    });
    expect(onDone).not.toHaveBeenCalled();

    vi.stubGlobal("fetch", answer(200, { ...EVENT, general: { ...EVENT.general, name: "Spring Day" } }));
    await submit();
    await act(() => vi.waitFor(() => expect(onDone).toHaveBeenCalled()));
  });
});
