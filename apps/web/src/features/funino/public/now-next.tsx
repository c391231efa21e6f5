import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { festivalOver, nowNextOf, type RoundSlot, timeOf } from "./festival-view.ts";
import { RoundClock } from "./round-clock.tsx";

type Labels = { names: ReadonlyMap<string, string>; pitchNames: ReadonlyMap<string, string> };

/** "Round 3 · Pitch 4 vs Team X", "Round 4 · bench this round", … */
export function useSlotText({ names, pitchNames }: Labels) {
  const { t } = useTranslation();
  return (s: RoundSlot) => {
    switch (s.slot.kind) {
      case "game":
        return t("festival.page.where.game", {
          round: s.round,
          pitch: pitchNames.get(s.slot.pitch) ?? s.slot.pitch,
          opponent: names.get(s.slot.opponent) ?? s.slot.opponent,
        });
      case "bench":
        return t("festival.page.where.bench", { round: s.round });
      case "pending":
        return t("festival.page.where.pending", { round: s.round, previous: s.round - 1 });
      case "absent":
        return t("festival.page.where.absent", { round: s.round });
    }
  };
}

/** The parent's glance: the team picker (remembered on the device) and where the team plays now and next. */
export function NowNext({
  festival,
  labels,
  myTeam,
  onFollow,
  now,
  offset,
}: {
  festival: FuninoPublic;
  labels: Labels;
  myTeam: string | null;
  onFollow: (teamId: string | null) => void;
  now: number;
  offset: number;
}) {
  const { t, i18n } = useTranslation();
  const slotText = useSlotText(labels);
  const teams = festival.teams
    .filter((team) => !team.withdrawn || team.id === myTeam)
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const over = festivalOver(festival);
  const current = festival.currentRound;
  const { now: nowSlot, next } = myTeam ? nowNextOf(festival, myTeam) : { now: null, next: null };
  const currentStart = festival.rounds[current - 1]?.start;

  return (
    <section aria-labelledby="festival-now" className="fp-now" data-now-next>
      <Stack gap="sm">
        <h2 id="festival-now" className="pl-h2" style={{ margin: 0 }}>
          {t("festival.page.myTeam.title")}
        </h2>
        <div className="fp-follow">
          <label htmlFor="festival-follow" style={{ display: "block", fontWeight: 600, marginBottom: 4 }}>
            {t("festival.page.myTeam.select")}
          </label>
          <select id="festival-follow" value={myTeam ?? ""} onChange={(e) => onFollow(e.currentTarget.value || null)}>
            <option value="">{t("festival.page.myTeam.none")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.club ? `${team.name} (${team.club})` : team.name}
              </option>
            ))}
          </select>
        </div>
        {over ? (
          <Text className="fp-mid" data-over>
            {t("festival.page.over")}
          </Text>
        ) : festival.rounds.length === 0 ? (
          <Text>{t("festival.page.noRounds")}</Text>
        ) : (
          <>
            {nowSlot ? (
              <div data-now={nowSlot.slot.kind}>
                <Text className="fp-big">
                  {t("festival.page.now")}: {slotText(nowSlot)}
                </Text>
                <RoundClock festival={festival} round={current} now={now} offset={offset} className="fp-mid" />
                <Text size="lg">{t("festival.page.kickoff", { time: timeOf(nowSlot.start) })}</Text>
              </div>
            ) : (
              <div>
                <Text className="fp-big">
                  {t("festival.page.now")}: {t("festival.page.roundOf", { round: current, count: festival.roundCount })}
                </Text>
                <RoundClock festival={festival} round={current} now={now} offset={offset} className="fp-mid" />
                {currentStart ? (
                  <Text size="lg">{t("festival.page.kickoff", { time: timeOf(currentStart) })}</Text>
                ) : null}
              </div>
            )}
            {next ? (
              <div data-next={next.slot.kind}>
                <Text className="fp-mid">
                  {t("festival.page.next")}: {slotText(next)}
                </Text>
                <Text>{t("festival.page.kickoff", { time: timeOf(next.start) })}</Text>
              </div>
            ) : myTeam ? (
              <Text className="fp-mid">{t("festival.page.lastRound")}</Text>
            ) : null}
            {!myTeam ? <Text size="sm">{t("festival.page.myTeam.hint")}</Text> : null}
          </>
        )}
      </Stack>
    </section>
  );
}
