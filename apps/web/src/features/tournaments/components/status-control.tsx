import { STATUS_TRANSITIONS, type TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import { Badge, Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useChangeStatus } from "../api/change-status.ts";
import type { ManagedTournament } from "../api/types.ts";
import { ConfirmModal } from "./confirm-modal.tsx";

export const STATUS_COLOURS: Record<TournamentStatus, string> = {
  draft: "gray",
  published: "blue",
  running: "green",
  finished: "grape",
  archived: "dark",
};

/** The tournament's status and the lifecycle steps it allows (publish, start, finish …), each confirmed. */
export function StatusControl({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const mutation = useChangeStatus(tournament.id);
  const [target, setTarget] = useState<TournamentStatus | null>(null);
  const next = tournament.abilities.changeStatus ? STATUS_TRANSITIONS[tournament.status] : [];
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target);
      showSnackbar(t(`organiser.status.done.${target}`), "success");
    } catch (error) {
      if (error instanceof ApiError && error.code === "NO_PLAN") showSnackbar(t("organiser.apiErrors.NO_PLAN"));
    } finally {
      setTarget(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={STATUS_COLOURS[tournament.status]} size="lg" variant="dot">
        {t(`organiser.status.${tournament.status}`)}
      </Badge>
      {next.map((s) => (
        <Button key={s} size="compact-md" variant="light" onClick={() => setTarget(s)}>
          {t(`organiser.status.to.${s}`)}
        </Button>
      ))}
      <ConfirmModal
        opened={target !== null}
        title={target ? t(`organiser.status.to.${target}`) : ""}
        message={target ? t(`organiser.status.confirm.${target}`) : ""}
        confirmLabel={target ? t(`organiser.status.to.${target}`) : ""}
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </Group>
  );
}
