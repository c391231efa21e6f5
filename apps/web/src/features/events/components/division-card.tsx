import type { Division, EventPitch } from "@kickoff/domain/event-contracts.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { windowText } from "../lib/day-labels.ts";

/** One division on the event page: its age group, status, window, and what the organiser can do with it. */
export function DivisionCard({
  division,
  colour,
  pitches,
  multiDay,
  editing,
  onEdit,
  onDetach,
  editor,
  link,
}: {
  division: Division;
  colour: string;
  pitches: readonly EventPitch[];
  /** The event spans several days: the window shows its day. */
  multiDay: boolean;
  editing: boolean;
  onEdit: () => void;
  /** Absent when the caller may not detach. */
  onDetach?: (() => void) | undefined;
  editor: ReactNode;
  link: string;
}) {
  const { t } = useTranslation();
  const locale = LANGUAGE_TAGS[useLanguage()];
  return (
    <Paper withBorder p="sm" style={{ borderLeft: `6px solid ${colour}` }} data-testid="division-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {division.name}
          </Title>
          {/* The name wraps; the badges keep their width (a squeezed badge is cut to "T…"). */}
          <Group gap={4} justify="flex-end" style={{ flexShrink: 0 }}>
            {division.ageGroupLabel && <Badge variant="light">{division.ageGroupLabel}</Badge>}
            <Badge variant="outline" color="gray">
              {t(`events.mode.${division.mode}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {t(`events.status.${division.status}`)} · {t("events.division.teams", { count: division.teamCount })}
        </Text>
        <Text size="sm" data-testid="division-window">
          {division.window ? windowText(division.window, pitches, { multiDay, locale }) : t("events.division.noWindow")}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={link}
            variant="light"
            mih={TAP_TARGET}
            aria-label={t("events.division.openNamed", { name: division.name })}
          >
            {t("events.division.open")}
          </Button>
          <Button variant="default" mih={TAP_TARGET} onClick={onEdit} aria-expanded={editing}>
            {t("events.division.editWindow")}
          </Button>
          {onDetach && (
            <Button
              variant="subtle"
              color="red"
              mih={TAP_TARGET}
              onClick={onDetach}
              aria-label={t("events.detach.buttonNamed", { name: division.name })}
            >
              {t("events.detach.button")}
            </Button>
          )}
        </Group>
        {editing && editor}
      </Stack>
    </Paper>
  );
}
