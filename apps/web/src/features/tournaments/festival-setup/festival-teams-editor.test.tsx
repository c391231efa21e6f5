import { FuninoConfigSchema, type FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { FestivalTeamsEditor } from "./festival-teams-editor.tsx";

// The festival's team editor in happy-dom: a pasted list becomes rows, and after the start removing a team
// asks before it withdraws it.

setUpComponentTests();

const festival = (started: boolean): FuninoInternal =>
  ({
    id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
    general: {
      name: "Fest",
      description: "",
      startDate: "2026-04-18",
      visibility: "private",
      registration: { open: false },
    },
    visibility: "private",
    config: FuninoConfigSchema.parse({}),
    teams: [
      { id: "a", name: "Lions" },
      { id: "b", name: "Tigers" },
    ],
    rounds: [],
    clock: { round: 1, running: started, startedAt: started ? 1 : null, elapsedMs: 0 },
    abilities: {
      edit: true,
      enterResults: true,
      changeStatus: true,
      delete: true,
      manageEditors: true,
      manageReporters: true,
    },
    planOutdated: false,
  }) as unknown as FuninoInternal;

let container: HTMLDivElement;
function render(f: FuninoInternal) {
  ({ container } = renderComponent(<FestivalTeamsEditor festival={f} />));
}

const names = () =>
  [...container.querySelectorAll<HTMLInputElement>("input")]
    .filter((i) => i.closest("div")?.textContent !== null && /^Name of team/.test(labelOf(i)))
    .map((i) => i.value);
const labelOf = (input: HTMLInputElement) =>
  (input.id ? container.querySelector(`label[for="${input.id}"]`)?.textContent : "")?.replace("*", "").trim() ?? "";
const button = (name: string) => {
  const found = [...container.querySelectorAll("button")].find(
    (b) => b.textContent?.trim() === name || b.getAttribute("aria-label") === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const status = () => container.querySelector('[aria-live="polite"]')?.textContent ?? "";

function typeInto(area: HTMLTextAreaElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  act(() => {
    setValue?.call(area, value);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("FestivalTeamsEditor", () => {
  it("adds a pasted list as rows and counts them, noting the bench for an odd count", () => {
    render(festival(false));
    expect(names()).toEqual(["Lions", "Tigers"]);
    expect(status()).toBe("2 teams");
    const area = container.querySelector("textarea");
    if (!area) throw new Error("no paste box");
    typeInto(area, "Bears; FC Bear\n\nWolves\n3. Eagles\n");
    act(() => button("Add teams from the list").click());
    expect(names()).toEqual(["Lions", "Tigers", "Bears", "Wolves", "Eagles"]);
    expect(status()).toContain("5 teams");
    expect(status()).toContain("one team sits out each round");
    expect(container.textContent).toContain("3 teams added.");
    const clubs = [...container.querySelectorAll<HTMLInputElement>("input")].filter((i) => labelOf(i) === "Club");
    expect(clubs.map((c) => c.value)).toEqual(["", "", "FC Bear", "", ""]);
  });

  it("removes a team at once before the start", () => {
    render(festival(false));
    act(() => button("Remove Lions").click());
    expect(names()).toEqual(["Tigers"]);
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it("asks before it withdraws a team after the start", () => {
    render(festival(true));
    act(() => button("Remove Lions").click());
    expect(names()).toEqual(["Lions", "Tigers"]);
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain("Withdraw Lions?");
    act(() => button("Keep the team").click());
    expect(names()).toEqual(["Lions", "Tigers"]);
    act(() => button("Remove Lions").click());
    act(() => button("Withdraw").click());
    expect(names()).toEqual(["Tigers"]);
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
