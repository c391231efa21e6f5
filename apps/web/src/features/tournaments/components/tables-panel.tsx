import { qualificationMarks } from "@kickoff/domain/placeholders.ts";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { FinalRanking } from "../../../components/tournament/final-ranking.tsx";
import { finalRanking } from "../../../components/tournament/ranking.ts";
import { StandingsTable } from "../../../components/tournament/standings-table.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSaveTieDecisions } from "../api/tie-decisions.ts";
import type { ManagedTournament } from "../api/types.ts";
import {
  type OpenTie,
  openTies,
  type StoredDecision,
  scopeKey,
  storedDecisions,
  withoutDecision,
} from "../lib/tie-decisions.ts";
import { TieDecisionDialog, useScopeLabel } from "./tie-decision-dialog.tsx";

/** Finished and archived tournaments are read-only: their tie decisions stay as they are. */
const DECIDABLE = new Set<ManagedTournament["status"]>(["draft", "published", "running"]);

/** Tables tab of the control centre: final ranking, the group tables, and the ties the organiser must decide. */
export function TablesPanel({
  tournament,
  names,
}: {
  tournament: ManagedTournament;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  const [deciding, setDeciding] = useState<OpenTie | null>(null);
  const [clearing, setClearing] = useState<StoredDecision | null>(null);
  const save = useSaveTieDecisions(tournament.id);
  const canDecide = tournament.abilities.edit && DECIDABLE.has(tournament.status);
  const ties = openTies(tournament);
  const stored = storedDecisions(tournament.tieDecisions);
  const marks = qualificationMarks(tournament.matches, tournament.standings);
  const name = (id: string) => names.get(id) ?? id;

  const clear = () => {
    if (!clearing) return;
    save.mutate(withoutDecision(tournament.tieDecisions, clearing.scope, clearing.method), {
      onSuccess: () => {
        setClearing(null);
        showSnackbar(t("organiser.ties.cleared"), "success");
      },
    });
  };

  return (
    <Stack gap="lg">
      {ties.map((tie) => (
        <Alert
          key={`${scopeKey(tie.scope)}-${tie.teams.join()}`}
          color="orange"
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          title={t("organiser.ties.openTitle", { scope: scopeLabel(tie.scope) })}
        >
          <Stack gap="xs">
            <Text size="sm">{t("organiser.ties.level", { teams: tie.teams.map(name).join(", ") })}</Text>
            {canDecide ? (
              <Group>
                <Button
                  size="sm"
                  onClick={() => setDeciding(tie)}
                  aria-label={t("organiser.ties.decideFor", { scope: scopeLabel(tie.scope) })}
                >
                  {t("organiser.ties.decide")}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ))}
      <FinalRanking
        placements={finalRanking(tournament.matches, tournament.results, tournament.standings)}
        names={names}
        level={2}
      />
      {tournament.standings.map((g) => (
        <StandingsTable key={g.group} group={g.group} rows={g.rows} names={names} marks={marks} level={2} />
      ))}
      {stored.length ? (
        <section aria-labelledby="stored-ties-title">
          <Title order={2} size="h4" id="stored-ties-title" mb="xs">
            {t("organiser.ties.storedTitle")}
          </Title>
          <Stack gap="xs">
            {stored.map((d) => (
              <Group
                key={`${scopeKey(d.scope)}-${d.method}`}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                data-decision={`${scopeKey(d.scope)}-${d.method}`}
              >
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                  {t("organiser.ties.storedLine", {
                    scope: scopeLabel(d.scope),
                    method: t(`engine.reason.${d.method}`),
                    order: d.order.map(name).join(", "),
                  })}
                </Text>
                {canDecide ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => setClearing(d)}
                    aria-label={t("organiser.ties.clearFor", {
                      scope: scopeLabel(d.scope),
                      method: t(`engine.reason.${d.method}`),
                    })}
                  >
                    {t("organiser.ties.clear")}
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        </section>
      ) : null}
      <TieDecisionDialog tie={deciding} tournament={tournament} names={names} onClose={() => setDeciding(null)} />
      <ConfirmModal
        opened={clearing !== null}
        title={t("organiser.ties.clearTitle")}
        message={
          clearing
            ? t("organiser.ties.clearMessage", {
                scope: scopeLabel(clearing.scope),
                method: t(`engine.reason.${clearing.method}`),
              })
            : ""
        }
        confirmLabel={t("organiser.ties.clear")}
        danger
        busy={save.isPending}
        onConfirm={clear}
        onClose={() => setClearing(null)}
      />
    </Stack>
  );
}
