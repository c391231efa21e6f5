import { act } from "react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takePostLoginTarget } from "../../app/post-login.ts";
import { clearSession, sessionStore } from "../../lib/session-store.ts";
import { renderComponent, setUpComponentTests } from "../../test/component-test.tsx";
import { ContactOrganisers } from "./contact-organisers.tsx";

// "Contact the organisers" in happy-dom: an anonymous visitor is offered the login (which comes back to the page
// with the dialog open); a logged-in one writes to the organisers through message/send, with field errors,
// failures in words, a confirmation, and Escape to close.

// Registered before the shared hooks: after-hooks run in reverse order, so the session ends after the unmount.
afterEach(clearSession);
setUpComponentTests();

const ID = "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10";
const PAGE = `/en/tournament/${ID}`;
let where = () => "";

function render(entry = PAGE) {
  ({ location: where } = renderComponent(
    <Routes>
      <Route
        path="/:lang/tournament/:id"
        element={<ContactOrganisers tournamentId={ID} tournamentName="Spring Cup" />}
      />
      <Route path="/:lang/login" element={<p>login page</p>} />
    </Routes>,
    { route: entry },
  ));
}

const logIn = () =>
  sessionStore.set({ isAuthenticated: true, user: { id: "u1", email: "club@example.test", displayName: "Club" } });
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
  return el as HTMLInputElement | HTMLTextAreaElement;
};
/** Types like a user: React listens for the native setter's input event. */
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(() => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
/** The dialog is a lazy chunk: let React finish loading it inside act. */
const dialogLoaded = () =>
  act(async () => {
    await import("./contact-organisers-dialog.tsx");
  });
const openDialog = async () => {
  await act(async () => button("Contact the organisers").click());
  await dialogLoaded();
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
};
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("ContactOrganisers", () => {
  it("offers an anonymous visitor the login, which comes back to this page's contact section", async () => {
    render();
    await openDialog();
    expect(dialog()?.textContent).toContain("you need to be logged in");
    act(() => button("Log in", dialog() ?? document).click());
    expect(where()).toBe("/en/login");
    expect(takePostLoginTarget()).toBe(`${PAGE}#contact-organisers`);
  });

  it("sends a logged-in visitor's message to the organisers, after checking the fields", async () => {
    logIn();
    const fetch = answer(201, { status: "sent" });
    vi.stubGlobal("fetch", fetch);
    render();
    await openDialog();
    expect(dialog()?.textContent).toContain("Your message goes to the organisers of Spring Cup.");
    await act(async () => button("Send", dialog() ?? document).click());
    expect(dialog()?.textContent?.match(/Please fill in this field\./g)).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();

    type(field("Subject"), "Parking");
    type(field("Message"), "Where can we park the team bus?");
    await act(async () => button("Send", dialog() ?? document).click());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="contact-organisers-sent"]')).not.toBeNull());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/message/send");
    expect(JSON.parse(String(init.body))).toEqual({
      tournamentId: ID,
      subject: "Parking",
      body: "Where can we park the team bus?",
    });
    expect(dialog()?.textContent).toContain("Your message was sent.");
    expect(document.activeElement?.textContent).toBe("Close");
  });

  it("says so in words when the server refuses (rate limit, writing to oneself)", async () => {
    logIn();
    vi.stubGlobal("fetch", answer(429, { error: { code: "RATE_LIMITED", message: "Too many" } }));
    render();
    await openDialog();
    type(field("Subject"), "Hello");
    type(field("Message"), "Hello again");
    await act(async () => button("Send", dialog() ?? document).click());
    await vi.waitFor(() =>
      expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain("many messages in a short time"),
    );
    vi.stubGlobal("fetch", answer(400, { error: { code: "MESSAGE_TO_SELF", message: "self" } }));
    await act(async () => button("Send", dialog() ?? document).click());
    await vi.waitFor(() =>
      expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain("You organise this tournament"),
    );
  });

  it("opens by itself when the login brings the visitor back, and closes with Escape", async () => {
    logIn();
    render(`${PAGE}#contact-organisers`);
    await dialogLoaded();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(where()).toBe(PAGE);
    act(() => {
      dialog()?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="contact-organisers-sent"]')).toBeNull());
    await vi.waitFor(() => expect(dialog()).toBeNull());
  });
});
