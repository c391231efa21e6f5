import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ladderOf, outcomeOf, startOf, timeOf } from "./festival-view.ts";

type Labels = { names: ReadonlyMap<string, string>; pitchNames: ReadonlyMap<string, string> };
type RoundView = FuninoPublic["rounds"][number];
/** What the page's festival parts show: the festival, its names, and the team the visitor follows. */
type FestivalPartProps = { festival: FuninoPublic; labels: Labels; myTeam: string | null };

/** One game's outcome as the server answered it (only there when the organiser made outcomes public). */
function Outcome({ round, game, names }: { round: RoundView; game: number; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const o = outcomeOf(round, game);
  const g = round.games[game];
  if (!o || !g) return null;
  const score = o.score ? ` ${o.score.first}:${o.score.second}` : "";
  const winner = o.outcome === "first" ? g.first : o.outcome === "second" ? g.second : null;
  const text = winner
    ? t("festival.page.outcome.won", { team: names.get(winner) ?? winner })
    : o.decidedWinner
      ? t("festival.page.outcome.decided", { team: names.get(o.decidedWinner) ?? o.decidedWinner })
      : t("festival.page.outcome.draw");
  return (
    <Text span size="sm" data-outcome={o.outcome}>
      {" — "}
      {text}
      {score}
    </Text>
  );
}

/** Every round, collapsible (the current one open): its kick-off, pitches and pairings, the bench. */
export function FestivalRounds({ festival, labels, myTeam }: FestivalPartProps) {
  const { t } = useTranslation();
  const { names, pitchNames } = labels;
  const numbers = Array.from({ length: festival.roundCount }, (_, i) => i + 1);
  return (
    <Stack gap={0}>
      {numbers.map((n) => {
        const round = festival.rounds[n - 1];
        const current = n === festival.currentRound;
        const state = n < festival.currentRound ? "played" : current ? "current" : "later";
        return (
          <details key={n} className="fp-round" open={current} data-round={n} data-state={state}>
            <summary>
              {t("festival.page.rounds.round", { round: n, time: timeOf(startOf(festival, n)) })}
              {current ? ` · ${t("festival.page.rounds.current")}` : ""}
            </summary>
            {round ? (
              <>
                <ul className="fp-list">
                  {round.games.map((g, k) => {
                    const mine = myTeam !== null && (g.first === myTeam || g.second === myTeam);
                    return (
                      <li key={`${g.pitch}-${g.first}`} className={mine ? "fp-mine" : undefined}>
                        <strong>{pitchNames.get(g.pitch) ?? g.pitch}</strong>
                        {": "}
                        {t("festival.page.rounds.game", {
                          first: names.get(g.first) ?? g.first,
                          second: names.get(g.second) ?? g.second,
                        })}
                        <Outcome round={round} game={k} names={names} />
                      </li>
                    );
                  })}
                </ul>
                <Text size="sm" py={6} className={myTeam && round.bench.includes(myTeam) ? "fp-mine" : undefined}>
                  {round.bench.length > 0
                    ? t("festival.page.rounds.bench", {
                        teams: round.bench.map((id) => names.get(id) ?? id).join(", "),
                      })
                    : t("festival.page.rounds.noBench")}
                </Text>
              </>
            ) : (
              <Text size="sm" py={6}>
                {t("festival.page.rounds.pending", { previous: n - 1 })}
              </Text>
            )}
          </details>
        );
      })}
    </Stack>
  );
}

const ARROWS: Record<string, string> = { "1": "▲", "-1": "▼", "0": "■" };

/**
 * The ladder of the latest round (top first) with each team's climb or fall since the round before. Only when
 * the answer has outcomes (the organiser made them public); never a table, points or a winner.
 */
export function FestivalLadder({ festival, labels, myTeam }: FestivalPartProps) {
  const { t } = useTranslation();
  const round = Math.min(festival.currentRound, festival.rounds.length);
  const rows = ladderOf(festival, round);
  if (!rows || rows.length === 0) return null;
  const moveText = (move: number | null) =>
    move === null
      ? ""
      : t(move > 0 ? "festival.ladder.up" : move < 0 ? "festival.ladder.down" : "festival.ladder.same");
  return (
    <section aria-labelledby="festival-ladder">
      <h2 id="festival-ladder" className="pl-h2">
        {t("festival.ladder.title", { round })}
      </h2>
      <Text size="sm" mb="xs">
        {t("festival.ladder.intro")}
      </Text>
      <ol className="fp-list" data-ladder>
        {rows.map((row) => (
          <li key={row.pitch}>
            <strong>{labels.pitchNames.get(row.pitch) ?? row.pitch}</strong>
            {row.position === 1 ? ` (${t("festival.map.topLong")})` : ""}
            {": "}
            {row.teams.map((team, i) => (
              <span
                key={team.id}
                className={team.id === myTeam ? "fp-winner" : undefined}
                data-move={team.move ?? undefined}
              >
                {i > 0 ? ` ${t("festival.map.vs")} ` : ""}
                {team.move !== null ? (
                  <>
                    <span aria-hidden="true">{ARROWS[String(team.move)]} </span>
                    <VisuallyHidden component="span">{`${moveText(team.move)}: `}</VisuallyHidden>
                  </>
                ) : null}
                {labels.names.get(team.id) ?? team.id}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
