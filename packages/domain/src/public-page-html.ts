// The public tournament page's long parts (schedule rows, group tables, "now / next") as plain HTML strings.
// One pure source for the server's first paint and the browser's live page (ADR 0015): both show the same
// markup with the same CSS classes, so nothing moves when the browser takes over, and 232 rows cost one
// innerHTML instead of thousands of components. Every text from users is escaped here.

import type { CardCounts } from "./contracts.ts";
import { pitchLabel } from "./pitch-label.ts";
import { type Qualification, qualificationMarks } from "./placeholders.ts";
import type { PublicMatch, PublicTournament } from "./public-contracts.ts";

/**
 * Ids of the server's first paint of a public page that the browser looks for: the server's copy (the app removes
 * it when its own page is on screen) and the payload beside it (the app renders from it; the lean tournament page
 * hands over the one it fetched).
 */
export const FIRST_PAINT_ID = "public-first-paint";
export const PAYLOAD_ID = "public-payload";

/** A translator: `t("public.match.group", { group: "A" })` (i18next's on the client, the catalogs' on the server). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

type Standings = PublicTournament["standings"][number];
type Message = { key: string; params: Record<string, string | number> } | null;

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** "09:05" of a plan time ("2030-05-04T09:05"). */
export const clockOf = (at: string) => at.slice(11, 16);

/** The score as shown: "2:1", with penalties "2:2 (4:3)". */
export function scoreText(result: { home: number; away: number; penalties?: { home: number; away: number } }) {
  return `${result.home}:${result.away}${result.penalties ? ` (${result.penalties.home}:${result.penalties.away})` : ""}`;
}

/** One team's cards as the public summary counts them: single yellows, and players sent off (any red). */
export const cardTally = (c: CardCounts) => ({ yellow: c.yellow, sentOff: c.secondYellow + c.red + c.yellowRed });

/**
 * The compact card summary of a match (a yellow card mark and 2, a red one and 1: both teams together) with a label
 * naming each team's counts; empty when the result carries no cards (not recorded, not public) or none were shown.
 */
export function cardsHtml(m: PublicMatch, ctx: Pick<RowContext, "names" | "t" | "showScores">): string {
  const cards = ctx.showScores ? m.result?.cards : undefined;
  if (!cards) return "";
  const home = cardTally(cards.home);
  const away = cardTally(cards.away);
  const yellow = home.yellow + away.yellow;
  const sentOff = home.sentOff + away.sentOff;
  if (yellow + sentOff === 0) return "";
  const label = ctx.t("public.cards.label", {
    home: sideName(m.home.teamId, m.homeLabel, ctx),
    homeYellow: home.yellow,
    homeRed: home.sentOff,
    away: sideName(m.away.teamId, m.awayLabel, ctx),
    awayYellow: away.yellow,
    awayRed: away.sentOff,
  });
  // Drawn cards (CSS), not emoji: phones without a recent emoji font would show empty boxes.
  const mark = (kind: "y" | "r", n: number) => (n ? `<span class="pl-bk pl-bk-${kind}"></span>${n}` : "");
  const text = mark("y", yellow) + mark("r", sentOff);
  return `<span class="pl-bookings" role="img" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}">${text}</span>`;
}

