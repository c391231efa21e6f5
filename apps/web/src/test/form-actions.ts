// What form tests do to a rendered form (happy-dom): find an input by its label, type as a person would, submit,
// and answer the form's calls.
import { act } from "react";
import { vi } from "vitest";

/** The `nth` input inside `scope` whose label reads `label` (a required field's "*" left out). */
export function fieldByLabel(label: string, scope: ParentNode = document, nth = 0): HTMLInputElement {
  const found = [...scope.querySelectorAll("label")].filter((l) => l.textContent?.replace("*", "").trim() === label)[
    nth
  ];
  const el = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!el) throw new Error(`no field ${label}`);
  return el as HTMLInputElement;
}

/** Sets an input's value through the native setter and fires `input`, so React's onChange sees it. */
export const typeInto = (el: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });

/** Clicks the page's submit button. */
export const submitForm = () =>
  act(async () => {
    const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("type") === "submit");
    button?.click();
  });

/** A fetch stand-in that answers every call with `status` and `body` as JSON. */
export const jsonAnswer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
