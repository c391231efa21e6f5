// Issue 19's whole day in one run, PGlite and PostgreSQL: a U7 funino festival, U9 (10 teams) and U13 (8 teams) on
// six shared pitches. Clubs register their teams per division through the one event form, the organisers accept
// them, the divisions are planned in their windows and published, and one reporter link for a pitch that U9 and
// U13 share enters results in both; the public event page shows them.
import type { EventPublic } from "@kickoff/domain/event-public.ts";
import type { EventControl } from "@kickoff/domain/event-reporting.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail, uniqueIp } from "./support/accounts.ts";
import { clearBudgets, ok } from "./support/event-factories.ts";
import { caller, createUser, type InternalView, type TestUser, teamNames } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Organiser" });
  await clearBudgets(t, owner);
});
afterAll(async () => {
  await t?.close();
});

const DAY = "2030-06-13";
const as = (user: TestUser | null) => caller(t.app, user);

/** A club's one form: its U9 team, and its U13 team when it has one, each with its own birth years. */
function clubForm(eventId: string, club: string, u9: string, u13: string | null) {
  return {
    eventId,
    divisions: [
      { id: u9, teamName: `${club} U9`, players: 8, oldestBirthYear: 2021, youngestBirthYear: 2022 },
      ...(u13
        ? [{ id: u13, teamName: `${club} U13`, players: 11, oldestBirthYear: 2017, youngestBirthYear: 2018 }]
        : []),
    ],
    club,
    contactName: `Coach of ${club}`,
    email: uniqueEmail("club"),
    phone: "+49 170 1234567",
    message: "",
    privacyConsent: true,
    language: "de",
    website: "",
    fillMs: 20_000,
  };
}

type Match = { id: string; pitch: string; start: string; stage: string };