/** A plan date "2030-05-04" in a language (parsed and shown as UTC: no zone shift). */
export function formatDay(date: string, lang: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** What the rows need besides the matches: names, pitches, language, translator, followed team, live set. */
export type RowContext = {
  t: Translate;
  lang: string;
  names: ReadonlyMap<string, string>;
  pitchNames: ReadonlyMap<string, string>;
  myTeam: string | null;
  playing: ReadonlySet<string>;
  showScores: boolean;
  /** More than one day: each row also names its day. */
  manyDays: boolean;
};

/** The context of a tournament's rows (`playing`: ids of the matches being played now). */
export function rowContext(
  tournament: PublicTournament,
  opts: { t: Translate; lang: string; myTeam: string | null; playing: ReadonlySet<string> },
): RowContext {
  return {
    ...opts,
    names: new Map(tournament.teams.map((team) => [team.id, team.name])),
    pitchNames: new Map(
      tournament.pitches.map((p) => [p.id, pitchLabel(p.name, (pitch) => opts.t("public.match.pitch", { pitch }))]),
    ),
    showScores: tournament.publicResults !== "none",
    manyDays: new Set(tournament.matches.map((m) => m.start.slice(0, 10))).size > 1,
  };
}

/** A side of a match: the team's name, else the translated placeholder ("Winner SF1"), else "?". */
export function sideName(teamId: string | null, label: Message, ctx: Pick<RowContext, "names" | "t">) {
  if (teamId) return ctx.names.get(teamId) ?? teamId;
  if (label) return ctx.t(`engine.${label.key}`, label.params);
  return "?";
}

/** The translated stage of a match: "Group A", "Semi-final", "Match for place 5". */
export function stageName(match: Pick<PublicMatch, "stage" | "group" | "placeFor" | "stageLabel">, t: Translate) {
  if (match.stage === "group" && match.group) return t("public.match.group", { group: match.group });
  if (match.stage === "placement" && match.placeFor) return t("public.match.placeFor", { place: match.placeFor });
  return t(`engine.${match.stageLabel.key}`, match.stageLabel.params);
}

const mineOf = (m: PublicMatch, myTeam: string | null) =>
  myTeam !== null && (m.home.teamId === myTeam || m.away.teamId === myTeam);

/** The matches by day in kick-off order, each day with whether it opens by default (it still has matches to play). */
export function scheduleDays(
  matches: readonly PublicMatch[],
): Array<{ day: string; matches: PublicMatch[]; open: boolean }> {
  const byDay = new Map<string, PublicMatch[]>();
  for (const m of matches) {
    const day = m.start.slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(m);
    else byDay.set(day, [m]);
  }
  const days = [...byDay].map(([day, list]) => ({
    day,
    matches: list,
    open: list.some((m) => m.status !== "finished"),
  }));
  // Every day played: the last one stays open, so the page never shows only closed boxes.
  const last = days.at(-1);
  if (last && !days.some((d) => d.open)) last.open = true;
  return days;
}

/** The matches being played now, and those of the next kick-off still to come (the current round first). */
export function nowAndNext(matches: readonly PublicMatch[], playing: ReadonlySet<string>) {
  const now = matches.filter((m) => playing.has(m.id));
  const waiting = matches.filter((m) => m.status !== "finished" && !playing.has(m.id));
  const first = waiting.reduce<string | null>((min, m) => (min === null || m.start < min ? m.start : min), null);
  return { now, next: first === null ? [] : waiting.filter((m) => m.start === first) };
}

/**
 * One schedule row: kick-off and pitch, then the match: the two sides with the score (or "Played", "Live" while
 * played) between them, and the stage. The score sits in the match's cell, not a column of its own, so it stays next
 * to the names at any width: beside the stacked names on a phone, between them on a wide screen (public-page-style).
 * Few tags and no class a selector can do without (styled under `.public-schedule`): a 232-match day is parsed by a
 * phone as the page loads (ADR 0030).
 */
export function scheduleRowHtml(m: PublicMatch, ctx: RowContext): string {
  const { t } = ctx;
  const mine = mineOf(m, ctx.myTeam);
  const side = (teamId: string | null, label: Message) =>
    `<span${teamId !== null && teamId === ctx.myTeam ? ' class="pl-strong"' : ""}>${escapeHtml(sideName(teamId, label, ctx))}</span>`;
  const day = ctx.manyDays
    ? `<small>${escapeHtml(formatDay(m.start, ctx.lang, { day: "numeric", month: "short" }))}</small>`
    : "";
  const live = ctx.playing.has(m.id)
    ? `<span class="pl-live" data-playing>${escapeHtml(t("common.matchStatus.live"))}</span>`
    : "";
  const score =
    ctx.showScores && m.result
      ? `<b data-score>${scoreText(m.result)}</b>`
      : m.status === "finished"
        ? `<small>${escapeHtml(t("common.matchStatus.finished"))}</small>`
        : "";
  const badge = mine ? ` <span class="pl-tag">${escapeHtml(t("public.myTeam.badge"))}</span>` : "";
  const cards = cardsHtml(m, ctx);
  return (
    `<tr data-match="${escapeHtml(m.id)}"${mine ? ' data-mine="true" class="public-mine"' : ""}>` +
    `<td>${day}<time datetime="${escapeHtml(m.start)}">${escapeHtml(clockOf(m.start))}</time>` +
    `<small>${escapeHtml(ctx.pitchNames.get(m.pitch) ?? m.pitch)}</small></td>` +
    `<td><div class="pl-match">${side(m.home.teamId, m.homeLabel)}<span>${live}${score}</span>` +
    `${side(m.away.teamId, m.awayLabel)}</div>` +
    `<small>${escapeHtml(stageName(m, t))}${cards ? ` · ${cards}` : ""}${badge}</small></td></tr>`
  );
}

/**
 * Rows per table of a long schedule. A day of 232 matches as one table was laid out whole as the page loaded
 * (issue 13: most of a slow phone's blocked main thread): cut into tables of this many rows, each in a box with
 * `content-visibility: auto` (public-page-style.ts), the browser lays out only the boxes near the screen.
 */
export const SCHEDULE_CHUNK_ROWS = 20;

/**
 * The schedule table of some matches (one day's), with its column headers. A long day is several tables of
 * {@link SCHEDULE_CHUNK_ROWS} rows that look like one: the later ones keep their headers for screen readers only.
 */
export function scheduleTableHtml(matches: readonly PublicMatch[], ctx: RowContext): string {
  const { t } = ctx;
  const table = (rows: readonly PublicMatch[], first: boolean) => {
    const head = (key: string) => {
      const text = escapeHtml(t(`public.schedule.${key}`));
      return first ? text : `<span class="pl-sr">${text}</span>`;
    };
    return (
      `<table class="public-schedule pl-table${ctx.manyDays ? " pl-many-days" : ""}${first ? "" : " pl-cont"}">` +
      (first ? `<caption class="public-print-only">${escapeHtml(t("public.schedule.title"))}</caption>` : "") +
      `<thead><tr><th scope="col" class="pl-when">${head("time")}</th><th scope="col">${head("match")}</th></tr></thead>` +
      `<tbody>${rows.map((m) => scheduleRowHtml(m, ctx)).join("")}</tbody></table>`
    );
  };
  if (matches.length <= SCHEDULE_CHUNK_ROWS) return table(matches, true);
  const chunks: string[] = [];
  for (let i = 0; i < matches.length; i += SCHEDULE_CHUNK_ROWS) {
    const rows = matches.slice(i, i + SCHEDULE_CHUNK_ROWS);
    // --rows: the box's estimated height until the browser has laid it out once (then it keeps the real one).
    chunks.push(`<div class="pl-chunk" style="--rows:${rows.length}">${table(rows, i === 0)}</div>`);
  }
  return chunks.join("");
}

/** The title of a day's box: "Saturday, 4 May 2030 · 116". */
export const dayTitle = (day: string, count: number, lang: string) =>
  `${formatDay(day, lang, { weekday: "long", day: "numeric", month: "long", year: "numeric" })} · ${count}`;

/** One match as a line of a list: "Next 09:12 · Pitch 2 · A – B", the score when shown; `data-now-match` names it. */
export function matchLineHtml(m: PublicMatch, prefix: string, ctx: RowContext): string {
  const score = ctx.showScores && m.result ? ` <b>${scoreText(m.result)}</b>` : "";
  const cards = cardsHtml(m, ctx);
  const mine = mineOf(m, ctx.myTeam);
  return (
    `<li data-now-match="${escapeHtml(m.id)}"${mine ? ' class="public-mine"' : ""}>` +
    `<span class="pl-nn-when">${prefix ? `${escapeHtml(prefix)} ` : ""}` +
    `<time datetime="${escapeHtml(m.start)}">${escapeHtml(clockOf(m.start))}</time></span> ` +
    `<span class="pl-small">${escapeHtml(ctx.pitchNames.get(m.pitch) ?? m.pitch)}</span> ` +
    `<span class="pl-nn-teams">${escapeHtml(sideName(m.home.teamId, m.homeLabel, ctx))} – ` +
    `${escapeHtml(sideName(m.away.teamId, m.awayLabel, ctx))}</span>${score}${cards ? ` ${cards}` : ""}</li>`
  );
}

/** The "now / next" list: the matches being played, then those of the next kick-off. */
export function nowNextHtml(matches: readonly PublicMatch[], ctx: RowContext): string {
  const { now, next } = nowAndNext(matches, ctx.playing);
  if (now.length === 0 && next.length === 0)
    return `<p class="pl-small">${escapeHtml(ctx.t("public.nowNext.none"))}</p>`;
  const lines = [
    ...now.map((m) => matchLineHtml(m, ctx.t("public.nowNext.now"), ctx)),
    ...next.map((m) => matchLineHtml(m, ctx.t("public.nowNext.next"), ctx)),
  ];
  return `<ul class="pl-nownext">${lines.join("")}</ul>`;
}

/** A team's matches as a list, for "my team" (days named when the tournament has more than one). */
export function teamMatchesHtml(matches: readonly PublicMatch[], teamId: string, ctx: RowContext): string {
  const lines = matches
    .filter((m) => m.home.teamId === teamId || m.away.teamId === teamId)
    .map((m) =>
      matchLineHtml(m, ctx.manyDays ? formatDay(m.start, ctx.lang, { day: "numeric", month: "short" }) : "", ctx),
    );
  return `<ul class="pl-nownext">${lines.join("")}</ul>`;
}

/** The note under a team that was level with others (same wording as the organiser's tables). */
export function tieNote(row: { levelWith: readonly string[]; reason: string }, t: Translate): string | null {
  if (row.levelWith.length === 0 || row.reason === "points" || row.reason === "level") return null;
  if (row.reason === "unresolved") return t("engine.reason.unresolved");
  return t("public.table.decidedBy", { reason: t(`engine.reason.${row.reason}`) });
}

const abbr = (t: Translate, key: string) =>
  `<abbr title="${escapeHtml(t(`public.table.${key}`))}">${escapeHtml(t(`public.table.${key}Short`))}</abbr>`;

/** One group's table: rank (marked when it goes through), team, P W D L, goals (from 36em), difference, points. */
export function groupTableHtml(
  standings: Standings,
  ctx: Pick<RowContext, "t" | "names" | "myTeam">,
  marks: ReadonlyMap<string, Qualification>,
  heading: 3 | 5 = 3,
): string {
  const { t } = ctx;
  const title = escapeHtml(t("public.match.group", { group: standings.group }));
  const rows = standings.rows.map((row) => {
    const mark = marks.get(row.teamId);
    const mine = row.teamId === ctx.myTeam;
    const note = tieNote(row, t);
    const rank = mark
      ? `<span class="pl-qual" data-qualification="${mark}">${row.rank}</span><span class="pl-sr">${escapeHtml(t(`public.table.qualification.${mark}`))}</span>`
      : String(row.rank);
    const diff = row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference);
    return (
      `<tr${mine ? ' data-mine="true" class="public-mine"' : ""}${mark ? ` data-qualification="${mark}"` : ""}>` +
      `<td>${rank}</td><td class="pl-teams"><span class="pl-team${mine ? " pl-strong" : ""}">${escapeHtml(ctx.names.get(row.teamId) ?? row.teamId)}</span>` +
      `${note ? `<span class="pl-small" data-reason="${escapeHtml(row.reason)}">${escapeHtml(note)}</span>` : ""}</td>` +
      `<td class="pl-num pl-xs">${row.played}</td><td class="pl-num">${row.won}</td><td class="pl-num">${row.drawn}</td>` +
      `<td class="pl-num">${row.lost}</td><td class="pl-num pl-xs">${row.goalsFor}:${row.goalsAgainst}</td>` +
      `<td class="pl-num">${diff}</td><td class="pl-num pl-points">${row.points}</td></tr>`
    );
  });
  const kinds = (["through", "bestOf"] as const).filter((k) => standings.rows.some((r) => marks.get(r.teamId) === k));
  const legend = kinds.length
    ? `<ul class="pl-legend" data-legend>${kinds
        .map(
          (k) =>
            `<li><span class="pl-qual" data-qualification="${k}" aria-hidden="true"></span>${escapeHtml(t(`public.table.qualification.${k}`))}</li>`,
        )
        .join("")}</ul>`
    : "";
  const unresolved =
    standings.unresolved.length > 0 && !standings.rows.some((r) => r.reason === "unresolved")
      ? `<p class="pl-small">${escapeHtml(t("engine.reason.unresolved"))}</p>`
      : "";
  return (
    `<section class="pl-group" aria-label="${title}" data-standings="${escapeHtml(standings.group)}"><h${heading}>${title}</h${heading}>` +
    `<table class="pl-table pl-standings"><thead><tr><th scope="col" class="pl-rank">${abbr2(t, "rank", "#")}</th>` +
    `<th scope="col">${escapeHtml(t("public.table.team"))}</th><th scope="col" class="pl-num pl-w30 pl-xs">${abbr(t, "played")}</th>` +
    `<th scope="col" class="pl-num">${abbr(t, "won")}</th><th scope="col" class="pl-num">${abbr(t, "drawn")}</th>` +
    `<th scope="col" class="pl-num">${abbr(t, "lost")}</th><th scope="col" class="pl-num pl-xs pl-goals">${abbr(t, "goals")}</th>` +
    `<th scope="col" class="pl-num pl-w36">${abbr(t, "difference")}</th><th scope="col" class="pl-num pl-w36">${abbr(t, "points")}</th></tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>${legend}${unresolved}</section>`
  );
}

