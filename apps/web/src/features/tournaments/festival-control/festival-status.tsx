import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TOURNAMENT_STATUS_COLOURS, tournamentStatusLabel } from "../../../components/tournament/status.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useChangeFestivalStatus } from "../api/festival-actions.ts";
import { type StatusAction, statusActions } from "../lib/status-actions.ts";

/** The festival's own question for a step (the tournament's texts speak of tournaments, tables and matches). */
const confirmKey = (a: StatusAction, f: FuninoInternal) =>
  a.label === "organiser.status.restore.label"
    ? "organiser.status.restore.confirm"
    : a.target === "published"
      ? `festivalOrganiser.status.publishConfirm.${f.visibility}`
      : `festivalOrganiser.status.confirm.${a.target}`;

/**
 * The festival's status and the lifecycle steps it allows (tment/status, as a tournament's: publish, start, finish,
 * archive, back to draft), each confirmed first. The tournament control's texts say what each step changes.
 */
export function FestivalStatusControl({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const mutation = useChangeFestivalStatus(festival.id);
  const [pending, setPending] = useState<StatusAction | null>(null);
  const actions = statusActions({
    status: festival.status,
    visibility: festival.visibility,
    abilities: festival.abilities,
    matchCount: festival.rounds.reduce((n, r) => n + r.games.length, 0),
    resultCount: festival.rounds.reduce((n, r) => n + r.outcomes.length, 0),
  });
  const blocked = actions.find((a) => a.blockedBy);
  const confirm = async () => {
    if (!pending) return;
    try {
      await mutation.mutateAsync(pending.target);
      showSnackbar(t(`festivalOrganiser.status.done.${pending.target}`), "success");
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      showSnackbar(
        code === "NO_PLAN" || code === "RESULTS_EXIST" || code === "INVALID_TRANSITION"
          ? t(`organiser.status.errors.${code}`)
          : t("festivalOrganiser.failed"),
      );
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap" style={{ rowGap: 24 }}>
        <Badge color={TOURNAMENT_STATUS_COLOURS[festival.status]} size="lg" variant="dot" data-status={festival.status}>
          {tournamentStatusLabel(festival.status, t)}
        </Badge>
        {actions.map((a, i) => (
          <Button
            key={a.target}
            size="md"
            mih={44}
            ml={a.danger && !actions[i - 1]?.danger ? "auto" : undefined}
            variant={a.danger ? "subtle" : "filled"}
            color={a.danger ? "red" : undefined}
            disabled={a.blockedBy !== null}
            onClick={() => setPending(a)}
          >
            {t(a.label)}
          </Button>
        ))}
      </Group>
      {blocked?.blockedBy ? <Text size="sm">{t("festivalOrganiser.needTeams")}</Text> : null}
      <ConfirmModal
        opened={pending !== null}
        title={pending ? t(pending.label) : ""}
        message={pending ? t(confirmKey(pending, festival)) : ""}
        confirmLabel={pending ? t(pending.label) : ""}
        danger={pending?.danger ?? false}
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
