import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TOURNAMENT_STATUS_COLOURS, tournamentStatusLabel } from "../../../components/tournament/status.ts";
import { ApiError, type ApiErrorCode } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useChangeStatus } from "../api/change-status.ts";
import type { ManagedTournament } from "../api/types.ts";
import { type StatusAction, statusActions } from "../lib/status-actions.ts";

/** Refusals of PUT tment/status that have their own explanation (the rest get the client's generic snackbar). */
const STATUS_ERRORS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  "NO_PLAN",
  "RESULTS_EXIST",
  "INVALID_TRANSITION",
]);

/**
 * The tournament's status and the lifecycle steps it allows (publish, start, finish, archive, back to draft).
 * Every step asks first and says what it changes for visitors, helpers and results.
 */
export function StatusControl({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const mutation = useChangeStatus(tournament.id);
  const [pending, setPending] = useState<StatusAction | null>(null);
  const actions = statusActions({
    status: tournament.status,
    visibility: tournament.visibility,
    abilities: tournament.abilities,
    matchCount: tournament.matches.length,
    resultCount: tournament.results.length,
  });
  const blocked = actions.find((a) => a.blockedBy);
  const confirm = async () => {
    if (!pending) return;
    try {
      await mutation.mutateAsync(pending.target);
      showSnackbar(t(pending.done), "success");
    } catch (error) {
      if (error instanceof ApiError && STATUS_ERRORS.has(error.code))
        showSnackbar(t(`organiser.status.errors.${error.code}`));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack gap={4}>
      {/* A wide gap between wrapped rows: a dangerous action that wraps never sits right under the primary one. */}
      <Group gap="xs" wrap="wrap" style={{ rowGap: 24 }}>
        <Badge
          color={TOURNAMENT_STATUS_COLOURS[tournament.status]}
          size="lg"
          variant="dot"
          data-status={tournament.status}
        >
          {tournamentStatusLabel(tournament.status, t)}
        </Badge>
        {/* Thumb-sized (44 px), and the first dangerous action pushed to the far end, away from the primary one. */}
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
      {blocked?.blockedBy ? <Text size="sm">{t(blocked.blockedBy)}</Text> : null}
      <ConfirmModal
        opened={pending !== null}
        title={pending ? t(pending.label) : ""}
        message={pending ? t(pending.confirm) : ""}
        confirmLabel={pending ? t(pending.label) : ""}
        danger={pending?.danger ?? false}
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
