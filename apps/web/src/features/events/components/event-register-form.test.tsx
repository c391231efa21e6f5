import type { EventRegistrationDivision, EventRegistrationInfo } from "@kickoff/domain/event-registration.ts";
import { act } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { emptyRegistrationDraft } from "../../../components/registration/registration-model.ts";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import {
  jsonAnswer as answer,
  fieldByLabel as field,
  submitForm as submit,
  typeInto as type,
} from "../../../test/form-actions.ts";
import {
  birthYearProblems,
  divisionField,
  divisionOffer,
  emptyTeamDraft,
  eventRegistrationBody,
  suggestedTeamName,
} from "../lib/event-registration.ts";
import { EventRegisterForm } from "./event-register-form.tsx";

// The event registration form in happy-dom (issue 19 item 4): closed divisions are disabled with their reason; a
// ticked division shows its own team (name suggested from the club and the age group, its own birth years); nothing
// is sent without a division or with a team's birth years outside its division (the first such field focused); a
// club sends its U9 and U13 teams in one body; a division's refusal shows at that division; a sent form lists each
// division's outcome.

setUpComponentTests();

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
      ageGroupLabel: "U13",
      ageRange: { oldestBirthYear: 2017, youngestBirthYear: 2018 },
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

  it("sends each chosen division's own team in page order and checks each against its own birth years", () => {
    const draft = { ...emptyRegistrationDraft(), club: "FC Example", email: "a@example.org" };
    const [u9, u13] = INFO.divisions as [EventRegistrationDivision, EventRegistrationDivision];
    expect(suggestedTeamName("FC Example ", u13)).toBe("FC Example U13");
    expect(suggestedTeamName("FC Example", u9)).toBe("FC Example U9 Cup");
    expect(suggestedTeamName("  ", u13)).toBe("");
    const body = eventRegistrationBody(draft, {
      eventId: EVENT,
      divisions: INFO.divisions,
      chosen: new Set([U13, U9]),
      teams: {
        [U9]: {
          ...emptyTeamDraft(),
          teamName: "Minis",
          players: "8",
          oldestBirthYear: "2021",
          youngestBirthYear: "2022",
        },
        [U13]: { ...emptyTeamDraft(), oldestBirthYear: "2017", youngestBirthYear: "2019" },
      },
      language: "de",
      fillMs: 4000.4,
    });
    expect(body).toMatchObject({
      eventId: EVENT,
      club: "FC Example",
      fillMs: 4000,
      divisions: [
        { id: U9, teamName: "Minis", players: 8, oldestBirthYear: 2021, youngestBirthYear: 2022 },
        { id: U13, teamName: "FC Example U13", oldestBirthYear: 2017, youngestBirthYear: 2019 },
      ],
    });
    expect("tournamentId" in body || "teamName" in body || "oldestBirthYear" in body).toBe(false);
    expect(birthYearProblems(body.divisions, INFO.divisions)).toEqual([
      { division: u13, field: "youngestBirthYear", problem: "outside" },
    ]);
    expect(birthYearProblems([{ id: U9, teamName: "x" }], INFO.divisions).map((p) => p.problem)).toEqual([
      "missing",
      "missing",
    ]);
    expect(divisionField("divisions[1].oldestBirthYear", [U9, U13], INFO.divisions)).toEqual({
      division: u13,
      field: "oldestBirthYear",
    });
    expect(divisionField("divisions.0.teamName", [U9, U13], INFO.divisions)?.field).toBe("teamName");
    expect(divisionField("divisions[0].id", [U9], INFO.divisions)).toEqual({ division: u9, field: "id" });
    expect(divisionField("email", [U9], INFO.divisions)).toBeNull();
  });
});

let container: HTMLElement | undefined;

function render() {
  container = renderComponent(
    <Routes>
      <Route path="/:lang/eventRegister/:id" element={<EventRegisterForm info={INFO} />} />
    </Routes>,
    { route: `/en/eventRegister/${EVENT}` },
  ).container;
}

const choice = (name: string) => {
  const label = [...document.querySelectorAll("label")].find((l) => l.textContent?.trim() === name);
  const el = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!el) throw new Error(`no checkbox ${name}`);
  return el as HTMLInputElement;
};
/** The team group under a ticked division. */
const teamOf = (division: string) => {
  const group = [...document.querySelectorAll('[data-testid="event-division-team"]')].find((g) =>
    g.textContent?.startsWith(`Your team for ${division}`),
  );
  if (!group) throw new Error(`no team for ${division}`);
  return group;
};

