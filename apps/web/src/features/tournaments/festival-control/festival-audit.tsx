import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { outcomeText } from "../../../components/festival/round-entry.tsx";
import type { AuditEntry } from "../api/audit.ts";
import { AuditByLine, AuditSection, useAuditTrail } from "../components/audit-trail.tsx";

/** Every outcome entered, changed or removed, newest first: round, pitch, old → new, who and when. */
export function FestivalAuditPanel({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const audit = useAuditTrail(festival.id, festival.version);
  const names = new Map(festival.teams.map((team) => [team.id, team]));
  const rows = [...(audit.data?.entries ?? [])].filter((e) => e.funino).reverse();
  const who = (e: AuditEntry) =>
    e.user
      ? e.user.displayName
      : e.reporterLink
        ? t("organiser.audit.reporter", { label: e.reporterLink.label })
        : t("organiser.audit.unknownActor");
  return (
    <AuditSection
      titleId="festival-audit"
      hint={t("festivalOrganiser.audit.hint")}
      audit={audit}
      empty={rows.length === 0}
    >
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((e) => {
          const f = e.funino as NonNullable<AuditEntry["funino"]>;
          const game = festival.rounds[f.round - 1]?.games[f.game];
          return (
            <li key={e.id} data-testid="audit-entry">
              <Text size="sm" fw={600}>
                {t("festivalOrganiser.audit.game", {
                  round: f.round,
                  pitch: game?.pitch ?? f.game + 1,
                  teams: game
                    ? `${names.get(game.first)?.name ?? game.first} – ${names.get(game.second)?.name ?? game.second}`
                    : "",
                })}
              </Text>
              <Text size="sm">
                {t("organiser.audit.change", {
                  old: outcomeText(game, f.old, names, t),
                  new: outcomeText(game, f.new, names, t),
                })}
              </Text>
              <AuditByLine
                kind={e.kind === "correction" ? "correction" : "entry"}
                colour={e.kind === "correction" ? "orange" : "blue"}
                who={who(e)}
                at={e.at}
              />
            </li>
          );
        })}
      </Stack>
    </AuditSection>
  );
}