const abbr2 = (t: Translate, key: string, short: string) =>
  `<abbr title="${escapeHtml(t(`public.table.${key}`))}">${short}</abbr>`;

/**
 * Every group's table; without published tables the groups' teams and a note instead. Empty without groups.
 * `heading`: the groups' heading level (3 on the tournament page, 5 inside the event page's division section).
 */
export function groupTablesHtml(
  tournament: PublicTournament,
  ctx: Pick<RowContext, "t" | "names" | "myTeam">,
  heading: 3 | 5 = 3,
) {
  const { t } = ctx;
  if (tournament.publicResults !== "all" || tournament.standings.length === 0) {
    if (tournament.groups.length === 0) return "";
    const note = tournament.publicResults !== "all" ? `<p>${escapeHtml(t("public.privacy.noTables"))}</p>` : "";
    const groups = tournament.groups.map((g) => {
      const title = escapeHtml(t("public.match.group", { group: g.name }));
      const teams = g.teamIds.map((id) => `<li>${escapeHtml(ctx.names.get(id) ?? id)}</li>`).join("");
      return `<section class="pl-group" aria-label="${title}"><h${heading}>${title}</h${heading}><ul class="pl-teamlist">${teams}</ul></section>`;
    });
    return `${note}<div class="pl-groups">${groups.join("")}</div>`;
  }
  const marks = qualificationMarks(tournament.matches, tournament.standings);
  return `<div class="pl-groups">${tournament.standings.map((s) => groupTableHtml(s, ctx, marks, heading)).join("")}</div>`;
}