describe(`one event day on ${engine()}`, () => {
  it("registered per division, planned on shared pitches, published, results entered by one link crossing divisions", async () => {
    let event = await ok<EventInternal>(
      as(owner)("POST", "/api/v1/event/create", {
        name: "Sommer-Cup",
        startDate: DAY,
        visibility: "public",
        venue: { name: "Sportpark Süd" },
        pitches: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id, name: `Platz ${id}` })),
        changeoverMinutes: 10,
      }),
      201,
    );
    const id = event.id;
    for (const [mode, name, ageGroupLabel] of [
      ["funino", "U7 Funino", "U7"],
      ["normal", "U9 Cup", "U9"],
      ["normal", "U13 Cup", "U13"],
    ] as const)
      event = await ok<EventInternal>(
        as(owner)("POST", "/api/v1/event/division", { id, mode, name, ageGroupLabel }),
        201,
      );
    const [u7, u9, u13] = event.divisions.map((d) => d.tournamentId) as [string, string, string];

    // The festival's teams come from the organiser; the two tournaments take registrations.
    await ok(
      as(owner)("POST", "/api/v1/funino/updateteams", { id: u7, teams: teamNames(8).map(({ seed: _s, ...x }) => x) }),
    );
    for (const [division, range, maxTeams] of [
      [u9, [2021, 2022], 10],
      [u13, [2017, 2018], 8],
    ] as const) {
      const view = await ok<InternalView>(as(owner)("GET", `/api/v1/tment/tmuser/${division}`));
      await ok(
        as(owner)("PUT", "/api/v1/tment/ueditallgemein", {
          id: division,
          general: {
            ...view.general,
            ageGroup: { ageRange: { oldestBirthYear: range[0], youngestBirthYear: range[1] } },
            registration: { open: true, maxTeams },
          },
        }),
      );
      await ok(
        as(owner)("PUT", "/api/v1/tment/update3", {
          id: division,
          format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: false, seeding: "snake" },
        }),
      );
      await ok(as(owner)("PUT", "/api/v1/tment/status", { id: division, status: "published" }));
    }
    await ok(as(owner)("PUT", "/api/v1/tment/status", { id: u7, status: "published" }));

    // Ten clubs: eight bring a U9 and a U13 team in one form, two only a U9 team.
    const clubs = Array.from({ length: 10 }, (_, i) => `SV Verein ${i + 1}`);
    for (const [i, club] of clubs.entries()) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/event/register",
        payload: clubForm(id, club, u9, i < 8 ? u13 : null),
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Each division keeps its own list: the organisers accept every entry there.
    for (const [division, expected] of [
      [u9, 10],
      [u13, 8],
    ] as const) {
      const list = await ok<{ entries: Array<{ id: string; teamName: string; state: string }> }>(
        as(owner)("GET", `/api/v1/wlist/waitinglist/${division}`),
      );
      expect(list.entries).toHaveLength(expected);
      for (const entry of list.entries)
        await ok(as(owner)("POST", "/api/v1/wlist/changetype", { id: entry.id, state: "accepted" }));
      const teams = (await ok<InternalView>(as(owner)("GET", `/api/v1/tment/tmuser/${division}`))).teams;
      expect(teams.map((x) => x.name).sort()).toEqual(list.entries.map((e) => e.teamName).sort());
    }

    // The planner proposes windows for all three; the organiser puts U9 and U13 one after the other on A and B.
    const proposal = await ok<{ windows: Record<string, unknown>; unplaced: string[] }>(
      as(owner)("POST", "/api/v1/event/propose", { id }),
    );
    expect(Object.keys(proposal.windows).sort()).toEqual([u7, u9, u13].sort());
    expect(proposal.unplaced).toEqual([]);
    await ok(
      as(owner)("PUT", "/api/v1/event/windows", {
        id,
        windows: [
          { tournamentId: u7, window: { pitches: ["C", "D", "E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` } },
          { tournamentId: u9, window: { pitches: ["A", "B"], start: `${DAY}T08:00`, end: `${DAY}T14:00` } },
          { tournamentId: u13, window: { pitches: ["A", "B"], start: `${DAY}T14:30`, end: `${DAY}T20:00` } },
        ],
      }),
    );
    for (const division of [u9, u13])
      await ok(as(owner)("PUT", "/api/v1/tment/plangen", { id: division, seed: "day" }));
    event = await ok<EventInternal>(as(owner)("GET", `/api/v1/event/${id}`));
    expect(event.issues.filter((i) => i.severity === "error")).toEqual([]);

    // One reporter link for pitch A: it enters a U9 match and a U13 match there, and nothing on pitch B.
    const link = await ok<{ token: string; url: string }>(
      as(owner)("POST", "/api/v1/event/reporter", { id, pitch: "A", label: "Platz A desk" }),
      201,
    );
    expect(link.url).toContain(`/eventReporter/${id}#reporter=`);
    const enter = (tournamentId: string, planVersion: number, matchId: string, home: number, away: number) =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/tment/update",
        headers: { "x-reporter-token": link.token },
        payload: {
          id: tournamentId,
          planVersion,
          idempotencyKey: crypto.randomUUID(),
          results: [{ matchId, home, away }],
        },
      });
    const entered: Array<[string, string]> = [];
    for (const [division, score] of [
      [u9, [2, 1]],
      [u13, [0, 3]],
    ] as const) {
      const view = await ok<{ matches: Match[]; planVersion: number }>(
        as(owner)("GET", `/api/v1/tment/tmuser/${division}?view=internal`),
      );
      const onA = view.matches.filter((m) => m.pitch === "A").sort((a, b) => a.start.localeCompare(b.start));
      const onB = view.matches.find((m) => m.pitch === "B") as Match;
      const first = onA[0] as Match;
      const saved = await enter(division, view.planVersion, first.id, score[0], score[1]);
      expect(saved.statusCode, saved.body).toBe(200);
      entered.push([division, first.id]);
      const refused = await enter(division, view.planVersion, onB.id, 1, 1);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("PITCH_NOT_ALLOWED");
    }

    // The control centre and the parents' page see both divisions' results.
    const control = await ok<EventControl>(as(owner)("GET", `/api/v1/event/control/${id}`));
    expect(JSON.stringify(control)).toContain(u13);
    const pub = await ok<EventPublic>(as(null)("GET", `/api/v1/event/public/${id}`));
    expect(pub.divisions.map((d) => d.name)).toEqual(["U7 Funino", "U9 Cup", "U13 Cup"]);
    expect(pub.divisions.find((d) => d.id === u9)?.teams).toHaveLength(10);
    // Each division's section on the event page shows the entered score in the entered match's row.
    for (const [[division, matchId], score] of entered.map((e, i) => [e, i === 0 ? /2\D+1/ : /0\D+3/] as const)) {
      const html = await t.app.inject({
        method: "GET",
        url: `/api/v1/event/public/${id}/division/${division}?lang=de`,
      });
      expect(html.statusCode).toBe(200);
      const row = new RegExp(`<tr data-match="${matchId}"[\\s\\S]*?</tr>`).exec(html.body)?.[0] ?? "";
      const shown = /<b[^>]*data-score[^>]*>([^<]*)<\/b>/.exec(row)?.[1] ?? "";
      expect(shown).toMatch(score);
    }
  });
});
