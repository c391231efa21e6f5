import type { Match } from "@kickoff/domain/contracts.ts";
import type { ResultConflict, SeenScore } from "@kickoff/domain/tournament-contracts.ts";
import { Button, Modal, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { QueueConflict } from "../lib/result-queue.ts";
import { scoreText, sideLabel, type TeamNames } from "./tournament/labels.ts";

/** "the referee «Pitch 2»", "Emil Editor", "the organisers", "someone else": who changed a result meanwhile. */
function whoChanged(conflict: ResultConflict, t: TFunction): string {
  const by = conflict.changedBy;
  if (!by) return t("organiser.results.conflict.bySomeone");
  if (by.kind === "reporter")
    return by.name
      ? t("organiser.results.conflict.byLink", { label: by.name })
      : t("organiser.results.conflict.byAnyLink");
  return by.name ?? t("organiser.results.conflict.byOrganisers");
}

const scoreOrNone = (score: SeenScore, t: TFunction) =>
  score ? scoreText(score) : t("organiser.results.conflict.noResult");

/**
 * Someone else changed a match while this device showed an older result (409 RESULT_CHANGED): nothing is
 * overwritten until the person at this device chooses. Keeping theirs is the default (focused) choice.
 */
export function ResultConflictDialog({
  conflict,
  matches,
  names,
  onKeep,
  onReplace,
}: {
  conflict: QueueConflict | null;
  matches: readonly Match[];
  names: TeamNames;
  onKeep: (key: string) => void;
  onReplace: (key: string) => void;
}) {
  const { t } = useTranslation();
  const key = conflict?.entry.idempotencyKey ?? "";
  const mine = new Map(conflict?.entry.results.map((r) => [r.matchId, r]) ?? []);
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => onKeep(key)}
      title={t("organiser.results.conflict.title")}
      centered
      closeButtonProps={{ "aria-label": t("organiser.close") }}
    >
      <Stack gap="sm" data-testid="result-conflict">
        {conflict?.conflicts.map((c) => {
          const match = matches.find((m) => m.id === c.matchId);
          const entry = mine.get(c.matchId);
          const yours = entry && !("clear" in entry) ? scoreText(entry) : t("organiser.results.conflict.noResult");
          return (
            <Text key={c.matchId}>
              {t("organiser.results.conflict.message", {
                match: match ? `${sideLabel(match.home, names, t)} – ${sideLabel(match.away, names, t)}` : c.matchId,
                who: whoChanged(c, t),
                theirs: scoreOrNone(c.current, t),
                yours,
              })}
            </Text>
          );
        })}
        <Button size="lg" fullWidth onClick={() => onKeep(key)} data-autofocus>
          {conflict?.conflicts.length === 1
            ? t("organiser.results.conflict.keep", { score: scoreOrNone(conflict.conflicts[0]?.current ?? null, t) })
            : t("organiser.results.conflict.keepAll")}
        </Button>
        <Button size="lg" fullWidth variant="default" onClick={() => onReplace(key)} mt="md">
          {t("organiser.results.conflict.replace")}
        </Button>
      </Stack>
    </Modal>
  );
}