/**
 * The schedule's days as native `<details>` (a day with matches to play opens by default), one table each. `open`:
 * the days a visitor opened or closed keep their state when the schedule is drawn again.
 */
export function scheduleDaysHtml(
  matches: readonly PublicMatch[],
  ctx: RowContext,
  open?: ReadonlyMap<string, boolean>,
): string {
  return scheduleDays(matches)
    .map(
      (d) =>
        `<details class="pl-day" data-day="${d.day}"${(open?.get(d.day) ?? d.open) ? " open" : ""}><summary>${escapeHtml(dayTitle(d.day, d.matches.length, ctx.lang))}</summary>` +
        `<div>${scheduleTableHtml(d.matches, ctx)}</div></details>`,
    )
    .join("");
}

const PLACEMENT_STAGES = new Set(["placement", "thirdPlace"]);

/** One knockout match as the bracket's card (the app's bracket and the event page): id, kick-off, pitch, sides, winner bold. */
export function knockoutCardHtml(
  m: PublicMatch,
  ctx: Pick<RowContext, "t" | "names" | "pitchNames" | "myTeam" | "showScores">,
): string {
  const result = ctx.showScores ? m.result : undefined;
  const decider = result?.penalties ?? result;
  const winner = decider && decider.home !== decider.away ? (decider.home > decider.away ? "home" : "away") : null;
  const side = (name: string, goals: number | undefined, won: boolean) =>
    `<span class="pl-card-side${won ? " pl-card-won" : ""}"><span class="pl-teams">${escapeHtml(name)}</span>` +
    `${goals !== undefined ? `<b data-score>${goals}</b>` : ""}</span>`;
  return (
    `<div class="pl-card${mineOf(m, ctx.myTeam) ? " public-mine" : ""}" data-match="${escapeHtml(m.id)}">` +
    `<span class="pl-small">${escapeHtml(`${m.id} · ${clockOf(m.start)} · ${ctx.pitchNames.get(m.pitch) ?? m.pitch}`)}</span>` +
    side(sideName(m.home.teamId, m.homeLabel, ctx), result?.home, winner === "home") +
    side(sideName(m.away.teamId, m.awayLabel, ctx), result?.away, winner === "away") +
    (result?.penalties
      ? `<span class="pl-small">${escapeHtml(ctx.t("public.match.penalties", { score: scoreText(result.penalties) }))}</span>`
      : "") +
    `</div>`
  );
}

