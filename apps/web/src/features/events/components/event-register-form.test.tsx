import type { EventRegistrationDivision, EventRegistrationInfo } from "@kickoff/domain/event-registration.ts";
import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { emptyRegistrationDraft } from "../../../components/registration/registration-model.ts";
import { birthYearMismatch, divisionOffer, eventRegistrationBody, refusedDivision } from "../lib/event-registration.ts";
import { EventRegisterForm } from "./event-register-form.tsx";

// The event registration form in happy-dom (issue 19 item 4): closed divisions are disabled with their reason,
// nothing is sent without a division or with birth years outside a chosen division, a division's refusal is named
// at the divisions, and a sent form lists each division's outcome.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const EVENT = "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10";
const U9 = "11111111-1111-4111-8111-111111111111";
const U13 = "22222222-2222-4222-8222-222222222222";
const U11 = "33333333-3333-4333-8333-333333333333";

const division = (over: Partial<EventRegistrationDivision>): EventRegistrationDivision => ({
  id: U9,
  mode: "normal",
  name: "U9 Cup",
  ageGroupLabel: null,
  registrationOpen: true,
  closedReason: null,
  deadline: null,
  ageRange: { oldestBirthYear: 2021, youngestBirthYear: 2022 },
  maxTeams: 10,
  placesLeft: 6,
  summary: { teams: 4, maxTeams: 10, waitlisted: 0, pending: 0 },
  ...over,
});

const INFO: EventRegistrationInfo = {
  eventId: EVENT,
  name: "Youth Cup",
  startDate: "2030-06-13",
  endDate: "2030-06-13",
  divisions: [
    division({}),
    division({
      id: U13,
      name: "U13 Cup",
      ageRange: { oldestBirthYear: 2017, youngestBirthYear: 2022 },
      maxTeams: 8,
      placesLeft: 0,
      summary: { teams: 8, maxTeams: 8, waitlisted: 2, pending: 0 },
    }),
    division({ id: U11, name: "U11 Cup", registrationOpen: false, closedReason: "deadline", deadline: "2030-06-01" }),
  ],
};

describe("event registration model", () => {
  it("tells open, full and closed divisions apart", () => {
    expect(INFO.divisions.map(divisionOffer)).toEqual([
      { kind: "open", placesLeft: 6 },
      { kind: "waitlist", waiting: 2 },
      { kind: "closed", reason: "deadline", deadline: "2030-06-01" },
    ]);
  });

  it("sends the chosen divisions in page order and checks birth years against each", () => {
    const draft = { ...emptyRegistrationDraft(), oldestBirthYear: "2017", youngestBirthYear: "2018" };
    const body = eventRegistrationBody(draft, {
      eventId: EVENT,
      divisions: INFO.divisions,
      chosen: new Set([U13, U9]),
      language: "de",
      fillMs: 4000.4,
    });
    expect(body).toMatchObject({ eventId: EVENT, divisions: [U9, U13], oldestBirthYear: 2017, fillMs: 4000 });
    expect("tournamentId" in body).toBe(false);
    const chosen = INFO.divisions.slice(0, 2);
    expect(birthYearMismatch(body, chosen)).toMatchObject({ field: "oldestBirthYear", division: { id: U9 } });
    expect(birthYearMismatch({ oldestBirthYear: 2021, youngestBirthYear: 2022 }, chosen)).toBeNull();
    expect(refusedDivision([{ field: "divisions[1]" }], [U9, U13], INFO.divisions)?.name).toBe("U13 Cup");
    expect(refusedDivision([{ field: "email" }], [U9], INFO.divisions)).toBeNull();
  });
});

let root: Root | null = null;
let container: HTMLDivElement | undefined;

beforeAll(async () => {
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", { value: { addEventListener() {}, removeEventListener() {} } });
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: await loadCatalog("en") } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
});

function render() {
  const div = document.createElement("div");
  container = div;
  document.body.append(div);
  root = createRoot(div);
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={[`/en/eventRegister/${EVENT}`]}>
        <QueryClientProvider client={new QueryClient()}>
          <MantineProvider env="test">
            <Routes>
              <Route path="/:lang/eventRegister/:id" element={<EventRegisterForm info={INFO} />} />
            </Routes>
          </MantineProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
}

const choice = (name: string) => {
  const label = [...document.querySelectorAll("label")].find((l) => l.textContent?.trim() === name);
  const el = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!el) throw new Error(`no checkbox ${name}`);
  return el as HTMLInputElement;
};
const field = (label: string) => {
  const found = [...document.querySelectorAll("label")].find((l) => l.textContent?.replace("*", "").trim() === label);
  const el = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!el) throw new Error(`no field ${label}`);
  return el as HTMLInputElement;
};
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
const submit = () =>
  act(async () => {
    const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("type") === "submit");
    button?.click();
  });
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

async function fillTeam(oldest: string, youngest: string) {
  await type(field("Team name"), "FC Test U9");
  await type(field("Contact person"), "Jana Trainer");
  await type(field("E-mail"), "jana@example.org");
  await type(field("Oldest player's birth year"), oldest);
  await type(field("Youngest player's birth year"), youngest);
  await act(async () => document.querySelector<HTMLInputElement>('input[name="privacyConsent"]')?.click());
}

describe("EventRegisterForm", () => {
  it("disables a closed division with its reason and asks for a division first", async () => {
    const fetch = answer(201, {});
    vi.stubGlobal("fetch", fetch);
    render();
    expect(choice("U11 Cup").disabled).toBe(true);
    expect(container?.textContent).toContain("Registration deadline passed (2030-06-01)");
    expect(container?.textContent).toContain("6 places left");
    expect(container?.textContent).toContain("2 teams waiting");
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(container?.textContent).toContain("Choose at least one age group.");
    expect(document.activeElement).toBe(choice("U9 Cup"));
  });

  it("names the division whose birth years do not fit, then sends and lists each outcome", async () => {
    render();
    await act(async () => choice("U9 Cup").click());
    await act(async () => choice("U13 Cup").click());
    await fillTeam("2017", "2018");
    const fetch = answer(201, {
      status: "received",
      divisions: [
        { divisionId: U9, state: "pending", position: null },
        { divisionId: U13, state: "waitlisted", position: 3 },
      ],
    });
    vi.stubGlobal("fetch", fetch);
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(container?.textContent).toContain("These birth years do not fit U9 Cup");

    await type(field("Oldest player's birth year"), "2021");
    await type(field("Youngest player's birth year"), "2022");
    await submit();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="event-registration-sent"]')).not.toBeNull());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/v1/event/register");
    expect(JSON.parse(String(init.body))).toMatchObject({ eventId: EVENT, divisions: [U9, U13] });
    const outcomes = [...document.querySelectorAll('[data-testid="event-registration-outcome"]')].map(
      (li) => li.textContent,
    );
    expect(outcomes).toEqual([
      "U9 Cup: registered, the organisers will confirm.",
      "U13 Cup: on the waiting list (place 3).",
    ]);
  });

  it("shows a division's refusal at the divisions", async () => {
    render();
    await act(async () => choice("U9 Cup").click());
    await fillTeam("2021", "2022");
    vi.stubGlobal(
      "fetch",
      answer(409, {
        error: {
          code: "REGISTRATION_DUPLICATE",
          message: "divisions[0]: U9 Cup: duplicate",
          fields: [{ field: "divisions[0]", message: "U9 Cup: duplicate" }],
        },
      }),
    );
    await submit();
    await vi.waitFor(() => expect(container?.textContent).toContain("already registered for U9 Cup"));
  });
});
