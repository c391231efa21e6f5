import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import type { ManagedTournament } from "../api/types.ts";
import { RefereesList } from "./referees-list.tsx";

// The referee list in happy-dom: adding checks the input before anything is sent and then sends the whole list;
// a team referee takes the team's name; removing asks first.

setUpComponentTests();

const tournament = (officials: Officials) =>
  ({
    id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
    status: "published",
    planVersion: 1,
    matches: [],
    officials,
    teams: [
      { id: "t1", name: "Lions" },
      { id: "t2", name: "Tigers" },
    ],
    settings: { pitches: [{ id: "p1", name: "1" }] },
  }) as unknown as ManagedTournament;

let container: HTMLDivElement;
function render(officials: Officials) {
  ({ container } = renderComponent(<RefereesList tournament={tournament(officials)} canEdit />, {
    queryClient: new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  }));
}

function stubFetch() {
  const fetch = vi.fn(
    async (_url: string, init?: RequestInit) =>
      new Response(
        JSON.stringify({ officials: { referees: JSON.parse(String(init?.body)).referees, assignments: {} } }),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function until(done: () => boolean) {
  const deadline = Date.now() + 4000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const field = (label: string) => {
  const l = [...container.querySelectorAll("label")].find((x) => x.textContent?.startsWith(label));
  const input = l?.htmlFor ? document.getElementById(l.htmlFor) : null;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) throw new Error(`no ${label}`);
  return input;
};

async function type(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

const button = (name: string) => {
  const b = [...document.querySelectorAll("button")].find((x) => x.textContent?.trim() === name);
  if (!b) throw new Error(`no button ${name}`);
  return b;
};
const click = (name: string) => act(async () => button(name).click());
const body = (fetch: ReturnType<typeof stubFetch>, call = 0) => JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));

describe("RefereesList", () => {
  it("refuses a person without a name or with a broken e-mail before sending anything", async () => {
    const fetch = stubFetch();
    render({ referees: [], assignments: {} });
    await click("Add referee");
    expect(container.textContent).toContain("Enter a name.");
    await type("Name", "Kim");
    await type("E-mail", "kim@");
    await click("Add referee");
    expect(container.textContent).toContain("Enter a valid e-mail address");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("adds a person by sending the whole list with the new one", async () => {
    const fetch = stubFetch();
    render({ referees: [{ id: "r1", name: "Ali" }], assignments: {} });
    await type("Name", " Kim ");
    await type("E-mail", "kim@example.org");
    await click("Add referee");
    await until(() => fetch.mock.calls.length > 0);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v1/tment/referees");
    expect(body(fetch)).toEqual({
      id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
      referees: [
        { id: "r1", name: "Ali" },
        { id: "r2", name: "Kim", email: "kim@example.org" },
      ],
    });
  });

  it("adds a team of the tournament under the team's name", async () => {
    const fetch = stubFetch();
    render({ referees: [], assignments: {} });
    const team = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.value === "team",
    );
    await act(async () => team?.click());
    await type("Team of the tournament", "t2");
    await click("Add referee");
    await until(() => fetch.mock.calls.length > 0);
    expect(body(fetch).referees).toEqual([{ id: "r1", name: "Tigers", teamId: "t2" }]);
  });

  it("removes a referee only after the question is confirmed", async () => {
    const fetch = stubFetch();
    render({
      referees: [
        { id: "r1", name: "Ali" },
        { id: "r2", name: "Kim" },
      ],
      assignments: {},
    });
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Remove Ali"]')?.click());
    expect(fetch).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain("Remove Ali?");
    const buttons = [...document.querySelectorAll("button")].filter((b) => b.textContent?.trim() === "Remove");
    await act(async () => buttons.at(-1)?.click());
    await until(() => fetch.mock.calls.length > 0);
    expect(body(fetch).referees).toEqual([{ id: "r2", name: "Kim" }]);
  });
});