/** The knockout rounds split as the page shows them: the main rounds, then placement matches from the best place down. */
export function knockoutRounds(tournament: PublicTournament) {
  const byId = new Map(tournament.matches.map((m) => [m.id, m]));
  const placeOf = (r: KnockoutRound) => byId.get(r.matchIds[0] ?? "")?.placeFor ?? Number.MAX_SAFE_INTEGER;
  const main = tournament.knockout.filter((r) => !PLACEMENT_STAGES.has(r.stage));
  const placement = tournament.knockout
    .filter((r) => PLACEMENT_STAGES.has(r.stage))
    .sort((a, b) => placeOf(a) - placeOf(b));
  return { byId, main, placement };
}

type KnockoutRound = PublicTournament["knockout"][number];

/** One knockout round: its title (`heading` is its level) and a list of its matches' cards. */
export function knockoutRoundHtml(
  r: KnockoutRound,
  byId: ReadonlyMap<string, PublicMatch>,
  ctx: Pick<RowContext, "t" | "names" | "pitchNames" | "myTeam" | "showScores">,
  heading: 3 | 4 | 5,
): string {
  const matches = r.matchIds.flatMap((id) => byId.get(id) ?? []);
  const first = matches[0];
  const title =
    r.stage === "placement" && first ? stageName(first, ctx.t) : ctx.t(`engine.${r.label.key}`, r.label.params);
  return (
    `<section class="pl-round" aria-label="${escapeHtml(title)}"><h${heading} class="pl-h5">${escapeHtml(title)}</h${heading}>` +
    `<ul class="pl-cards">${matches.map((m) => `<li>${knockoutCardHtml(m, ctx)}</li>`).join("")}</ul></section>`
  );
}

/**
 * The knockout stage as the bracket's list view: each round a titled list of cards (`heading` is its level), the
 * placement matches from the best place down. Empty without a knockout stage.
 */
export function knockoutListHtml(tournament: PublicTournament, ctx: RowContext, heading: 3 | 4 | 5 = 4): string {
  if (tournament.knockout.length === 0) return "";
  const { byId, main, placement } = knockoutRounds(tournament);
  return `<div class="pl-stack-sm">${[...main, ...placement].map((r) => knockoutRoundHtml(r, byId, ctx, heading)).join("")}</div>`;
}
