import { pitchLabel } from "@kickoff/domain/pitch-label.ts";
import { Button, NativeSelect, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import type { TeamNames } from "../../../components/tournament/labels.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDownloadMatchCards } from "../api/officials-downloads.ts";
import type { ManagedTournament } from "../api/types.ts";
import { officialsOf } from "../lib/referees.ts";
import { RefereeAssignments } from "./referee-assignments.tsx";
import { RefereeConflicts } from "./referee-conflicts.tsx";
import { RefereesList } from "./referees-list.tsx";

/** Statuses in which referees may still change (finished and archived tournaments are read-only). */
const EDITABLE = new Set<ManagedTournament["status"]>(["draft", "published", "running"]);

/**
 * Referees tab of the control centre (issue 18): the referees, the rules the current assignments break, who
 * leads which match, and the printable match cards.
 */
export function RefereesPanel({ tournament: view, names }: { tournament: ManagedTournament; names: TeamNames }) {
  const tournament = { ...view, officials: officialsOf(view) };
  const canEdit = tournament.abilities.edit && EDITABLE.has(tournament.status);
  return (
    <Stack gap="lg">
      <RefereeConflicts matches={tournament.matches} officials={tournament.officials} />
      <RefereesList tournament={tournament} canEdit={canEdit} />
      <RefereeAssignments tournament={tournament} names={names} canEdit={canEdit} />
      {tournament.matches.length > 0 ? <MatchCards tournament={tournament} /> : null}
    </Stack>
  );
}

/** Match cards to print: one pitch in order of play or every pitch, 2 or 4 cards a page. */
function MatchCards({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const download = useDownloadMatchCards(tournament.id);
  const [pitch, setPitch] = useState("");
  const [perPage, setPerPage] = useState<"2" | "4">("4");
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("officials.cards.title")}
      </Title>
      <Text size="sm">{t("officials.cards.hint")}</Text>
      <NativeSelect
        label={t("officials.cards.pitch")}
        value={pitch}
        onChange={(e) => setPitch(e.currentTarget.value)}
        styles={{ input: { minHeight: TAP_TARGET } }}
        data={[
          { value: "", label: t("officials.cards.allPitches") },
          ...tournament.settings.pitches.map((p) => ({
            value: p.id,
            label: pitchLabel(p.name, (name) => t("officials.cards.pitchName", { name })),
          })),
        ]}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${titleId}-per-page`}>
          {t("officials.cards.perPage")}
        </Text>
        <SegmentedControl
          value={perPage}
          onChange={(v) => setPerPage(v === "2" ? "2" : "4")}
          aria-labelledby={`${titleId}-per-page`}
          styles={{
            label: { minHeight: TAP_TARGET - 8, display: "flex", alignItems: "center", justifyContent: "center" },
          }}
          data={[
            { value: "2", label: t("officials.cards.two") },
            { value: "4", label: t("officials.cards.four") },
          ]}
        />
      </Stack>
      <Button
        mih={TAP_TARGET}
        h="auto"
        py={8}
        // The label is long in some languages ("Spielberichtskarten herunterladen (PDF)"): wrap, never clip.
        styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
        loading={download.isPending}
        onClick={() =>
          download.mutate(
            { pitch: pitch || null, perPage, lang },
            { onError: () => showSnackbar(t("officials.errors.downloadFailed"), "error") },
          )
        }
      >
        {t("officials.cards.download")}
      </Button>
    </Stack>
  );
}
