import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
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

/** The key of a refusal's own explanation, or null (the client's generic snackbar said enough). */
export const statusErrorKey = (error: unknown): string | null =>
  error instanceof ApiError && STATUS_ERRORS.has(error.code) ? `organiser.status.errors.${error.code}` : null;

/**
 * The tournament's status and the lifecycle steps it allows (publish, start, finish, archive, back to draft).
 * Every step asks first and says what it changes for visitors, helpers and results.
 */
export function StatusControl({ tournament }: { tournament: ManagedTournament }) {
  const mutation = useChangeStatus(tournament.id);
  const actions = statusActions({
    status: tournament.status,
    visibility: tournament.visibility,
    abilities: tournament.abilities,
    matchCount: tournament.matches.length,
    resultCount: tournament.results.length,
  });
  return (
    <StatusSteps
      status={tournament.status}
      actions={actions}
      change={mutation}
      keys={{ confirm: (a) => a.confirm, done: (a) => a.done, blocked: (b) => b, error: statusErrorKey }}
    />
  );
}

export type StatusStepsProps = {
  status: TournamentStatus;
  actions: StatusAction[];
  change: { mutateAsync: (target: TournamentStatus) => Promise<unknown>; isPending: boolean };
  /** i18n keys: a step's question and success message, what blocks a step, a refusal's message (null: none). */
  keys: {
    confirm: (a: StatusAction) => string;
    done: (a: StatusAction) => string;
    blocked: (blockedBy: string) => string;
    error: (error: unknown) => string | null;
  };
};

/** The status badge and its steps' buttons, each step confirmed first (a tournament's or a festival's). */
export function StatusSteps({ status, actions, change, keys }: StatusStepsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<StatusAction | null>(null);
  const blocked = actions.find((a) => a.blockedBy);
  const confirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync(pending.target);
      showSnackbar(t(keys.done(pending)), "success");
    } catch (error) {
      const key = keys.error(error);
      if (key) showSnackbar(t(key));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack gap={4}>
      {/* A wide gap between wrapped rows: a dangerous action that wraps never sits right under the primary one. */}
      <Group gap="xs" wrap="wrap" style={{ rowGap: 24 }}>
        <Badge color={TOURNAMENT_STATUS_COLOURS[status]} size="lg" variant="dot" data-status={status}>
          {tournamentStatusLabel(status, t)}
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
      {blocked?.blockedBy ? <Text size="sm">{t(keys.blocked(blocked.blockedBy))}</Text> : null}
      <ConfirmModal
        opened={pending !== null}
        title={pending ? t(pending.label) : ""}
        message={pending ? t(keys.confirm(pending)) : ""}
        confirmLabel={pending ? t(pending.label) : ""}
        danger={pending?.danger ?? false}
        busy={change.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
