import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { ReportsSection } from "./reports-section.tsx";

// The report queue in happy-dom: the server's order and facts shown, a decision asks for a reason, a deletion for a
// confirmation, the note goes with the decision, and a refused decision is explained in words.

setUpComponentTests();

const report = (id: string, name: string, reason: string, severity: number) => ({
  id,
  reason,
  text: "",
  severity,
  status: "open",
  byUser: false,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  resolvedAt: null,
  resolutionNote: null,
  target: {
    kind: "tournament",
    id: `t-${id}`,
    description: name,
    owner: { id: "o1", email: "owner@example.test", displayName: "Olga" },
    hidden: false,
    reportCount: 2,
    openCount: 2,
  },
});
const QUEUE = {
  items: [report("r1", "Spring Cup", "personalData", 80), report("r2", "Autumn Cup", "spam", 30)],
  total: 2,
  page: 1,
  size: 20,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const render = () =>
  renderComponent(<ReportsSection />, {
    route: "/en/operator",
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string, scope: ParentNode = document) => {
  const found = [...scope.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const field = (label: string) => {
  const found = [...document.querySelectorAll("label")].find((l) => l.textContent?.replace("*", "").trim() === label);
  const el = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!el) throw new Error(`no field ${label}`);
  return el as HTMLTextAreaElement;
};
const type = (el: HTMLTextAreaElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
/** Waits inside act: the queries' answers update the section while the test waits for them. */
const until = (check: () => void) =>
  act(async () => {
    await vi.waitFor(check);
  });
const cards = () => [...document.querySelectorAll<HTMLElement>("li[data-report-id]")];

describe("ReportsSection", () => {
  it("lists the queue in the server's order with reason, age and count", async () => {
    const fetch = vi.fn(async (_url: string) => json(200, QUEUE));
    vi.stubGlobal("fetch", fetch);
    render();
    await until(() => expect(cards()).toHaveLength(2));
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v1/op/reports?status=open&page=1&size=20");
    const [first, second] = cards();
    expect(first?.textContent).toContain("Spring Cup");
    expect(first?.textContent).toContain("Personal data");
    expect(first?.textContent).toContain("3 hours ago");
    expect(first?.textContent).toContain("2 reports of this content (2 open)");
    expect(second?.textContent).toContain("Autumn Cup");
    expect(document.body.textContent).toContain("2 reports");
  });

  it("asks for a reason, confirms a deletion, sends the note and explains a refusal", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? json(409, { error: { code: "REPORT_TARGET_GONE", message: "gone" } })
        : json(200, QUEUE),
    );
    vi.stubGlobal("fetch", fetch);
    render();
    await until(() => expect(cards()).toHaveLength(2));
    await act(async () => button("Delete", cards()[0]).click());
    await until(() => expect(dialog()).not.toBeNull());
    expect(dialog()?.textContent).toContain("Delete this content for good?");

    await act(async () => button("Delete", dialog() ?? document).click());
    expect(dialog()?.textContent).toContain("Please give a reason.");
    type(field("Reason"), "Shows a child's full name and school");
    type(field("Note to the owner (optional)"), "Please ask the parents first.");
    await act(async () => button("Delete", dialog() ?? document).click());
    // The confirmation step: nothing sent yet, Back returns to the form with the text kept.
    expect(dialog()?.textContent).toContain("cannot be restored");
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await act(async () => button("Back", dialog() ?? document).click());
    expect(field("Reason").value).toBe("Shows a child's full name and school");
    await act(async () => button("Delete", dialog() ?? document).click());

    await act(async () => button("Delete", dialog() ?? document).click());
    await until(() => expect(dialog()?.textContent).toContain("The reported content no longer exists."));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/api/v1/op/reports/r1");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      action: "delete",
      reason: "Shows a child's full name and school",
      noteToOwner: "Please ask the parents first.",
    });
  });

  it("dismisses without a note field and says so when the queue is empty", async () => {
    let queue: unknown = { ...QUEUE, items: QUEUE.items.slice(0, 1), total: 1 };
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        queue = { items: [], total: 0, page: 1, size: 20 };
        return json(200, { closed: 1, status: "dismissed" });
      }
      return json(200, queue);
    });
    vi.stubGlobal("fetch", fetch);
    render();
    await until(() => expect(cards()).toHaveLength(1));
    await act(async () => button("Dismiss", cards()[0]).click());
    await until(() => expect(dialog()).not.toBeNull());
    expect(() => field("Note to the owner (optional)")).toThrow();
    type(field("Reason"), "Not a problem");
    await act(async () => button("Dismiss", dialog() ?? document).click());
    await until(() => expect(document.body.textContent).toContain("No open reports. Nothing to do."));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ action: "dismiss", reason: "Not a problem" });
  });
});
