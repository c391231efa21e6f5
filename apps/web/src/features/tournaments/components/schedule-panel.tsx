import { Alert, Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ScheduleTable } from "../../../components/tournament/schedule-table.tsx";
import type { ManagedTournament } from "../api/types.ts";
import { ReorderEditor } from "./reorder-editor.tsx";

/** Statuses in which the plan may still be reordered (finished and archived tournaments are read-only). */
const REORDERABLE = new Set<ManagedTournament["status"]>(["draft", "published", "running"]);

/** Schedule tab of the control centre: the plan by time and pitch, and the manual order for editors. */
export function SchedulePanel({
  tournament,
  names,
}: {
  tournament: ManagedTournament;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (tournament.matches.length === 0) return <Alert color="blue">{t("organiser.overview.noPlan")}</Alert>;
  const canReorder = tournament.abilities.edit && REORDERABLE.has(tournament.status);
  return (
    <Stack gap="sm">
      {tournament.planOutdated ? <Alert color="orange">{t("organiser.settings.outdated")}</Alert> : null}
      {canReorder && editing ? (
        <ReorderEditor tournament={tournament} names={names} onDone={() => setEditing(false)} />
      ) : (
        <>
          {canReorder ? (
            <Group justify="flex-end">
              <Button variant="light" onClick={() => setEditing(true)}>
                {t("organiser.reorder.start")}
              </Button>
            </Group>
          ) : null}
          <ScheduleTable
            matches={tournament.matches}
            pitches={tournament.settings.pitches}
            names={names}
            results={tournament.results}
          />
        </>
      )}
    </Stack>
  );
}
