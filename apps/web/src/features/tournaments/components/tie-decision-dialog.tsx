import { ActionIcon, Alert, Button, Group, List, Modal, NumberInput, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamNames } from "../../../components/tournament/labels.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSaveTieDecisions } from "../api/tie-decisions.ts";
import type { ManagedTournament } from "../api/types.ts";
import {
  drawLots,
  lotApplies,
  type OpenTie,
  shootoutApplies,
  shootoutOrder,
  type TieMethod,
  type TieScope,
  withDecision,
} from "../lib/tie-decisions.ts";

/** "Group A" or "Best 3rd-placed teams" — the place a tie is in. */
export function useScopeLabel() {
  const { t } = useTranslation();
  return (scope: TieScope) =>
    scope.kind === "group"
      ? t("organiser.schedule.group", { group: scope.group })
      : t("organiser.ties.acrossRank", { rank: scope.rank });
}

/**
 * Settles a tie the rules could not: a penalty shoot-out (when the group's rules name it: the score of two
 * teams, or the order of three or more), a lot drawn here (crypto random order, shown before it is stored) or
 * an order set by hand with up/down buttons. Stored with the tournament's other tie decisions.
 */
export function TieDecisionDialog({
  tie,
  tournament,
  names,
  onClose,
}: {
  tie: OpenTie | null;
  tournament: ManagedTournament;
  names: TeamNames;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  return (
    <Modal
      opened={tie !== null}
      onClose={onClose}
      centered
      title={tie ? t("organiser.ties.dialogTitle", { scope: scopeLabel(tie.scope) }) : ""}
      closeButtonProps={{ "aria-label": t("organiser.close") }}
    >
      {tie ? (
        <DecisionForm
          key={`${tie.scope.kind}-${tie.teams.join()}`}
          tie={tie}
          tournament={tournament}
          names={names}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function DecisionForm({
  tie,
  tournament,
  names,
  onClose,
}: {
  tie: OpenTie;
  tournament: ManagedTournament;
  names: TeamNames;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTieDecisions(tournament.id);
  const lotAllowed = lotApplies(tournament.settings, tie.scope);
  const shootoutAllowed = shootoutApplies(tournament.settings, tie.scope);
  const [method, setMethod] = useState<TieMethod>(shootoutAllowed ? "shootout" : lotAllowed ? "lot" : "override");
  const [drawn, setDrawn] = useState<string[] | null>(null);
  const [manual, setManual] = useState<string[]>(tie.teams);
  const [scored, setScored] = useState<[number | null, number | null]>([null, null]);
  const name = (id: string) => names.get(id) ?? id;
  const [first, second] = tie.teams;
  const pair =
    tie.teams.length === 2 && first !== undefined && second !== undefined ? ([first, second] as const) : null;
  const shootoutResult = pair ? shootoutOrder(pair, scored) : manual;
  const order = method === "lot" ? drawn : method === "shootout" ? shootoutResult : manual;
  const levelShootout = pair !== null && scored[0] !== null && scored[0] === scored[1];

  const move = (index: number, delta: -1 | 1) =>
    setManual((list) => {
      const next = [...list];
      const other = index + delta;
      [next[index], next[other]] = [next[other] as string, next[index] as string];
      return next;
    });

  const submit = () => {
    if (!order) return;
    save.mutate(withDecision(tournament.tieDecisions, tie.scope, method, order), {
      onSuccess: () => {
        showSnackbar(t("organiser.ties.saved"), "success");
        onClose();
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("organiser.ties.level", { teams: tie.teams.map(name).join(", ") })}</Text>
      <Radio.Group
        label={t("organiser.ties.method")}
        value={method}
        onChange={(v) => setMethod(v === "override" ? "override" : v === "shootout" ? "shootout" : "lot")}
      >
        <Stack gap="xs" mt={4}>
          {shootoutAllowed ? <Radio value="shootout" label={t("officials.shootout.method")} /> : null}
          <Radio
            value="lot"
            label={t("organiser.ties.methodLot")}
            description={lotAllowed ? undefined : t("organiser.ties.lotNotInRules")}
            disabled={!lotAllowed}
          />
          <Radio value="override" label={t("organiser.ties.methodOverride")} />
        </Stack>
      </Radio.Group>

      {method === "lot" ? (
        drawn ? (
          <div>
            <Text size="sm" fw={600} id="tie-drawn-title">
              {t("organiser.ties.drawnOrder")}
            </Text>
            <List type="ordered" aria-labelledby="tie-drawn-title" data-testid="tie-drawn-order">
              {drawn.map((team) => (
                <List.Item key={team}>{name(team)}</List.Item>
              ))}
            </List>
          </div>
        ) : (
          <Button variant="light" onClick={() => setDrawn(drawLots(tie.teams))}>
            {t("organiser.ties.draw")}
          </Button>
        )
      ) : method === "shootout" && pair ? (
        <Stack gap="xs">
          <Text size="sm">{t("officials.shootout.scoreHint")}</Text>
          {/* One below the other: long team names in the labels never push the two fields out of line. */}
          <Stack gap="xs">
            {pair.map((team, i) => (
              <NumberInput
                key={team}
                label={t("officials.shootout.scored", { team: name(team) })}
                min={0}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                size="md"
                value={scored[i] ?? ""}
                onChange={(v) =>
                  setScored((s) => {
                    const next: [number | null, number | null] = [s[0], s[1]];
                    next[i] = typeof v === "number" ? v : null;
                    return next;
                  })
                }
              />
            ))}
          </Stack>
          {levelShootout ? (
            <Text size="sm" c="red" role="alert">
              {t("officials.shootout.notLevel")}
            </Text>
          ) : null}
          {shootoutResult ? (
            <Text size="sm" data-testid="shootout-winner">
              {t("officials.shootout.winner", { team: name(shootoutResult[0] ?? "") })}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <div>
          <Text size="sm" fw={600} id="tie-manual-title">
            {method === "shootout" ? t("officials.shootout.orderTitle") : t("organiser.ties.manualOrder")}
          </Text>
          <ol aria-labelledby="tie-manual-title" style={{ paddingLeft: 0, listStyle: "none", margin: 0 }}>
            {manual.map((team, i) => (
              <li key={team}>
                <Group justify="space-between" wrap="nowrap" gap="xs" py={4}>
                  <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                    {t("organiser.table.place", { place: i + 1, team: name(team) })}
                  </Text>
                  <ActionIcon
                    size="lg"
                    variant="light"
                    disabled={i === 0}
                    aria-label={t("organiser.ties.up", { team: name(team) })}
                    onClick={() => move(i, -1)}
                  >
                    <span aria-hidden>↑</span>
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="light"
                    disabled={i === manual.length - 1}
                    aria-label={t("organiser.ties.down", { team: name(team) })}
                    onClick={() => move(i, 1)}
                  >
                    <span aria-hidden>↓</span>
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ol>
        </div>
      )}
      {save.isError ? (
        <Alert color="red" role="alert">
          {t("organiser.ties.saveFailed")}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t("organiser.cancel")}
        </Button>
        <Button disabled={!order} loading={save.isPending} onClick={submit}>
          {t("organiser.ties.save")}
        </Button>
      </Group>
    </Stack>
  );
}
