import type { FuninoInternal, FuninoResultResponse } from "@kickoff/domain/funino-contracts.ts";
import { formatLocalDate } from "@kickoff/domain/local-dates.ts";
import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useLiveUpdates } from "../../../lib/use-live-updates.ts";
import { useFestival } from "../api/get-festival.ts";
import { ControlCentreLoadFailed, ControlCentreLoading } from "../components/control-centre-states.tsx";
import { WaitingPanel } from "../components/waiting-panel.tsx";
import { FestivalAuditPanel } from "./festival-audit.tsx";
import { FestivalSettingsTab, FestivalTeamsTab } from "./festival-editing.tsx";
import { FestivalSharePanel } from "./festival-share.tsx";
import { FestivalStatusControl } from "./festival-status.tsx";
import { PlanPanel } from "./plan-panel.tsx";
import { RoundPanel } from "./round-panel.tsx";

const TABS = ["round", "plan", "teams", "waiting", "settings", "share", "audit"] as const;
type Tab = (typeof TABS)[number];

/**
 * The organiser's control centre of a festival, for a phone at the pitch: status, the round in play with its clock
 * and one card per pitch, the whole plan, teams, settings, links to share and the history of outcomes. Live: an
 * entry on another device (a referee's link, an editor) refetches the view at once.
 */
export function FestivalControlCentre({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const query = useFestival(id);
  const [tab, setTab] = useState<Tab>("round");
  const festival = query.data;
  const refetch = () => void queryClient.invalidateQueries({ queryKey: festivalKeys.managed(id) });
  const live = useLiveUpdates(id, festival?.version ?? null, refetch);
  useDocumentTitle(`${festival?.general.name ?? t("festivalOrganiser.title")} · ${t("app.name")}`);

  if (query.isError && !festival) return <ControlCentreLoadFailed title={t("festivalOrganiser.title")} query={query} />;
  if (!festival) return <ControlCentreLoading />;

  const put = (next: FuninoInternal) => queryClient.setQueryData(festivalKeys.managed(id), next);
  const onAnswer = (answer: FuninoResultResponse) => {
    // An older answer (a queued entry sent after a live refetch) must not replace a newer view.
    const shown = queryClient.getQueryData<FuninoInternal>(festivalKeys.managed(id));
    if (!shown || answer.festival.version >= shown.version) put(answer.festival);
  };

  return (
    <Container size="sm" py="md" px="sm" data-ready data-festival={festival.id}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {festival.general.name}
          </Title>
          <Text size="sm">
            {t("festivalOrganiser.subtitle", {
              date: formatLocalDate(festival.general.startDate, lang),
              count: festival.teams.filter((team) => !team.withdrawn).length,
              format: festival.config.format,
            })}
          </Text>
          <Text size="xs" aria-live="polite" data-live={live}>
            {t(`public.live.${live}`)}
          </Text>
        </div>
        <FestivalStatusControl festival={festival} />
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? "round")} keepMounted={false} variant="pills">
          <Tabs.List style={{ flexWrap: "wrap", rowGap: 4 }}>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`festival-tab-${name}`}>
                {t(`festivalOrganiser.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="round" pt="md">
            <RoundPanel festival={festival} receivedAt={query.dataUpdatedAt} onAnswer={onAnswer} onStale={refetch} />
          </Tabs.Panel>
          <Tabs.Panel value="plan" pt="md">
            <PlanPanel festival={festival} />
          </Tabs.Panel>
          <Tabs.Panel value="teams" pt="md">
            <FestivalTeamsTab festival={festival} onSaved={put} />
          </Tabs.Panel>
          <Tabs.Panel value="waiting" pt="md">
            <WaitingPanel id={festival.id} showStrength />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <FestivalSettingsTab festival={festival} onSaved={put} />
          </Tabs.Panel>
          <Tabs.Panel value="share" pt="md">
            <FestivalSharePanel festival={festival} />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="md">
            <FestivalAuditPanel festival={festival} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
