import { FuninoConfigSchema, type FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { FestivalSettingsForm } from "./festival-settings-form.tsx";

// A saved festival's settings in happy-dom: prefilled, the structural fields locked after the start, and saved
// with funino/update.

setUpComponentTests();

const ID = "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10";
const festival = (started: boolean): FuninoInternal => ({
  id: ID,
  view: "internal",
  status: started ? "running" : "draft",
  general: {
    name: "Spring U9",
    description: "",
    startDate: "2026-04-18",
    visibility: "private",
    registration: { open: false },
    ageGroup: { label: "U9", ageRange: { oldestBirthYear: 2017, youngestBirthYear: null } },
  },
  config: FuninoConfigSchema.parse({}),
  pitches: [
    { id: "1", name: "1" },
    { id: "2", name: "2" },
  ],
  teams: [
    { id: "a", name: "Lions" },
    { id: "b", name: "Tigers" },
    { id: "c", name: "Bears" },
    { id: "d", name: "Wolves" },
  ],
  rounds: [],
  roundCount: 3,
  currentRound: 1,
  clock: { round: 1, running: false, startedAt: null, elapsedMs: started ? 60_000 : 0 },
  serverNow: 0,
  version: 1,
  shortCode: "ABC123",
  updatedAt: "2026-04-18T08:00:00.000Z",
  ownerId: "0b8e7c36-7d35-4a4f-8c1e-2a9c6c1c3e55",
  role: "owner",
  abilities: {
    edit: true,
    enterResults: true,
    changeStatus: true,
    delete: true,
    manageEditors: true,
    manageReporters: true,
  },
  visibility: "private",
  planVersion: 1,
  planOutdated: false,
  createdAt: "2026-04-01T08:00:00.000Z",
});

let container: HTMLDivElement;
function render(f: FuninoInternal, onSaved?: (f: FuninoInternal) => void) {
  ({ container } = renderComponent(<FestivalSettingsForm festival={f} onSaved={onSaved} />, { route: "/" }));
}

const input = (label: string) => {
  const found = [...container.querySelectorAll("label")].find((l) => l.textContent?.replace("*", "").trim() === label);
  const el = found?.htmlFor ? container.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`) : null;
  if (!el) throw new Error(`no field ${label}`);
  return el;
};

// The whole Mantine form in happy-dom takes seconds on a busy machine (the full web suite timed out at 5 s):
// a generous limit, not a timing assertion.
describe("FestivalSettingsForm", { timeout: 30_000 }, () => {
  it("is prefilled and leaves every field open before the start", () => {
    render(festival(false));
    expect(input("Festival name").value).toBe("Spring U9");
    expect(input("Pitches").value).toBe("2");
    expect(input("Pitches").disabled).toBe(false);
    expect(input("Fixed plan").disabled).toBe(false);
    expect(container.textContent).not.toContain("The festival has started");
  });

  it("locks plan type, pairing, pitches and top pitch after the start, and saves the rest", async () => {
    const saved = festival(true);
    const fetch = vi.fn(async () => new Response(JSON.stringify(saved), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const onSaved = vi.fn();
    render(festival(true), onSaved);
    expect(container.textContent).toContain("The festival has started");
    for (const label of ["Fixed plan", 'Ladder ("Champions League")', "Pitches", "By strength", "Drawn"])
      expect(input(label).disabled, label).toBe(true);
    for (const label of ["Pitch 1 is the top pitch"]) expect(input(label).disabled, label).toBe(true);
    expect(input("Round length").disabled).toBe(false);
    expect(input("Drawn by lot").disabled).toBe(false);

    act(() => input("Drawn by lot").click());
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Save settings");
    await act(async () => button?.click());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/funino/update");
    const body = JSON.parse(String(init.body));
    expect(body.id).toBe(ID);
    expect(body.config).toEqual({ ...festival(true).config, drawRule: "lot" });
    expect(body.general).toMatchObject({ name: "Spring U9", startDate: "2026-04-18", visibility: "private" });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
