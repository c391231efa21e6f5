import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QrCode } from "../../../components/qr-code.tsx";
import type { LiveStatus } from "../../../lib/live-connection.ts";
import { festivalOver, mapColumns, mapLayout, startOf, timeOf } from "./festival-view.ts";
import { LiveStatusLine } from "./live-status.tsx";
import { PitchMap } from "./pitch-map.tsx";
import { DisplayClock } from "./round-clock.tsx";

type Labels = { names: ReadonlyMap<string, string>; pitchNames: ReadonlyMap<string, string> };

/**
 * Display mode (`?view=display`) for a screen at the venue: the current round's pitch map, the round clock and the
 * next round's pairings in large type, the whole screen, no navigation. Live like the page.
 */
export function FestivalDisplay({
  festival,
  labels,
  now,
  offset,
  live,
  url,
}: {
  festival: FuninoPublic;
  labels: Labels;
  now: number;
  offset: number;
  live: LiveStatus;
  url: string;
}) {
  const { t } = useTranslation();
  const over = festivalOver(festival);
  const current = Math.min(festival.currentRound, festival.roundCount);
  const round = festival.rounds[current - 1];
  const nextNumber = current + 1;
  const next = nextNumber <= festival.roundCount ? festival.rounds[nextNumber - 1] : undefined;
  const layout = mapLayout(festival.pitches, round, {
    columns: mapColumns(festival.pitches.length, true),
    ladder: festival.config.planType === "ladder",
  });
  const { names, pitchNames } = labels;

  return (
    // data-ready: the first data has arrived and is shown (tests wait for it).
    <div className="fd-root" data-display data-ready>
      <header className="fd-header">
        <div style={{ minWidth: 0, flex: "1 1 20rem" }}>
          <h1 className="fd-name">{festival.general.name}</h1>
          <div className="fd-round">
            {over
              ? t("festival.display.over")
              : `${t("festival.page.roundOf", { round: current, count: festival.roundCount })} · ${t("festival.page.kickoff", { time: timeOf(startOf(festival, current)) })}`}
          </div>
          <LiveStatusLine status={live} size="md" />
        </div>
        {over || !round ? null : <DisplayClock festival={festival} round={current} now={now} offset={offset} />}
      </header>
      {over ? (
        <div style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: "3vh", marginTop: "6vh" }}>
          <Text className="fd-round" ta="center">
            {t("festival.display.thanks")}
          </Text>
          <QrCode value={url} label={t("public.share.qrLabel", { name: festival.general.name })} size={280} />
          <span className="fd-round">{t("festival.display.scan")}</span>
        </div>
      ) : festival.rounds.length === 0 ? (
        <Text className="fd-round">{t("festival.page.noRounds")}</Text>
      ) : (
        <div className="fd-body">
          <div className="fd-map">
            <PitchMap
              layout={layout}
              round={current}
              names={names}
              pitchNames={pitchNames}
              myTeam={null}
              nameChars={14}
            />
          </div>
          <aside className="fd-side" aria-labelledby="festival-display-next">
            {nextNumber <= festival.roundCount ? (
              <>
                <h2 id="festival-display-next">
                  {t("festival.display.next", { round: nextNumber, time: timeOf(startOf(festival, nextNumber)) })}
                </h2>
                {next ? (
                  <ul className="fp-list" data-next-round={nextNumber}>
                    {next.games.map((g) => (
                      <li key={`${g.pitch}-${g.first}`}>
                        <strong>{pitchNames.get(g.pitch) ?? g.pitch}</strong>
                        {": "}
                        {t("festival.page.rounds.game", {
                          first: names.get(g.first) ?? g.first,
                          second: names.get(g.second) ?? g.second,
                        })}
                      </li>
                    ))}
                    {next.bench.length > 0 ? (
                      <li>
                        {t("festival.page.rounds.bench", {
                          teams: next.bench.map((id) => names.get(id) ?? id).join(", "),
                        })}
                      </li>
                    ) : null}
                  </ul>
                ) : (
                  <p style={{ margin: 0 }}>{t("festival.display.nextPending")}</p>
                )}
              </>
            ) : (
              <h2 id="festival-display-next">{t("festival.display.lastRound")}</h2>
            )}
            {round && round.bench.length > 0 ? (
              <p style={{ margin: 0 }}>
                {t("festival.display.benchNow", { teams: round.bench.map((id) => names.get(id) ?? id).join(", ") })}
              </p>
            ) : null}
            <div style={{ marginTop: "auto", display: "flex", alignItems: "center", gap: "1rem" }}>
              <QrCode value={url} label={t("public.share.qrLabel", { name: festival.general.name })} size={140} />
              <span>{t("festival.display.scan")}</span>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
