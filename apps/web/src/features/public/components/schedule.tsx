import type { PublicMatch, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { dayTitle, rowContext, scheduleDays, scheduleTableHtml } from "@kickoff/domain/public-page-html.ts";
import { filterMatches, type ScheduleFilters, teamsByName } from "@kickoff/domain/public-tournament-html.ts";
import { useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { hasFirstPaint } from "../../../lib/first-paint.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { plainTranslate } from "../lib/first-paint.ts";
import { pitchLabels } from "../lib/labels.ts";

type Filters = ScheduleFilters;
const ALL = "";

/**
 * The schedule by day and kick-off with pitch, stage and score; filters by team, group and pitch. A table also in
 * print. `playing`: the matches being played now, marked "Live". The rows are the domain's plain HTML (the same
 * the server sends as the first paint, ADR 0015): one string per day instead of components per row.
 */
export function Schedule({
  tournament,
  myTeam,
  playing,
}: {
  tournament: PublicTournament;
  myTeam: string | null;
  playing: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<Filters>({ team: ALL, group: ALL, pitch: ALL });
  const pitchName = useMemo(() => pitchLabels(tournament.pitches, t), [tournament.pitches, t]);
  const shown = useMemo(() => filterMatches(tournament.matches, filters), [tournament.matches, filters]);
  const showScores = tournament.publicResults !== "none";
  const ctx = useMemo(
    () => rowContext(tournament, { t: plainTranslate(t), lang, myTeam, playing }),
    [tournament, t, lang, myTeam, playing],
  );
  const days = useMemo(() => scheduleDays(shown), [shown]);
  const teamOptions = teamsByName(tournament.teams, lang).map((team) => ({ value: team.id, label: team.name }));

  return (
    <div className="pl-stack-sm">
      {/* Plain selects with the lean page's classes: the server's first paint draws the same row (ADR 0015). */}
      <div className="pl-filters public-no-print">
        <Filter
          id="schedule-team"
          label={t("public.schedule.filterTeam")}
          value={filters.team}
          onChange={(team) => setFilters({ ...filters, team })}
          options={[{ value: ALL, label: t("public.schedule.allTeams") }, ...teamOptions]}
        />
        {tournament.groups.length > 1 ? (
          <Filter
            id="schedule-group"
            label={t("public.schedule.filterGroup")}
            value={filters.group}
            onChange={(group) => setFilters({ ...filters, group })}
            options={[
              { value: ALL, label: t("public.schedule.allGroups") },
              ...tournament.groups.map((g) => ({ value: g.name, label: t("public.match.group", { group: g.name }) })),
            ]}
          />
        ) : null}
        {tournament.pitches.length > 1 ? (
          <Filter
            id="schedule-pitch"
            label={t("public.schedule.filterPitch")}
            value={filters.pitch}
            onChange={(pitch) => setFilters({ ...filters, pitch })}
            options={[
              { value: ALL, label: t("public.schedule.allPitches") },
              ...tournament.pitches.map((p) => ({ value: p.id, label: pitchName.get(p.id) ?? p.name })),
            ]}
          />
        ) : null}
      </div>
      {!showScores ? <p className="pl-small">{t("public.privacy.noResults")}</p> : null}
      {shown.length === 0 ? (
        <p className="pl-p">
          {tournament.matches.length === 0 ? t("public.schedule.noPlan") : t("public.schedule.noneMatch")}
        </p>
      ) : (
        <div>
          {days.map((d) => (
            <ScheduleDay key={d.day} day={d.day} matches={d.matches} defaultOpen={d.open} ctx={ctx} lang={lang} />
          ))}
        </div>
      )}
    </div>
  );
}

function Filter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <div className="pl-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** While the page is printed: every day opens, a printed schedule has no closed boxes. */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // Synchronously: the browser lays out the printed page right after this event.
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener("beforeprint", start);
    window.addEventListener("afterprint", end);
    return () => {
      window.removeEventListener("beforeprint", start);
      window.removeEventListener("afterprint", end);
    };
  }, []);
  return printing;
}

/** Rows made at once; the rest of a long day follows when the browser is idle. */
const FIRST_ROWS = 40;

/**
 * One day in a box of its own (native details: keyboard and screen readers know it). A closed day's rows are made
 * only when it is opened, a long day's after its first {@link FIRST_ROWS} when the browser is idle — unless the
 * server's first paint is on screen: then every row at once, so nothing the visitor may be reading disappears.
 * A day the visitor opened or closed stays so while live results arrive.
 */
function ScheduleDay({
  day,
  matches,
  defaultOpen,
  ctx,
  lang,
}: {
  day: string;
  matches: PublicMatch[];
  defaultOpen: boolean;
  ctx: ReturnType<typeof rowContext>;
  lang: string;
}) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const printing = usePrinting();
  const open = printing || (chosen ?? defaultOpen);
  const [seen, setSeen] = useState(open);
  const [whole, setWhole] = useState(() => matches.length <= FIRST_ROWS || hasFirstPaint());
  useEffect(() => {
    if (whole) return;
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(() => setWhole(true), { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setWhole(true), 50);
    return () => clearTimeout(timer);
  }, [whole]);
  const html = useMemo(
    () => (open || seen ? scheduleTableHtml(whole ? matches : matches.slice(0, FIRST_ROWS), ctx) : ""),
    [open, seen, whole, matches, ctx],
  );
  return (
    <details
      className="pl-day"
      data-day={day}
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        if (now !== open && !printing) setChosen(now);
        if (now) setSeen(true);
      }}
    >
      <summary>{dayTitle(day, matches.length, lang)}</summary>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's markup, every text in it escaped. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}
