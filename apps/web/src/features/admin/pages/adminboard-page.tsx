import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { EventInvitations } from "../components/event-invitations.tsx";
import { EventList } from "../components/event-list.tsx";
import { TournamentList } from "../components/tournament-list.tsx";

/** The organiser's board: my tournaments, past ones, and those I edit for others. */
export function AdminboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("pages.adminboard.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Container size="md" py="lg" px="sm">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{title}</Title>
            <Text>{t("organiser.dashboard.intro")}</Text>
          </div>
          <Button component={Link} to={paths.createTournament.href(lang)}>
            {t("organiser.dashboard.create")}
          </Button>
        </Group>
        <TournamentList list="mine" />
        <EventInvitations />
        <EventList />
        <TournamentList list="past" />
        <TournamentList list="editor" />
      </Stack>
    </Container>
  );
}
