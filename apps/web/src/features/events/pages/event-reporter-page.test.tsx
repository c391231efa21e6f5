import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import { act } from "react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { festivalQueue } from "../../../components/festival/festival-queue.ts";
import { renderComponent, setUpComponentTests } from "../../../test/component-test.tsx";
import { EventReporterPage } from "./event-reporter-page.tsx";

// The event reporter page (issue 19 item 5): a festival game on the link's pitch is entered with the link's token
// through funino/result; a public division's live stream and the page becoming visible again fetch the session anew.

setUpComponentTests();

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
const U7 = "00000000-0000-4000-8000-000000000007";
const U9 = "00000000-0000-4000-8000-000000000009";

const festivalDivision = {
  tournamentId: U7,
  name: "U7 Festival",
  mode: "funino",
  status: "published",
  planVersion: 4,
  version: 11,
  live: false,
  pitchId: "2",
  cards: false,
  tournament: { teams: [], matches: [], results: [] },
  festival: {
    view: "public",
    id: U7,
    status: "published",
    config: { planType: "ladder", drawRule: "stay", entry: "outcome" },
    teams: ["a", "b", "c", "d"].map((id) => ({ id, name: `Team ${id.toUpperCase()}` })),
    rounds: [
      {
        round: 1,
        start: "2030-06-13T09:00",
        bench: [],
        outcomes: [],
        games: [
          { pitch: "1", first: "a", second: "b" },
          { pitch: "2", first: "c", second: "d" },
        ],
      },
    ],
    roundCount: 3,
    currentRound: 1,
    clock: { round: 1, running: false, startedAt: null, elapsedMs: 0 },
  },
};

const tournamentDivision = {
  tournamentId: U9,
  name: "U9 Cup",
  mode: "normal",
  status: "published",
  planVersion: 2,
  version: 20,
  live: true,
  pitchId: "D",
  cards: false,
  tournament: { teams: [], matches: [], results: [] },
};

const sessionOf = (divisions: unknown[]) =>
  ({
    link: { id: "00000000-0000-4000-8000-00000000000a", label: "Desk D" },
    event: { id: "00000000-0000-4000-8000-00000000000e", name: "Youth Day" },
    pitch: { id: "D", name: "Pitch D" },
    divisions,
  }) as unknown as EventReporterSession;

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
let session: EventReporterSession;

/** A stand-in EventSource: records the streams opened and lets a test announce a change on them. */
class FakeSource {
  static opened: FakeSource[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  announce(type: string, version: number) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify({ type, version }) }));
  }
}

beforeEach(() => {
  calls = [];
  FakeSource.opened = [];
  festivalQueue.set({ entries: [], failures: [], conflicts: [] });
  vi.stubGlobal("EventSource", FakeSource);
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const body = url.endsWith("/event/reporter/session") ? session : { replayed: false };
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
});

/** Lets pending fetches and renders finish inside act until `check` passes (or fails after a while). */
async function until(check: () => void) {
  for (let attempt = 0; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      return check();
    } catch (error) {
      if (attempt > 100) throw error;
    }
  }
}

const sessionFetches = () => calls.filter((c) => c.url.endsWith("/api/v1/event/reporter/session")).length;

async function open() {
  const rendered = renderComponent(
    <Routes>
      <Route path="/:lang/eventReporter/:id" element={<EventReporterPage />} />
    </Routes>,
    { route: `/en/eventReporter/${sessionOf([]).event.id}#reporter=${TOKEN}` },
  );
  await until(() => expect(rendered.container.textContent).toContain("Desk D · Pitch D"));
  return rendered.container;
}

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

describe("the event reporter page", () => {
  it("enters the festival game on its pitch with the link's token and fetches the session again", async () => {
    session = sessionOf([festivalDivision]);
    const container = await open();
    // Only the game on the link's pitch (the festival's pitch "2"), titled with the event's pitch name.
    const games = container.querySelectorAll("[data-testid=festival-game]");
    expect([...games].map((g) => g.getAttribute("data-pitch"))).toEqual(["2"]);
    expect(games[0]?.querySelector("h3")?.textContent).toBe("Pitch D");
    expect(container.textContent).toContain("Round 1 · Team C – Team D");
    const before = sessionFetches();
    await act(async () => button(container, "Team C wins").click());
    await until(() => expect(sessionFetches()).toBeGreaterThan(before));
    const sent = calls.find((c) => c.url === "/api/v1/funino/result");
    expect(new Headers(sent?.init?.headers).get("x-reporter-token")).toBe(TOKEN);
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
      id: U7,
      round: 1,
      game: 1,
      outcome: "first",
      planVersion: 4,
    });
  });

  it("follows only the public division's stream and fetches again on a newer version or when visible again", async () => {
    session = sessionOf([festivalDivision, tournamentDivision]);
    await open();
    // The private festival has no stream; U9's is asked from the version on screen.
    expect(FakeSource.opened.map((s) => s.url)).toEqual([`/api/v1/live/tment/${U9}?lastEventId=20`]);
    const stream = FakeSource.opened[0] as FakeSource;
    let before = sessionFetches();
    await act(async () => stream.announce("results", 20));
    expect(sessionFetches()).toBe(before);
    await act(async () => stream.announce("results", 21));
    await until(() => expect(sessionFetches()).toBe(before + 1));
    before = sessionFetches();
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    await until(() => expect(sessionFetches()).toBe(before + 1));
  });
});
