// The public tournament page as plain HTML (ADR 0028): one markup for the lean page (the server draws it whole, its
// small script draws the live parts again) and the first paint before the app. These tests pin what the script and
// the app rely on: the ids on each kind, the `data-pl` parts and that each part drawn alone equals the page's, the
// followed team, the filters, the bracket / list views, the sections only some tournaments have, and escaping.
import { describe, expect, it } from "vitest";
import type { PublicMatch, PublicTournament } from "../src/public-contracts.ts";
import {
  daysHtml,
  filterMatches,
  knockoutHtml,
  type LivePart,
  livePartHtml,
  mineHtml,
  NO_FILTERS,
  nextMatchOf,
  type PageState,
  pageContext,
  registrationHtml,
  tournamentPageHtml,
} from "../src/public-tournament-html.ts";

const HOSTILE = `Evil </script><script>alert("x")</script> 'q' \u0000 & Co`;
const HOSTILE_ESCAPED =
  "Evil &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39; \u0000 &amp; Co";

/** Answers the key with its params' values, so a test sees which text was asked for and with what. */
const t = (key: string, params: Record<string, string | number> = {}) =>
  Object.keys(params).length === 0 ? key : `${key}(${Object.values(params).join("|")})`;

const label = (key: string, params: Record<string, string | number> = {}) => ({ key, params, text: key });

type MatchOver = Partial<PublicMatch> & { home?: PublicMatch["home"]; away?: PublicMatch["away"] };
const match = (id: string, start: string, home: string | null, away: string | null, over: MatchOver = {}) =>
  ({
    id,
    stage: "group",
    group: "A",
    round: 1,
    placeFor: null,
    home: { teamId: home, placeholder: null },
    away: { teamId: away, placeholder: null },
    slot: 0,
    pitch: "p1",
    startMinute: 0,
    endMinute: 10,
    start,
    end: `${start.slice(0, 14)}${String(Number(start.slice(14, 16)) + 10).padStart(2, "0")}`,
    status: "scheduled",
    homeLabel: null,
    awayLabel: null,
    stageLabel: label("stage.group"),
    result: null,
    ...over,
  }) as PublicMatch;

const row = (teamId: string, rank: number, points: number) => ({
  teamId,
  rank,
  played: 1,
  won: points === 3 ? 1 : 0,
  drawn: points === 1 ? 1 : 0,
  lost: points === 0 ? 1 : 0,
  goalsFor: 1,
  goalsAgainst: 1,
  goalDifference: 0,
  points,
  reason: "points",
  levelWith: [],
});

/**
 * Two days: groups A (t1, t2) and B (t3, t4) on the first, partly played (the round at 10:00 being played at
 * 10:05), semi-finals, third place and final on the second. t1 carries hostile text.
 */
