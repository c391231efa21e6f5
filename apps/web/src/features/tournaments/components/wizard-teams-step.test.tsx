import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { emptyDraft, type WizardDraft } from "../lib/wizard-model.ts";
import { TeamsStep } from "./wizard-teams-step.tsx";

// The teams step as the organiser uses it, in happy-dom: keystrokes in "Number of teams" never cut the list.

setUpComponentTests();

const EIGHT = ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks", "Foxes", "Hawks"];
let container: HTMLDivElement;

function Harness({ initial }: { initial: WizardDraft }) {
  const [draft, setDraft] = useState(initial);
  const update = (change: (d: WizardDraft) => void) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  // renderComponent's Mantine runs in its "test" env: no transitions or portals, so the question is in the tree
  // as soon as it opens.
  return <TeamsStep draft={draft} update={update} errors={{}} />;
}

function render(names: readonly string[]) {
  const draft = emptyDraft(
    (n) => `Team ${n}`,
    (n) => `Pitch ${n}`,
  );
  draft.teams = names.map((name) => ({ name }));
  ({ container } = renderComponent(<Harness initial={draft} />));
  const count = container.querySelector<HTMLInputElement>("input[inputmode]");
  if (!count) throw new Error("no count field");
  return count;
}

/** The names in the list (every text field but the count, which is the only numeric one). */
const teamNames = () =>
  [...container.querySelectorAll<HTMLInputElement>("input:not([inputmode])")].map((input) => input.value);
const button = (name: string) => {
  const found = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (name: string) => act(() => button(name).click());

/** One keystroke's worth of change: the field's whole text becomes `value`, as React sees an input event. */
function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const press = (input: HTMLInputElement, key: string) =>
  act(() => void input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));

// Twenty Mantine rows in happy-dom take a while on a busy machine: a generous limit, not a timing assertion.
describe("the teams step's number of teams", { timeout: 60_000 }, () => {
  it("select-all and typing 1, 0 over 8 named teams never passes through 1 or 2 teams", () => {
    const count = render(EIGHT);
    act(() => count.focus());
    type(count, "1");
    expect(teamNames()).toEqual(EIGHT);
    type(count, "10");
    expect(teamNames()).toEqual(EIGHT);
    press(count, "Enter");
    expect(teamNames()).toEqual([...EIGHT, "Team 9", "Team 10"]);
  });

  it("Backspace on 20 removes nothing while typing, and leaving the field asks before named teams go", () => {
    const twenty = [...EIGHT, ...Array.from({ length: 12 }, (_, i) => `Team ${i + 9}`)];
    const count = render(twenty);
    act(() => count.focus());
    type(count, "2");
    expect(teamNames()).toEqual(twenty);
    act(() => count.blur());
    expect(teamNames()).toEqual(twenty);
    expect(document.body.textContent).toContain("Lowering the number to 2 removes 6 teams that already have a name.");
    // Cancel: the number goes back, nothing was removed.
    click("Cancel");
    expect(count.value).toBe("20");
    expect(teamNames()).toEqual(twenty);
    // Confirmed: 18 rows go; Undo brings them back with their names, in order.
    type(count, "2");
    press(count, "Enter");
    click("Remove teams");
    expect(teamNames()).toEqual(["Lions", "Tigers"]);
    expect(document.body.textContent).toContain("18 teams removed.");
    click("Undo");
    expect(teamNames()).toEqual(twenty);
    expect(count.value).toBe("20");
  });

  it("lowering over placeholder rows only removes them without a question, with an undo", () => {
    const count = render([...EIGHT, "Team 9", "Team 10"]);
    type(count, "8");
    press(count, "Enter");
    expect(teamNames()).toEqual(EIGHT);
    expect(document.body.textContent).not.toContain("already have a name");
    click("Undo");
    expect(teamNames()).toEqual([...EIGHT, "Team 9", "Team 10"]);
  });
});