async function fillTeam(division: string, oldest: string, youngest: string) {
  const team = teamOf(division);
  await type(field("Oldest player's birth year", team), oldest);
  await type(field("Youngest player's birth year", team), youngest);
}
async function fillContact() {
  await type(field("Club"), "FC Example");
  await type(field("Contact person"), "Jana Trainer");
  await type(field("E-mail"), "jana@example.org");
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
    expect(document.querySelector('[data-testid="event-division-team"]')).toBeNull();
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(container?.textContent).toContain("Choose at least one age group.");
    expect(document.activeElement).toBe(choice("U9 Cup"));
  });

  it("registers a U9 and a U13 team with their own names and birth years, focusing a misfit first", async () => {
    render();
    await act(async () => choice("U9 Cup").click());
    await act(async () => choice("U13 Cup").click());
    await fillContact();
    // The names follow the club until typed over.
    expect(field("Team name", teamOf("U9 Cup")).value).toBe("FC Example U9 Cup");
    expect(field("Team name", teamOf("U13 Cup")).value).toBe("FC Example U13");
    await type(field("Team name", teamOf("U9 Cup")), "FC Example Minis");
    await type(field("Club"), "FC Sample");
    expect(field("Team name", teamOf("U9 Cup")).value).toBe("FC Example Minis");
    expect(field("Team name", teamOf("U13 Cup")).value).toBe("FC Sample U13");
    expect(teamOf("U13 Cup").textContent).toContain("Allowed: 2017–2018");
    await fillTeam("U9 Cup", "2021", "2022");
    // The U13 team given U9 birth years: refused at the U13 team's field, which gets the focus.
    await fillTeam("U13 Cup", "2021", "2022");
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
    expect(teamOf("U13 Cup").textContent).toContain("These birth years do not fit U13 Cup (2017–2018)");
    expect(document.activeElement).toBe(field("Oldest player's birth year", teamOf("U13 Cup")));

    await fillTeam("U13 Cup", "2017", "2018");
    await type(field("Number of players", teamOf("U13 Cup")), "11");
    await submit();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="event-registration-sent"]')).not.toBeNull());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/v1/event/register");
    expect(JSON.parse(String(init.body))).toMatchObject({
      eventId: EVENT,
      club: "FC Sample",
      divisions: [
        { id: U9, teamName: "FC Example Minis", oldestBirthYear: 2021, youngestBirthYear: 2022 },
        { id: U13, teamName: "FC Sample U13", players: 11, oldestBirthYear: 2017, youngestBirthYear: 2018 },
      ],
    });
    const outcomes = [...document.querySelectorAll('[data-testid="event-registration-outcome"]')].map(
      (li) => li.textContent,
    );
    expect(outcomes).toEqual([
      "U9 Cup: registered, the organisers will confirm.",
      "U13 Cup: on the waiting list (place 3).",
    ]);
  });

  it("shows a division's refusal and a server birth-year refusal at that division", async () => {
    render();
    await act(async () => choice("U9 Cup").click());
    await act(async () => choice("U13 Cup").click());
    await fillContact();
    await fillTeam("U9 Cup", "2021", "2022");
    await fillTeam("U13 Cup", "2017", "2018");
    vi.stubGlobal(
      "fetch",
      answer(409, {
        error: {
          code: "REGISTRATION_DUPLICATE",
          message: "divisions[1].id: U13 Cup: duplicate",
          fields: [{ field: "divisions[1].id", message: "U13 Cup: duplicate" }],
        },
      }),
    );
    await submit();
    await vi.waitFor(() => expect(container?.textContent).toContain("already registered for U13 Cup"));
    expect(document.activeElement).toBe(choice("U13 Cup"));

    vi.stubGlobal(
      "fetch",
      answer(400, {
        error: {
          code: "REGISTRATION_BIRTH_YEAR",
          message: "divisions[0].youngestBirthYear: outside",
          fields: [{ field: "divisions[0].youngestBirthYear", message: "outside" }],
        },
      }),
    );
    await submit();
    await vi.waitFor(() => expect(teamOf("U9 Cup").textContent).toContain("These birth years do not fit U9 Cup"));
    expect(document.activeElement).toBe(field("Youngest player's birth year", teamOf("U9 Cup")));
  });
});