function tournament(over: Partial<PublicTournament> = {}): PublicTournament {
  const day1 = "2030-05-04";
  const day2 = "2030-05-05";
  return {
    view: "public",
    id: "0b6f1c1e-8d43-4a5e-9a55-3d7f2b9f0a11",
    status: "running",
    version: 7,
    updatedAt: "2030-05-04T08:00:00.000Z",
    general: {
      name: `Cup ${HOSTILE}`,
      description: "",
      startDate: day1,
      endDate: day2,
      visibility: "public",
      registration: { open: false },
    },
    mapUrl: null,
    ageGroupLabel: null,
    organiser: { club: null, contactPerson: null, phone: null, email: null, website: null },
    format: {
      mode: "groupsKnockout",
      points: { win: 3, draw: 1, loss: 0 },
      tieBreakOrder: [],
      knockout: "semiFinal",
      thirdPlace: true,
      placementGames: false,
    },
    publicResults: "all",
    pitches: [
      { id: "p1", name: "North" },
      { id: "p2", name: "South" },
    ],
    teams: [
      { id: "t1", name: HOSTILE, group: "A" },
      { id: "t2", name: "Blue", group: "A" },
      { id: "t3", name: "Green", group: "B" },
      { id: "t4", name: "Red", group: "B" },
    ],
    groups: [
      { name: "A", teamIds: ["t1", "t2"] },
      { name: "B", teamIds: ["t3", "t4"] },
    ],
    matches: [
      match("M1", `${day1}T09:00`, "t1", "t2", { status: "finished", result: { home: 2, away: 1 } }),
      match("M2", `${day1}T09:00`, "t3", "t4", {
        group: "B",
        pitch: "p2",
        status: "finished",
        result: { home: 0, away: 0 },
      }),
      match("M3", `${day1}T10:00`, "t2", "t1"),
      match("M4", `${day1}T10:00`, "t4", "t3", { group: "B", pitch: "p2" }),
      match("SF1", `${day2}T09:00`, null, null, {
        stage: "semiFinal",
        group: null,
        homeLabel: label("placeholder.groupRank", { rank: 1, group: "A" }),
        awayLabel: label("placeholder.groupRank", { rank: 2, group: "B" }),
        stageLabel: label("stage.semiFinal"),
      }),
      match("SF2", `${day2}T09:00`, null, null, {
        stage: "semiFinal",
        group: null,
        pitch: "p2",
        homeLabel: label("placeholder.groupRank", { rank: 1, group: "B" }),
        awayLabel: label("placeholder.groupRank", { rank: 2, group: "A" }),
        stageLabel: label("stage.semiFinal"),
      }),
      match("P3", `${day2}T10:00`, null, null, {
        stage: "thirdPlace",
        group: null,
        placeFor: 3,
        homeLabel: label("placeholder.loser", { match: "SF1" }),
        awayLabel: label("placeholder.loser", { match: "SF2" }),
        stageLabel: label("stage.thirdPlace"),
      }),
      match("F", `${day2}T11:00`, null, null, {
        stage: "final",
        group: null,
        placeFor: 1,
        homeLabel: label("placeholder.winner", { match: "SF1" }),
        awayLabel: label("placeholder.winner", { match: "SF2" }),
        stageLabel: label("stage.final"),
      }),
    ],
    standings: [
      { group: "A", complete: false, rows: [row("t1", 1, 3), row("t2", 2, 0)], unresolved: [] },
      { group: "B", complete: false, rows: [row("t3", 1, 1), row("t4", 1, 1)], unresolved: [] },
    ],
    knockout: [
      { stage: "semiFinal", round: 1, label: label("stage.semiFinal"), matchIds: ["SF1", "SF2"] },
      { stage: "thirdPlace", round: 2, label: label("stage.thirdPlace"), matchIds: ["P3"] },
      { stage: "final", round: 2, label: label("stage.final"), matchIds: ["F"] },
    ],
    placements: [
      { place: 2, teamId: "t2" },
      { place: 1, teamId: "t1" },
    ],
    registrationOpen: false,
    registrationSummary: null,
    shortCode: "AB12CD",
    delayMinutes: 0,
    ...over,
  } as PublicTournament;
}

const state = (over: Partial<PageState> = {}): PageState => ({
  lang: "en",
  t,
  publicUrl: "https://cup.example",
  now: "2030-05-04T10:05",
  myTeam: null,
  filters: NO_FILTERS,
  lean: true,
  ...over,
});

