import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import type { ManagedTournament } from "../api/types.ts";

/** Teams tab of the control centre: the teams with their groups; editing happens in the wizard. */
export function TeamsPanel({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const groupOf = new Map<string, string>();
  for (const g of tournament.standings) for (const r of g.rows) groupOf.set(r.teamId, g.group);
  return (
    <Stack gap="xs">
      <Stack gap={2} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {tournament.teams.map((team) => (
          <Text component="li" key={team.id}>
            {team.name}
            {groupOf.get(team.id) ? ` · ${t("organiser.schedule.group", { group: groupOf.get(team.id) })}` : ""}
          </Text>
        ))}
      </Stack>
      {tournament.abilities.edit ? (
        <Button component={Link} to={paths.createTournament.href(lang, tournament.id)} variant="light">
          {t("organiser.overview.editTeams")}
        </Button>
      ) : null}
    </Stack>
  );
}
