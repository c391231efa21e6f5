import type { PublicMatch, PublicPlan, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { describe, expect, it } from "vitest";
import {
  contentBox,
  type DisplayData,
  type DisplayPage,
  displayData,
  displayPages,
  displayScale,
  lineCount,
  packGrid,
  rotationSeconds,
} from "./display-pages.ts";

const FULL_HD = { width: 1920, height: 1080 };
const kinds = (pages: DisplayPage[]) => pages.map((p) => p.kind);

/** A knockout of four: SF1, SF2, third place, final; `played` of them have results (in that order). */
function knockoutOfFour(played: number): { plan: PublicPlan; tournament: PublicTournament } {
  const side = (teamId: string) => ({ teamId, placeholder: null });
  const spec: Array<[string, PublicMatch["stage"], number | null, string, string, [number, number]]> = [
    ["SF1", "semiFinal", null, "t1", "t4", [3, 0]],
    ["SF2", "semiFinal", null, "t2", "t3", [1, 2]],
    ["P3", "thirdPlace", 3, "t4", "t2", [0, 1]],
    ["F", "final", 1, "t1", "t3", [2, 1]],
  ];
  const matches: PublicMatch[] = spec.map(([id, stage, placeFor, home, away, [h, a]], i) => ({
    id,
    stage,
    group: null,
    round: stage === "semiFinal" ? 1 : 2,
    placeFor,
    home: side(home),
    away: side(away),
    slot: i,
    pitch: "p1",
    startMinute: i * 20,
    endMinute: i * 20 + 15,
    start: `2030-05-04T${String(9 + i).padStart(2, "0")}:00`,
    end: `2030-05-04T${String(9 + i).padStart(2, "0")}:15`,
    status: i < played ? "finished" : "scheduled",
    homeLabel: null,
    awayLabel: null,
    stageLabel: { key: `stage.${stage}`, params: {}, text: stage },
    result: i < played ? { home: h, away: a } : null,
  }));
  const teams = ["Lions", "Tigers", "Bears", "Wolves"].map((name, i) => ({ id: `t${i + 1}`, name }));
  const tournament: PublicTournament = {
    view: "public",
    id: "00000000-0000-4000-8000-000000000000",
    status: "running",
    version: 1,
    updatedAt: "2030-05-04T08:00:00Z",
    general: {
      name: "Cup",
      description: "",
      startDate: "2030-05-04",
      visibility: "public",
      registration: { open: false },
    },
    mapUrl: null,
    ageGroupLabel: null,
    organiser: { club: null, contactPerson: null, phone: null, email: null, website: null },
    format: {
      mode: "knockout",
      points: { win: 3, draw: 1, loss: 0 },
      tieBreakOrder: ["points"],
      knockout: "semiFinal",
      thirdPlace: true,
      placementGames: false,
    },
    publicResults: "all",
    pitches: [{ id: "p1", name: "1" }],
    teams,
    groups: [],
    matches,
    standings: [],
    knockout: [
      {
        stage: "semiFinal",
        round: 1,
        label: { key: "stage.semiFinal", params: {}, text: "" },
        matchIds: ["SF1", "SF2"],
      },
      { stage: "thirdPlace", round: 2, label: { key: "stage.thirdPlace", params: {}, text: "" }, matchIds: ["P3"] },
      { stage: "final", round: 2, label: { key: "stage.final", params: {}, text: "" }, matchIds: ["F"] },
    ],
    placements: [],
    registrationOpen: false,
    registrationSummary: null,
    shortCode: "CUP",
    delayMinutes: 0,
  };
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const plan: PublicPlan = {
    id: tournament.id,
    name: "Cup",
    status: "running",
    version: 1,
    updatedAt: tournament.updatedAt,
    publicResults: "all",
    pitches: [
      {
        id: "p1",
        name: "1",
        matches: matches.map((m) => ({
          id: m.id,
          stage: m.stage,
          group: null,
          start: m.start,
          end: m.end,
          status: m.status,
          home: names.get(m.home.teamId ?? "") ?? "",
          away: names.get(m.away.teamId ?? "") ?? "",
          homeLabel: null,
          awayLabel: null,
          result: m.result,
        })),
      },
    ],
  };
  return { plan, tournament };
}

const empty: DisplayData = {
  over: false,
  ranking: [],
  pitches: [],
  schedule: [],
  tables: [],
  bracket: [],
  results: [],
};
const teamsOf = (n: number, prefix = "Team") => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
const groups = (count: number, size: number) =>
  Array.from({ length: count }, (_, g) => ({ group: String.fromCharCode(65 + g), names: teamsOf(size) }));

describe("display mode after the last match", () => {
  it("a finished tournament opens on the podium with the winner, then bracket and QR code; no 'now' page", () => {
    const { plan, tournament } = knockoutOfFour(4);
    const data = displayData(plan, tournament, "2030-05-04T13:00");
    expect(data.over).toBe(true);
    expect(data.ranking.slice(0, 3)).toEqual([
      { place: 1, teamId: "t1", name: "Lions" },
      { place: 2, teamId: "t3", name: "Bears" },
      { place: 3, teamId: "t2", name: "Tigers" },
    ]);
    const pages = displayPages(data, FULL_HD);
    expect(kinds(pages)).toEqual(["podium", "ranking", "bracket", "qr"]);
  });

  it("the organiser's 'finished' ends it too, even with a match left unplayed", () => {
    const { plan, tournament } = knockoutOfFour(3);
    expect(kinds(displayPages(displayData(plan, tournament, "2030-05-04T13:00"), FULL_HD))[0]).toBe("now");
    const finished = displayData({ ...plan, status: "finished" }, tournament, "2030-05-04T13:00");
    // Only the third place is decided: no podium without a winner, "it is over" and the places so far.
    expect(finished.ranking.map((r) => r.place)).toEqual([3, 4]);
    expect(kinds(displayPages(finished, FULL_HD))).toEqual(["over", "ranking", "bracket", "qr"]);
  });

  it("without a published ranking (G/F, or tables hidden) the screen says it is over instead of a podium", () => {
    const { plan, tournament } = knockoutOfFour(4);
    const data = displayData(plan, { ...tournament, publicResults: "resultsOnly" }, "2030-05-04T13:00");
    expect(data.ranking).toEqual([]);
    expect(kinds(displayPages(data, FULL_HD))).toEqual(["over", "bracket", "qr"]);
  });

  it("a ranking of three is the podium alone; a long one continues on ranking pages that fit the screen", () => {
    const ranking = (n: number) => teamsOf(n).map((name, i) => ({ place: i + 1, teamId: `t${i}`, name }));
    expect(kinds(displayPages({ ...empty, over: true, ranking: ranking(3) }, FULL_HD))).toEqual(["podium", "qr"]);
    const long = displayPages({ ...empty, over: true, ranking: ranking(40) }, FULL_HD);
    const rankingPages = long.filter((p) => p.kind === "ranking");
    // 40 places, 2 columns of 11 rows at 1080p: 2 pages, every place exactly once and in order.
    expect(rankingPages).toHaveLength(2);
    const places = rankingPages.flatMap((p) =>
      p.columns.flatMap((c) => Array.from({ length: c.to - c.from }, (_, i) => c.from + i)),
    );
    expect(places).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});

describe("display mode: what goes on which page", () => {
  it("scales like a slide: 1 on 1080p, larger on 4K, not below 0.8 (32 px tables) on a screen, half on a phone", () => {
    expect(displayScale(FULL_HD)).toBe(1);
    expect(displayScale({ width: 3840, height: 2160 })).toBe(2);
    expect(displayScale({ width: 1920, height: 970 })).toBeCloseTo(0.898, 3);
    expect(displayScale({ width: 1920, height: 700 })).toBe(0.8);
    expect(displayScale({ width: 360, height: 800 })).toBe(0.5);
    expect(contentBox(FULL_HD)).toEqual({ width: 1856, height: 1080 - 64 - 150 - 24 - 76 });
  });

  it("four groups of four fit on one 1080p page; of five, two per page", () => {
    const four = displayPages({ ...empty, tables: groups(4, 4) }, FULL_HD).filter((p) => p.kind === "tables");
    expect(four).toEqual([
      {
        kind: "tables",
        cols: 2,
        chunks: ["A", "B", "C", "D"].map((group) => ({ group, from: 0, to: 4 })),
      },
    ]);
    const five = displayPages({ ...empty, tables: groups(4, 5) }, FULL_HD).filter((p) => p.kind === "tables");
    expect(five.map((p) => (p.kind === "tables" ? p.chunks.map((c) => c.group) : []))).toEqual([
      ["A", "B"],
      ["C", "D"],
    ]);
  });

  it("a smaller screen gets more pages for the same data; a phone one column", () => {
    const data = { ...empty, tables: groups(4, 4) };
    expect(displayPages(data, { width: 1920, height: 800 }).filter((p) => p.kind === "tables")).toHaveLength(2);
    const phone = displayPages(data, { width: 360, height: 800 }).filter((p) => p.kind === "tables");
    expect(phone.every((p) => p.kind === "tables" && p.cols === 1)).toBe(true);
  });

  it("a table longer than the screen is cut into pieces, each row on exactly one page", () => {
    const pages = displayPages({ ...empty, tables: groups(1, 20) }, FULL_HD).filter((p) => p.kind === "tables");
    const chunks = pages.flatMap((p) => (p.kind === "tables" ? p.chunks : []));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]?.from).toBe(0);
    expect(chunks.at(-1)?.to).toBe(20);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i]?.from).toBe(chunks[i - 1]?.to);
  });

  it("long team names take two lines, so fewer rows fit", () => {
    expect(lineCount("Team 1", 400, 40)).toBe(1);
    expect(lineCount("SV Rot-Weiß Oberhausen-Sterkrade 1911 e.V.", 400, 40)).toBe(3);
    const short = displayPages({ ...empty, tables: groups(4, 4) }, FULL_HD).filter((p) => p.kind === "tables");
    const long = displayPages(
      {
        ...empty,
        tables: groups(4, 4).map((g) => ({ ...g, names: teamsOf(4, "Sportgemeinschaft Oberhausen-Sterkrade") })),
      },
      FULL_HD,
    ).filter((p) => p.kind === "tables");
    expect(long.length).toBeGreaterThan(short.length);
  });

  it("pitches: four per 1080p page in two columns, in order", () => {
    const pitches = Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}`, matches: ["A – B", "C – D"] }));
    const pages = displayPages({ ...empty, pitches }, FULL_HD).filter((p) => p.kind === "now");
    expect(pages).toEqual([
      { kind: "now", cols: 2, pitchIds: ["p1", "p2", "p3", "p4"] },
      { kind: "now", cols: 2, pitchIds: ["p5", "p6"] },
    ]);
  });

  it("while matches are played: now, schedule, tables, bracket, latest results, QR code", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `M${i}`, text: "Team 1 – Team 2" }));
    const pages = displayPages(
      {
        ...empty,
        pitches: [{ id: "p1", matches: ["A – B"] }],
        schedule: rows(60),
        tables: groups(2, 4),
        bracket: [{ key: "final-1", matches: [{ id: "F", home: "Winner SF1", away: "Winner SF2" }] }],
        results: rows(30),
      },
      FULL_HD,
    );
    // The schedule stops after two pages (the QR code leads to the rest); results show the latest page.
    expect(kinds(pages)).toEqual(["now", "schedule", "schedule", "tables", "bracket", "results", "qr"]);
    const [first, second] = pages.filter((p) => p.kind === "schedule");
    expect(first?.kind === "schedule" && first.matchIds[0]).toBe("M0");
    expect(second?.kind === "schedule" && second.matchIds[0]).toBe(
      first?.kind === "schedule" ? `M${first.matchIds.length}` : "",
    );
  });

  it("a bracket of four quarter-finals, semi-finals and final fits one page; placement matches need another", () => {
    const round = (key: string, n: number) => ({
      key,
      matches: Array.from({ length: n }, (_, i) => ({ id: `${key}${i + 1}`, home: "Team 1", away: "Team 2" })),
    });
    const pages = displayPages(
      { ...empty, bracket: [round("QF", 4), round("SF", 2), round("F", 1), round("placement", 3)] },
      FULL_HD,
    ).filter((p) => p.kind === "bracket");
    expect(pages.map((p) => (p.kind === "bracket" ? p.columns.map((c) => c.round) : []))).toEqual([
      ["QF", "SF", "F"],
      ["placement"],
    ]);
  });

  it("packs grid rows while they fit, an oversized item alone", () => {
    expect(packGrid([100, 100, 100, 100, 100], 2, 250, 10)).toEqual([[0, 1, 2, 3], [4]]);
    expect(packGrid([500, 100], 1, 250, 10)).toEqual([[0], [1]]);
  });
});

describe("display mode: rotation interval", () => {
  it("is 15 s unless ?interval= asks for 1 to 600 s", () => {
    expect(rotationSeconds("")).toBe(15);
    expect(rotationSeconds("?interval=2")).toBe(2);
    expect(rotationSeconds("?interval=0")).toBe(15);
    expect(rotationSeconds("?interval=abc")).toBe(15);
    expect(rotationSeconds("?interval=9999")).toBe(600);
  });
});