const ctxOf = (tm: PublicTournament, over: Partial<PageState> = {}) => pageContext(tm, state(over));
const rowsOf = (html: string) => [...html.matchAll(/<tr data-match="([^"]+)"/g)].map((m) => m[1]);
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("lean page and first paint: ids and controls", () => {
  it("the lean page has the app's ids and working selects; the first paint prefixed ids and disabled ones", () => {
    const tm = tournament();
    const lean = tournamentPageHtml(tm, state({ lean: true }));
    const first = tournamentPageHtml(tm, state({ lean: false }));
    for (const id of ["public-follow", "schedule-team", "schedule-group", "schedule-pitch", "public-my-team"]) {
      expect(lean).toContain(`id="${id}"`);
      expect(first).not.toContain(`id="${id}"`);
    }
    for (const id of ["pfp-follow", "pfp-team", "pfp-group", "pfp-pitch", "pfp-my-team", "pfp-schedule", "pfp-now"]) {
      expect(first).toContain(`id="${id}"`);
      expect(lean).not.toContain(`id="${id}"`);
    }
    expect(lean).toContain('id="public-schedule"');
    expect(lean).toContain('id="public-now"');
    // Selects: disabled on the first paint only (it would do nothing before the app); so is the copy button.
    expect(count(lean, "<select ")).toBe(4);
    expect(lean).not.toMatch(/<select [^>]*disabled/);
    expect(lean).not.toMatch(/data-copy="[^"]*" disabled/);
    expect(count(first, "<select ")).toBe(4);
    expect(first.match(/<select id="[^"]+" disabled>/g)).toHaveLength(4);
    expect(first).toMatch(/data-copy="[^"]*" disabled/);
    // The lean page's toolbar (connection line, print, display); the first paint keeps its height free.
    expect(lean).toContain('data-live="connecting"');
    expect(lean).toContain(`href="/en/tournament/${tm.id}/display"`);
    expect(first).toContain("pl-toolbar-space");
    expect(first).not.toContain("data-live=");
  });

  it("marks every live part with data-pl; the first paint only those before the app", () => {
    const tm = tournament({ registrationOpen: true });
    const lean = tournamentPageHtml(tm, state({ lean: true }), { qrSvg: "<svg></svg>" });
    const first = tournamentPageHtml(tm, state({ lean: false }), { qrSvg: "<svg></svg>" });
    const parts = (html: string) => [...html.matchAll(/data-pl="([a-z]+)"/g)].map((m) => m[1]);
    expect(parts(lean)).toEqual([
      "head",
      "registration",
      "now",
      "mine",
      "days",
      "tables",
      "knockout",
      "placements",
      "albums",
    ]);
    expect(parts(first)).toEqual(["head", "now", "mine", "days", "tables"]);
    // The lean page's own parts: registration, knockout, placements, contact, share (QR), report.
    for (const marker of [
      'data-testid="registration-section"',
      'id="public-knockout"',
      'data-app-action="contact"',
      'data-app-action="report"',
      "data-share=",
      'class="pl-qr"',
      'data-testid="public-short-code"',
    ]) {
      expect(lean).toContain(marker);
      expect(first).not.toContain(marker);
    }
  });

  it("each part drawn alone is exactly what the page put inside its data-pl element", () => {
    const tm = tournament({
      registrationOpen: true,
      registrationSummary: { teams: 4, maxTeams: 8, waitlisted: 1, pending: 2 },
      delayMinutes: 5,
    });
    for (const over of [
      {},
      { myTeam: "t1" },
      { myTeam: "t3", filters: { team: "", group: "B", pitch: "" } },
      { filters: { team: "", group: "", pitch: "nowhere" } },
      { lean: false, myTeam: "t2" },
    ] satisfies Partial<PageState>[]) {
      const s = state(over);
      const page = tournamentPageHtml(tm, s);
      const ctx = pageContext(tm, s);
      const parts: Exclude<LivePart, "days" | "knockout">[] = s.lean
        ? ["head", "registration", "now", "mine", "tables", "placements"]
        : ["head", "now", "mine", "tables"];
      for (const part of parts) {
        const html = livePartHtml(part, tm, ctx);
        expect(html.length, part).toBeGreaterThan(0);
        expect(page, `${part} ${JSON.stringify(over)}`).toContain(`data-pl="${part}">${html}</div>`);
      }
      expect(page).toContain(`data-pl="days">${daysHtml(tm, ctx)}</div>`);
      if (s.lean) expect(page).toContain(`data-pl="knockout">${knockoutHtml(tm, ctx, "bracket")}</div>`);
    }
  });
});

describe("the followed team", () => {
  it("marks its rows, names its next match and gives its own calendar link", () => {
    const tm = tournament();
    const page = tournamentPageHtml(tm, state({ myTeam: "t3" }));
    // Its rows in the schedule (M2, M4) and no others.
    const mine = [...page.matchAll(/<tr data-match="([^"]+)" data-mine="true" class="public-mine">/g)].map((m) => m[1]);
    expect(mine).toEqual(["M2", "M4"]);
    // Its row in the group table too.
    expect(page).toMatch(
      /<tr data-mine="true" class="public-mine"[^>]*><td>1<\/td><td class="pl-teams"><span class="pl-team pl-strong">Green</,
    );
    // The follow select has it selected.
    expect(page).toMatch(/<select id="public-follow">.*?<option value="t3" selected>Green<\/option>/);
    const ctx = ctxOf(tm, { myTeam: "t3" });
    const html = mineHtml(tm, ctx);
    expect(nextMatchOf(tm.matches, "t3")?.id).toBe("M4");
    expect(html).toContain('data-next-match="M4"');
    expect(html).toContain("public.myTeam.next(");
    expect(html).toContain("|10:00|South|Red|Green)");
    expect(html).toContain("data-my-matches");
    expect(html).toContain("public.myTeam.matches(Green)");
    // Calendar: subscribe to the team (webcal), copy its address, download its and the whole plan.
    const ics = `/api/v1/calendar/tment/${tm.id}?lang=en`;
    expect(html).toContain(`href="webcal://cup.example${ics}&amp;team=t3"`);
    expect(html).toContain(`data-copy="https://cup.example${ics}&amp;team=t3"`);
    expect(html).toContain(`href="${ics}&amp;team=t3" download>public.calendar.team(Green)`);
    expect(html).toContain(`href="${ics}" download>public.calendar.all`);
    expect(html).toContain("public.calendar.subscribeTeam(Green)");
  });

  it("no team (or an unknown one): the hint and the whole plan's calendar only", () => {
    const tm = tournament();
    for (const myTeam of [null, "nobody"]) {
      const ctx = ctxOf(tm, { myTeam });
      expect(ctx.state.myTeam).toBeNull();
      const html = mineHtml(tm, ctx);
      expect(html).toContain("public.myTeam.hint");
      expect(html).not.toContain("data-next-match");
      expect(html).not.toContain("&amp;team=");
      expect(html).toContain("public.calendar.subscribeAll");
      expect(html).toContain(`href="webcal://cup.example/api/v1/calendar/tment/${tm.id}?lang=en"`);
      expect(tournamentPageHtml(tm, state({ myTeam }))).not.toContain("data-mine");
    }
  });

  it("a team with every match played: no next match", () => {
    const played = { status: "finished" as const, result: { home: 1, away: 1 } };
    const tm = tournament({
      matches: [match("M1", "2030-05-04T09:00", "t1", "t2", played), match("M2", "2030-05-04T09:30", "t3", "t4")],
    });
    expect(nextMatchOf(tm.matches, "t1")).toBeNull();
    expect(nextMatchOf(tm.matches, null)).toBeNull();
    const html = mineHtml(tm, ctxOf(tm, { myTeam: "t1" }));
    expect(html).toContain("public.myTeam.noNext");
    expect(html).not.toContain("data-next-match");
  });
});

describe("the schedule's filters", () => {
  it("filterMatches lets through the team's, the group's and the pitch's matches", () => {
    const { matches } = tournament();
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterMatches(matches, { ...NO_FILTERS, ...filters }).map((m) => m.id);
    expect(ids({})).toEqual(matches.map((m) => m.id));
    expect(ids({ team: "t1" })).toEqual(["M1", "M3"]);
    expect(ids({ group: "B" })).toEqual(["M2", "M4"]);
    expect(ids({ pitch: "p2" })).toEqual(["M2", "M4", "SF2"]);
    expect(ids({ group: "A", pitch: "p2" })).toEqual([]);
    expect(ids({ team: "t4", pitch: "p2" })).toEqual(["M2", "M4"]);
  });

  it("daysHtml with a pitch filter shows only that pitch's rows; nothing matching: the noneMatch text", () => {
    const tm = tournament();
    const south = daysHtml(tm, ctxOf(tm, { filters: { ...NO_FILTERS, pitch: "p2" } }));
    expect(rowsOf(south)).toEqual(["M2", "M4", "SF2"]);
    expect(south).not.toContain(">North<");
    expect(rowsOf(daysHtml(tm, ctxOf(tm)))).toEqual(tm.matches.map((m) => m.id));
    const none = daysHtml(tm, ctxOf(tm, { filters: { ...NO_FILTERS, pitch: "nowhere" } }));
    expect(none).toBe('<p class="pl-p">public.schedule.noneMatch</p>');
    // No plan at all is another text.
    expect(daysHtml(tournament({ matches: [] }), ctxOf(tm))).toContain("public.schedule.noPlan");
    // The page's selects show the filter chosen.
    const page = tournamentPageHtml(tm, state({ filters: { ...NO_FILTERS, pitch: "p2" } }));
    expect(page).toMatch(/<select id="schedule-pitch">.*?<option value="p2" selected>South<\/option>/);
  });

  it("a day opens while it has matches to play; `open` keeps the visitor's choice", () => {
    const tm = tournament({
      matches: tournament().matches.map((m) =>
        m.start.startsWith("2030-05-04") ? { ...m, status: "finished", result: { home: 1, away: 0 } } : m,
      ),
    });
    const ctx = ctxOf(tm);
    const openDays = (html: string) => [...html.matchAll(/data-day="([^"]+)"( open)?/g)].map((m) => [m[1], !!m[2]]);
    expect(openDays(daysHtml(tm, ctx))).toEqual([
      ["2030-05-04", false],
      ["2030-05-05", true],
    ]);
    const kept = new Map([
      ["2030-05-04", true],
      ["2030-05-05", false],
    ]);
    expect(openDays(daysHtml(tm, ctx, kept))).toEqual([
      ["2030-05-04", true],
      ["2030-05-05", false],
    ]);
    // A day the visitor did not touch keeps its default.
    expect(openDays(daysHtml(tm, ctx, new Map([["2030-05-05", false]])))).toEqual([
      ["2030-05-04", false],
      ["2030-05-05", false],
    ]);
  });

  it("group and pitch selects only with more than one of them", () => {
    const tm = tournament({
      groups: [{ name: "A", teamIds: ["t1", "t2", "t3", "t4"] }],
      pitches: [{ id: "p1", name: "North" }],
    });
    const page = tournamentPageHtml(tm, state());
    expect(page).toContain('id="schedule-team"');
    expect(page).not.toContain('id="schedule-group"');
    expect(page).not.toContain('id="schedule-pitch"');
  });
});

describe("the knockout stage", () => {
  it("bracket view: bracket pressed, scroll hint and scrolling box; list view: neither", () => {
    const tm = tournament();
    const ctx = ctxOf(tm);
    const bracket = knockoutHtml(tm, ctx, "bracket");
    const list = knockoutHtml(tm, ctx, "list");
    expect(bracket).toContain('aria-pressed="true" data-view="bracket"');
    expect(bracket).toContain('aria-pressed="false" data-view="list"');
    expect(list).toContain('aria-pressed="false" data-view="bracket"');
    expect(list).toContain('aria-pressed="true" data-view="list"');
    expect(bracket).toContain("data-scroll-hint");
    expect(bracket).toContain("public.bracket.scrollHint");
    expect(bracket).toContain("pl-bracket-scroll");
    expect(list).not.toContain("data-scroll-hint");
    expect(list).not.toContain("pl-bracket-scroll");
    // Both show every knockout match once; the third place under the placement games.
    for (const html of [bracket, list]) {
      for (const id of ["SF1", "SF2", "P3", "F"]) expect(count(html, `data-match="${id}"`), id).toBe(1);
      expect(html.indexOf("public.bracket.placementGames")).toBeLessThan(html.indexOf('data-match="P3"'));
      expect(html.indexOf('data-match="F"')).toBeLessThan(html.indexOf("public.bracket.placementGames"));
    }
  });

  it("no knockout: no knockout section on the page", () => {
    const tm = tournament({ knockout: [], matches: tournament().matches.slice(0, 4) });
    expect(tournamentPageHtml(tm, state())).not.toContain('id="public-knockout"');
    expect(knockoutHtml(tm, ctxOf(tm), "bracket")).not.toContain("data-view");
  });
});

describe("sections only some tournaments have", () => {
  it("placements only where results are published in full", () => {
    const all = tournament();
    const html = livePartHtml("placements", all, ctxOf(all));
    expect(html).toContain("public.placements.place(1)");
    expect(html.indexOf("public.placements.place(1)")).toBeLessThan(html.indexOf("public.placements.place(2)"));
    expect(html).toContain(HOSTILE_ESCAPED);
    for (const publicResults of ["resultsOnly", "none"] as const) {
      const tm = tournament({ publicResults });
      expect(livePartHtml("placements", tm, ctxOf(tm))).toBe("");
      expect(tournamentPageHtml(tm, state())).toContain('<div data-pl="placements"></div>');
    }
    const undecided = tournament({ placements: [] });
    expect(livePartHtml("placements", undecided, ctxOf(undecided))).toBe("");
  });

  it("registration only while open, with the organisers' numbers", () => {
    const closed = tournament({ registrationSummary: { teams: 4, maxTeams: 8, waitlisted: 0, pending: 0 } });
    expect(registrationHtml(closed, state())).toBe("");
    expect(tournamentPageHtml(closed, state())).toContain('<div data-pl="registration"></div>');
    const open = tournament({ registrationOpen: true, registrationSummary: null });
    const plain = registrationHtml(open, state());
    expect(plain).toContain('data-testid="registration-section"');
    expect(plain).toContain('data-app-action="register"');
    expect(plain).not.toContain("registration-summary");

    const places = registrationHtml(
      tournament({ registrationOpen: true, registrationSummary: { teams: 6, maxTeams: 8, waitlisted: 2, pending: 1 } }),
      state(),
    );
    expect(places).toContain(
      "public.registration.summary.places(6|8) · public.registration.summary.waiting(2) · public.registration.summary.pending(1)",
    );
    expect(places).not.toContain("public.registration.summary.full");
    const noMax = registrationHtml(
      tournament({
        registrationOpen: true,
        registrationSummary: { teams: 1, maxTeams: null, waitlisted: 0, pending: 0 },
      }),
      state(),
    );
    expect(noMax).toContain(">public.registration.summary.teams(1)</p>");
    const full = registrationHtml(
      tournament({ registrationOpen: true, registrationSummary: { teams: 8, maxTeams: 8, waitlisted: 0, pending: 0 } }),
      state(),
    );
    expect(full).toContain("public.registration.summary.full");
    // The first paint has no registration part (the app draws its own).
    expect(tournamentPageHtml(tournament({ registrationOpen: true }), state({ lean: false }))).not.toContain(
      "registration-section",
    );
  });

  it("the delay notice only while kick-offs are late", () => {
    const late = tournament({ delayMinutes: 15 });
    const head = livePartHtml("head", late, ctxOf(late));
    expect(head).toContain('data-testid="delay-notice"');
    expect(head).toContain("public.delay.notice(15)");
    expect(tournamentPageHtml(late, state({ lean: false }))).toContain('data-testid="delay-notice"');
    const onTime = tournament();
    expect(livePartHtml("head", onTime, ctxOf(onTime))).not.toContain("delay-notice");
    expect(tournamentPageHtml(onTime, state())).not.toContain("delay-notice");
  });

  it("marks the matches being played (a running tournament, on the venue's clock)", () => {
    const tm = tournament();
    const page = tournamentPageHtml(tm, state({ now: "2030-05-04T10:05" }));
    expect(page).toContain("data-playing");
    expect(livePartHtml("now", tm, ctxOf(tm))).toContain("public.nowNext.now");
    expect(tournamentPageHtml(tm, state({ now: "2030-05-04T10:30" }))).not.toContain("data-playing");
    expect(tournamentPageHtml(tournament({ status: "published" }), state())).not.toContain("data-playing");
  });
});

describe("hostile text", () => {
  it("team and tournament names are escaped in every part, on both kinds of page, in every view", () => {
    const tm = tournament({
      registrationOpen: true,
      registrationSummary: { teams: 4, maxTeams: 8, waitlisted: 0, pending: 0 },
      delayMinutes: 3,
      organiser: { club: HOSTILE, contactPerson: HOSTILE, phone: null, email: null, website: null },
      general: {
        ...tournament().general,
        name: HOSTILE,
        description: HOSTILE,
        venue: { name: HOSTILE, city: `"><img src=x onerror=alert(1)>` },
      },
      pitches: [
        { id: "p1", name: `<b>"North"</b>` },
        { id: "p2", name: "South" },
      ],
      groups: [
        { name: `A"><script>`, teamIds: ["t1", "t2"] },
        { name: "B", teamIds: ["t3", "t4"] },
      ],
    });
    const drawn: string[] = [];
    for (const lean of [true, false])
      for (const myTeam of [null, "t1"]) {
        const s = state({ lean, myTeam });
        drawn.push(tournamentPageHtml(tm, s, { qrSvg: `<svg><text>${HOSTILE}</text></svg>` }));
        const ctx = pageContext(tm, s);
        drawn.push(
          mineHtml(tm, ctx),
          daysHtml(tm, ctx),
          knockoutHtml(tm, ctx, "list"),
          knockoutHtml(tm, ctx, "bracket"),
        );
        for (const part of ["head", "registration", "now", "mine", "tables", "placements"] as const)
          drawn.push(livePartHtml(part, tm, ctx));
      }
    const all = drawn.join("\n");
    expect(all).toContain(HOSTILE_ESCAPED);
    expect(all).not.toContain("<script");
    expect(all).not.toContain("</script");
    expect(all).not.toContain("<img src=x");
    expect(all).not.toContain('<b>"North"');
    expect(all).not.toMatch(/alert\("x"\)/);
    // Every attribute value stays one value: no quote from user text ends one early.
    for (const html of drawn)
      for (const tag of html.match(/<[a-z][^>]*>/g) ?? [])
        expect(tag).toMatch(/^<[a-z0-9]+(?:\s+[a-z-]+(?:="[^"]*")?)*\s*\/?>$/);
  });
});
