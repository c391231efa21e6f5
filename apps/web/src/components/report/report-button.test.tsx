import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../test/component-test.tsx";
import { ReportButton } from "./report-button.tsx";

// The "Report" action in happy-dom: the dialog loads on first use, asks for a reason before sending, sends
// report with the target and the trimmed text, confirms, and says in words why a report failed.

setUpComponentTests();

const ID = "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10";

const render = () => renderComponent(<ReportButton target={{ kind: "tournament", id: ID }} />);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string, scope: ParentNode = document) => {
  const found = [...scope.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const radio = (label: string) => {
  const found = [...document.querySelectorAll("label")].find((l) => l.textContent?.trim() === label);
  const el = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!el) throw new Error(`no radio ${label}`);
  return el as HTMLInputElement;
};
const textarea = () => dialog()?.querySelector("textarea") as HTMLTextAreaElement;
const type = (el: HTMLTextAreaElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
const openDialog = async () => {
  expect(dialog()).toBeNull();
  await act(async () => button("Report").click());
  await act(async () => {
    await import("./report-dialog.tsx");
  });
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
};
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("ReportButton", () => {
  it("asks for a reason, then sends the report and confirms", async () => {
    const fetch = answer(201, { id: "r1" });
    vi.stubGlobal("fetch", fetch);
    render();
    await openDialog();
    expect(dialog()?.textContent).toContain("Report this content");
    await act(async () => button("Send report", dialog() ?? document).click());
    expect(dialog()?.textContent).toContain("Choose a reason.");
    expect(fetch).not.toHaveBeenCalled();

    act(() => radio("Wrong information").click());
    type(textarea(), "  The date is wrong  ");
    await act(async () => button("Send report", dialog() ?? document).click());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="report-sent"]')).not.toBeNull());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/report");
    expect(JSON.parse(String(init.body))).toEqual({
      targetKind: "tournament",
      targetId: ID,
      reason: "wrongInformation",
      text: "The date is wrong",
    });
    expect(document.activeElement?.textContent).toBe("Close");
  });

  it("says in words when there were too many reports, and when the item is gone", async () => {
    vi.stubGlobal("fetch", answer(429, { error: { code: "RATE_LIMITED", message: "Too many" } }));
    render();
    await openDialog();
    act(() => radio("Spam or advertising").click());
    await act(async () => button("Send report", dialog() ?? document).click());
    await act(() =>
      vi.waitFor(() =>
        expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain(
          "Too many reports from your connection",
        ),
      ),
    );
    vi.stubGlobal("fetch", answer(404, { error: { code: "REPORT_TARGET_NOT_FOUND", message: "gone" } }));
    await act(async () => button("Send report", dialog() ?? document).click());
    await act(() =>
      vi.waitFor(() => expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain("no longer available")),
    );
    expect(document.querySelector('[data-testid="report-sent"]')).toBeNull();
  });
});
