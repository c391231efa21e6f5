import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Badge, Button, Group, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDeleteFestival } from "../api/festival-actions.ts";
import { FestivalSettingsForm } from "../festival-setup/festival-settings-form.tsx";
import { FestivalTeamsEditor } from "../festival-setup/festival-teams-editor.tsx";

type EditProps = { festival: FuninoInternal; onSaved?: (f: FuninoInternal) => void };

/** The teams tab: the editor for those who may edit, else the festival's teams (name, club, bib colour). */
export function FestivalTeamsTab({ festival, onSaved }: EditProps) {
  const { t } = useTranslation();
  if (festival.abilities.edit) return <FestivalTeamsEditor festival={festival} {...(onSaved ? { onSaved } : {})} />;
  return (
    <Stack gap="sm">
      <List spacing={4} data-testid="festival-teams">
        {festival.teams.map((team) => (
          <List.Item key={team.id}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} td={team.withdrawn ? "line-through" : undefined}>
                {team.name}
              </Text>
              {team.club ? <Text size="sm">{team.club}</Text> : null}
              {team.bib ? (
                <Badge variant="outline" color="gray">
                  {t("festival.entry.bib", { bib: team.bib })}
                </Badge>
              ) : null}
              {team.withdrawn ? <Badge color="gray">{t("festivalOrganiser.teams.withdrawn")}</Badge> : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The settings tab: the settings form (or, without the right to edit, a summary), and deleting it (owner). */
export function FestivalSettingsTab({ festival, onSaved }: EditProps) {
  if (!festival.abilities.edit)
    return (
      <Stack gap="lg">
        <SettingsSummary festival={festival} />
        {festival.abilities.delete ? <DeleteFestival festival={festival} /> : null}
      </Stack>
    );
  return (
    <Stack gap="xl">
      {/* The form's sections are h3: the tab's own (hidden) h2 keeps the outline in order. */}
      <VisuallyHidden>
        <SettingsHeading />
      </VisuallyHidden>
      <FestivalSettingsForm festival={festival} {...(onSaved ? { onSaved } : {})} />
      {festival.abilities.delete ? <DeleteFestival festival={festival} /> : null}
    </Stack>
  );
}

function SettingsHeading() {
  const { t } = useTranslation();
  return <Title order={2}>{t("festivalOrganiser.tabs.settings")}</Title>;
}

function SettingsSummary({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const c = festival.config;
  const rows: Array<[string, string]> = [
    [t("festivalOrganiser.settings.planType"), t(`festivalOrganiser.settings.planTypes.${c.planType}`)],
    [t("festivalOrganiser.settings.format"), c.format],
    [t("festivalOrganiser.settings.pitches"), String(festival.pitches.length)],
    [t("festivalOrganiser.settings.rounds"), String(festival.roundCount)],
    [
      t("festivalOrganiser.settings.times"),
      t("festivalOrganiser.settings.timesValue", { start: c.startTime, round: c.roundMinutes, pause: c.breakMinutes }),
    ],
    [t("festivalOrganiser.settings.drawRule"), t(`festivalOrganiser.settings.drawRules.${c.drawRule}`)],
    [t("festivalOrganiser.settings.entry"), t(`festivalOrganiser.settings.entries.${c.entry}`)],
  ];
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap" gap="xs">
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} ta="right">
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Delete (owner only), after a red confirmation; back to the dashboard. */
function DeleteFestival({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteFestival(festival.id);
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="festival-delete">
      <Title order={2} size="h4" id="festival-delete">
        {t("festivalOrganiser.delete.title")}
      </Title>
      <Text size="sm">{t("festivalOrganiser.delete.hint")}</Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          {t("festivalOrganiser.delete.button")}
        </Button>
      </Group>
      <ConfirmModal
        opened={asking}
        title={t("festivalOrganiser.delete.title")}
        message={t("festivalOrganiser.delete.confirm", { name: festival.general.name })}
        confirmLabel={t("festivalOrganiser.delete.button")}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(t("festivalOrganiser.delete.done"), "success");
              navigate(paths.adminboard.href(lang));
            },
            onError: () => {
              showSnackbar(t("festivalOrganiser.failed"), "error");
              setAsking(false);
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
