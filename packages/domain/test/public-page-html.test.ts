import { describe, expect, it } from "vitest";
import type { PublicMatch } from "../src/public-contracts.ts";
import {
  escapeHtml,
  nowAndNext,
  type RowContext,
  SCHEDULE_CHUNK_ROWS,
  scheduleDays,
  scheduleRowHtml,
  scheduleTableHtml,
  teamMatchesHtml,
} from "../src/public-page-html.ts";

const match = (id: string, start: string, over: Partial<PublicMatch> = {}): PublicMatch =>
  ({
    id,
    stage: "group",
    group: "A",
    start,
    end: `${start.slice(0, 11)}23:59`,
    pitch: "p1",
    home: { teamId: "t1" },
    away: { teamId: "t2" },
    homeLabel: null,
    awayLabel: null,
    stageLabel: { key: "stage.group", params: {} },
    status: "scheduled",
    result: null,
    ...over,
  }) as PublicMatch;

const t = (key: string, params: Record<string, string | number> = {}) => `${key}${JSON.stringify(params)}`;
const ctx = (over: Partial<RowContext> = {}): RowContext => ({
  t,
  lang: "en",
  names: new Map([
    ["t1", `<img src=x onerror="alert(1)">`],
    ["t2", "B & 'C'"],
  ]),
  pitchNames: new Map([["p1", "Pitch 1"]]),
  myTeam: null,
  playing: new Set(),
  showScores: true,
  manyDays: false,
  ...over,
});

