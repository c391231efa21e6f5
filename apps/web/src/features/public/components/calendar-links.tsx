import type { Language } from "@kickoff/locales/languages.ts";
import { Anchor, Button, CopyButton, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { calendarFeedUrls, calendarUrl } from "../api/calendar-link.ts";

/** Long team names wrap instead of widening the page; 44 px stays the smallest tap target. */
const wrapping = { root: { height: "auto", minHeight: 44, paddingBlock: 8 }, label: { whiteSpace: "normal" as const } };

type Props = { tournamentId: string; lang: Language; team: { id: string; name: string } | null };

/**
 * The public page's calendar area: subscribe (the calendar then follows every change of the plan), copy the
 * address for apps that add calendars "from URL", or download the matches once.
 */
export function CalendarLinks({ tournamentId, lang, team }: Props) {
  const { t } = useTranslation();
  const feed = calendarFeedUrls(tournamentId, lang, team?.id);
  return (
    <Stack gap="xs" mt="xs" data-calendar-links>
      <Title order={3} size="h5">
        {t("public.calendar.title")}
      </Title>
      <Text size="sm">{t("public.calendar.subscribeHint")}</Text>
      <Group gap="xs">
        <Button component="a" href={feed.webcal} styles={wrapping}>
          {team ? t("public.calendar.subscribeTeam", { team: team.name }) : t("public.calendar.subscribeAll")}
        </Button>
        <CopyButton value={feed.https}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} styles={wrapping}>
              {copied ? t("public.calendar.copied") : t("public.calendar.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      {team ? (
        <Anchor href={calendarUrl(tournamentId, lang, team.id)} download size="sm">
          {t("public.calendar.team", { team: team.name })}
        </Anchor>
      ) : null}
      <Anchor href={calendarUrl(tournamentId, lang)} download size="sm">
        {t("public.calendar.all")}
      </Anchor>
    </Stack>
  );
}
