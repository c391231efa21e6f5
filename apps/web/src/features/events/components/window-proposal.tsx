import type { DivisionWindow } from "@kickoff/domain/event-contracts.ts";
import { isMultiDay } from "@kickoff/domain/event-days.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { type EventProposal, useProposeWindows } from "../api/events-api.ts";
import { windowText } from "../lib/day-labels.ts";

/** The planner's proposal of windows for every division (not stored until applied). */
export function WindowProposal({
  event,
  saving,
  onApply,
}: {
  event: EventInternal;
  saving: boolean;
  onApply: (windows: Array<{ tournamentId: string; window: DivisionWindow }>, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [proposal, setProposal] = useState<EventProposal | null>(null);
  const propose = useProposeWindows(event.id);
  const { general } = event;
  const lang = useLanguage();
  const nameOf = (tournamentId: string) =>
    event.divisions.find((d) => d.tournamentId === tournamentId)?.name ?? tournamentId;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("events.proposal.title")}
        </Title>
        <Text size="sm">{t("events.proposal.intro")}</Text>
        <Group>
          <Button
            variant="light"
            mih={TAP_TARGET}
            loading={propose.isPending}
            onClick={() =>
              propose.mutate(undefined, {
                onSuccess: setProposal,
                onError: (e) => showSnackbar(genericErrorMessage(e), "error"),
              })
            }
          >
            {t("events.proposal.propose")}
          </Button>
        </Group>
        {proposal && (
          <Stack gap="xs" data-testid="proposal">
            {Object.keys(proposal.windows).length === 0 && <Text size="sm">{t("events.proposal.none")}</Text>}
            <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
              {Object.entries(proposal.windows).map(([tournamentId, window]) => (
                <Text component="li" size="sm" key={tournamentId}>
                  <strong>{nameOf(tournamentId)}</strong>:{" "}
                  {windowText(window, general.pitches, {
                    multiDay: isMultiDay(general.startDate, general.endDate),
                    locale: LANGUAGE_TAGS[lang],
                  })}
                </Text>
              ))}
            </Stack>
            {proposal.unplaced.length > 0 && (
              <Alert color="orange">
                {t("events.proposal.unplaced", { names: proposal.unplaced.map(nameOf).join(", ") })}
              </Alert>
            )}
            {Object.keys(proposal.windows).length > 0 && (
              <Group>
                <Button
                  mih={TAP_TARGET}
                  loading={saving}
                  onClick={() =>
                    onApply(
                      Object.entries(proposal.windows).map(([tournamentId, window]) => ({ tournamentId, window })),
                      () => setProposal(null),
                    )
                  }
                >
                  {t("events.proposal.apply")}
                </Button>
                <Button variant="default" mih={TAP_TARGET} onClick={() => setProposal(null)}>
                  {t("events.proposal.discard")}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