describe("public page markup", () => {
  it("escapes user text in rows and lists", () => {
    const html = scheduleRowHtml(match("M1", "2030-05-04T09:00"), ctx());
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("B &amp; &#39;C&#39;");
    expect(escapeHtml(`"<&>'`)).toBe("&quot;&lt;&amp;&gt;&#39;");
    expect(teamMatchesHtml([match("M1", "2030-05-04T09:00")], "t1", ctx())).not.toContain("<img");
  });

  it("a short day is one table; a long one tables of a chunk's rows, each in a box, the headers read on all", () => {
    const day = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        match(`M${i + 1}`, `2030-05-04T${String(9 + Math.floor(i / 4)).padStart(2, "0")}:00`),
      );
    const short = scheduleTableHtml(day(SCHEDULE_CHUNK_ROWS), ctx());
    expect(short.match(/<table /g)).toHaveLength(1);
    expect(short).not.toContain("pl-chunk");
    expect(short.match(/<tr data-match=/g)).toHaveLength(SCHEDULE_CHUNK_ROWS);

    const rows = SCHEDULE_CHUNK_ROWS * 2 + 3;
    const long = scheduleTableHtml(day(rows), ctx());
    const boxes = [...long.matchAll(/<div class="pl-chunk" style="--rows:(\d+)">(.*?)<\/table><\/div>/g)];
    expect(boxes.map((b) => Number(b[1]))).toEqual([SCHEDULE_CHUNK_ROWS, SCHEDULE_CHUNK_ROWS, 3]);
    // Every row once, in order, and nothing outside the boxes.
    expect([...long.matchAll(/<tr data-match="(M\d+)"/g)].map((m) => m[1])).toEqual(
      Array.from({ length: rows }, (_, i) => `M${i + 1}`),
    );
    expect(boxes.map((b) => b[0]).join("")).toBe(long);
    // The first table as a short day's (caption for print, visible headers); the others' headers for screen readers.
    const [first, ...later] = boxes.map((b) => b[2] ?? "");
    expect(first).toContain('<caption class="public-print-only">');
    expect(first).toContain('<th scope="col" class="pl-when">public.schedule.time{}</th>');
    for (const table of later) {
      expect(table).toContain('class="public-schedule pl-table pl-cont"');
      expect(table).not.toContain("<caption");
      expect(table).toContain('<th scope="col" class="pl-when"><span class="pl-sr">public.schedule.time{}</span></th>');
      expect(table).toContain('<th scope="col"><span class="pl-sr">public.schedule.match{}</span></th>');
    }
  });

  it("marks score, live match and the followed team", () => {
    const played = match("M1", "2030-05-04T09:00", { status: "finished", result: { home: 2, away: 1 } });
    const html = scheduleRowHtml(played, ctx({ myTeam: "t2", playing: new Set(["M1"]) }));
    expect(html).toContain('<tr data-match="M1" data-mine="true" class="public-mine">');
    expect(html).toContain("<b data-score>2:1</b>");
    expect(html).toContain("data-playing");
    const hidden = scheduleRowHtml(played, ctx({ showScores: false }));
    expect(hidden).not.toContain("data-score");
    expect(hidden).toContain("common.matchStatus.finished");
  });

  it("summarises the cards of a result that carries them, as text with a label naming each team", () => {
    const cards = {
      home: { yellow: 2, secondYellow: 0, red: 0, yellowRed: 1 },
      away: { yellow: 1, secondYellow: 1, red: 0, yellowRed: 0 },
    };
    const booked = match("M1", "2030-05-04T09:00", { status: "finished", result: { home: 2, away: 1, cards } });
    const html = scheduleRowHtml(booked, ctx());
    expect(html).toContain('<span class="pl-bk pl-bk-y"></span>3<span class="pl-bk pl-bk-r"></span>2</span>');
    expect(html).toContain('role="img"');
    expect(html).not.toContain("<img");
    // The label names both (escaped) teams with their own counts.
    const label = /aria-label="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(label).toContain("public.cards.label");
    expect(label).toContain("&quot;homeYellow&quot;:2,&quot;homeRed&quot;:1");
    expect(label).toContain("&quot;awayYellow&quot;:1,&quot;awayRed&quot;:1");
    expect(label).toContain("B &amp; &#39;C&#39;");
    expect(label).not.toContain("<img");
    // The "now / next" and "my team" lines show it too.
    expect(teamMatchesHtml([booked], "t1", ctx())).toContain('<span class="pl-bk pl-bk-y"></span>3');
    // No cards on the result (not recorded, or not public: the payload drops them), none shown, none booked,
    // or scores hidden: no summary.
    const plain = match("M1", "2030-05-04T09:00", { status: "finished", result: { home: 2, away: 1 } });
    expect(scheduleRowHtml(plain, ctx())).not.toContain("pl-bookings");
    const zero = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
    const clean = match("M1", "2030-05-04T09:00", {
      status: "finished",
      result: { home: 0, away: 0, cards: { home: zero, away: zero } },
    });
    expect(scheduleRowHtml(clean, ctx())).not.toContain("pl-bookings");
    expect(scheduleRowHtml(booked, ctx({ showScores: false }))).not.toContain("pl-bookings");
    const onlyRed = { ...zero, red: 1 };
    const red = match("M1", "2030-05-04T09:00", { result: { home: 0, away: 0, cards: { home: zero, away: onlyRed } } });
    const redHtml = scheduleRowHtml(red, ctx());
    expect(redHtml).toContain('<span class="pl-bk pl-bk-r"></span>1</span>');
    expect(redHtml).not.toContain("pl-bk-y");
  });

  it("groups by day, opening the days still to play (the last one when all are played)", () => {
    const done = { status: "finished" as const, result: { home: 0, away: 0 } };
    const days = scheduleDays([
      match("M1", "2030-05-04T09:00", done),
      match("M2", "2030-05-05T09:00"),
      match("M3", "2030-05-05T10:00"),
    ]);
    expect(days.map((d) => [d.day, d.matches.length, d.open])).toEqual([
      ["2030-05-04", 1, false],
      ["2030-05-05", 2, true],
    ]);
    const allPlayed = scheduleDays([match("M1", "2030-05-04T09:00", done), match("M2", "2030-05-05T09:00", done)]);
    expect(allPlayed.map((d) => d.open)).toEqual([false, true]);
  });

  it("now: the matches being played; next: those of the next kick-off still to come", () => {
    const matches = [
      match("M1", "2030-05-04T09:00", { status: "finished" }),
      match("M2", "2030-05-04T09:12"),
      match("M3", "2030-05-04T09:24"),
      match("M4", "2030-05-04T09:24", { pitch: "p2" }),
    ];
    const { now, next } = nowAndNext(matches, new Set(["M2"]));
    expect(now.map((m) => m.id)).toEqual(["M2"]);
    expect(next.map((m) => m.id)).toEqual(["M3", "M4"]);
    expect(nowAndNext(matches.slice(0, 1), new Set())).toEqual({ now: [], next: [] });
  });
});
