import { Alert, Button, Group, Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ScheduleTable } from "../../../components/tournament/schedule-table.tsx";
import type { ManagedTournament } from "../api/types.ts";
import { officialsOf } from "../lib/referees.ts";
import { canDelay, DelayAction } from "./delay-action.tsx";
import { RefereeConflicts } from "./referee-conflicts.tsx";
import { REORDER_TITLE_ID, ReorderEditor } from "./reorder-editor.tsx";

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
  // Opening the editor moves the focus to its heading; closing it returns the focus to "Edit order".
  const startButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (editing ? document.getElementById(REORDER_TITLE_ID) : startButton.current)?.focus();
  }, [editing]);
  const toggle = (open: boolean) => {
    moveFocus.current = true;
    setEditing(open);
  };
  if (tournament.matches.length === 0) return <Alert color="blue">{t("organiser.overview.noPlan")}</Alert>;
  const canReorder = tournament.abilities.edit && REORDERABLE.has(tournament.status);
  return (
    <Stack gap="sm">
      {tournament.planOutdated ? <Alert color="orange">{t("organiser.settings.outdated")}</Alert> : null}
      {/* Plan moves are not blocked by referees: what a move broke is explained here, next to the plan. */}
      <RefereeConflicts matches={tournament.matches} officials={officialsOf(tournament)} />
      {canReorder && editing ? (
        <ReorderEditor tournament={tournament} names={names} onDone={() => toggle(false)} />
      ) : (
        <>
          {canDelay(tournament) ? <DelayAction tournament={tournament} /> : null}
          {canReorder ? (
            <Group justify="flex-end">
              <Button variant="light" ref={startButton} onClick={() => toggle(true)}>
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
