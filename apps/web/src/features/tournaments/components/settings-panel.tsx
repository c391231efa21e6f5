import { formatLocalDateTime } from "@kickoff/domain/local-dates.ts";
import { Button, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDeleteTournament } from "../api/delete-tournament.ts";
import { useDuplicateTournament } from "../api/duplicate-tournament.ts";
import { useGeneratePlan } from "../api/generate-plan.ts";
import type { ManagedTournament } from "../api/types.ts";
import { regenerateQuestion } from "../lib/regenerate.ts";
import { AuditTrail } from "./audit-trail.tsx";
import { EditorsPanel } from "./editors-panel.tsx";

/**
 * Format and times at a glance, editing in the wizard, plan regeneration, duplicate, the editors, the result
 * history and delete.
 */
export function SettingsPanel({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const s = tournament.settings;
  const regenerate = useGeneratePlan(tournament.id);
  const duplicate = useDuplicateTournament();
  const remove = useDeleteTournament();
  const [confirm, setConfirm] = useState<"regenerate" | "delete" | null>(null);
  const hasResults = tournament.results.length > 0;
  const question = regenerateQuestion({
    status: tournament.status,
    resultCount: tournament.results.length,
    planVersion: tournament.planVersion,
  });
  const names = new Map(tournament.teams.map((team) => [team.id, team.name]));

  const doRegenerate = async () => {
    try {
      await regenerate.mutateAsync(hasResults);
      showSnackbar(t("organiser.settings.regenerated"), "success");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setConfirm(null);
    }
  };

  const doDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(tournament.id);
      showSnackbar(t("organiser.settings.duplicated"), "success");
      navigate(paths.createTournament.href(lang, copy.id));
    } catch {
      showSnackbar(t("organiser.settings.duplicateFailed"));
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("organiser.settings.overviewTitle")}
      </Title>
      <List spacing={4} size="sm">
        <List.Item>{t(`organiser.format.modes.${s.mode}`)}</List.Item>
        {s.mode === "groupsKnockout" ? (
          <List.Item>
            {t("organiser.settings.groups", { count: s.groupCount })} · {t(`organiser.format.knockouts.${s.knockout}`)}
          </List.Item>
        ) : null}
        <List.Item>
          {t("organiser.settings.points", { win: s.points.win, draw: s.points.draw, loss: s.points.loss })}
        </List.Item>
        <List.Item>
          {t("organiser.settings.times", {
            kickoff: formatLocalDateTime(s.firstKickoff, lang),
            minutes: s.matchMinutes.group,
            pause: s.breakMinutes,
          })}
        </List.Item>
        <List.Item>{t("organiser.settings.pitches", { names: s.pitches.map((p) => p.name).join(", ") })}</List.Item>
        <List.Item>
          {t("officials.settings.overviewOrder", {
            rules: s.tieBreakOrder.map((c) => t(`engine.reason.${c}`)).join(", "),
          })}
        </List.Item>
        {s.discipline?.enabled ? (
          <List.Item>
            {t(s.discipline.public ? "officials.settings.overviewCardsPublic" : "officials.settings.overviewCards")}
          </List.Item>
        ) : null}
      </List>
      {tournament.planOutdated ? <Text c="orange">{t("organiser.settings.outdated")}</Text> : null}
      {tournament.abilities.edit ? (
        <Stack gap="xs">
          <Button component={Link} to={paths.createTournament.href(lang, tournament.id)} variant="light">
            {t("organiser.settings.edit")}
          </Button>
          <Button
            variant="light"
            onClick={() => (question ? setConfirm("regenerate") : void doRegenerate())}
            loading={regenerate.isPending}
          >
            {t("organiser.settings.regenerate")}
          </Button>
        </Stack>
      ) : null}
      <Button variant="default" loading={duplicate.isPending} onClick={() => void doDuplicate()}>
        {t("organiser.actions.duplicate")}
      </Button>
      <EditorsPanel tournament={tournament} />
      <AuditTrail tournament={tournament} names={names} />
      {tournament.abilities.delete ? (
        <>
          <Title order={2} size="h4" c="red">
            {t("organiser.settings.dangerZone")}
          </Title>
          <Button color="red" variant="light" onClick={() => setConfirm("delete")}>
            {t("organiser.actions.delete")}
          </Button>
        </>
      ) : null}
      <ConfirmModal
        opened={confirm === "regenerate"}
        title={t("organiser.settings.regenerate")}
        message={t(question ?? "organiser.settings.regenerateConfirm")}
        confirmLabel={t("organiser.settings.regenerate")}
        danger
        busy={regenerate.isPending}
        onConfirm={doRegenerate}
        onClose={() => setConfirm(null)}
      />
      <ConfirmModal
        opened={confirm === "delete"}
        title={t("organiser.actions.delete")}
        message={t("organiser.actions.deleteConfirm", { name: tournament.general.name })}
        confirmLabel={t("organiser.actions.delete")}
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(tournament.id);
            showSnackbar(t("organiser.actions.deleted"), "success");
            navigate(paths.adminboard.href(lang));
          } catch {
            setConfirm(null);
          }
        }}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
