import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Badge, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { outcomeText } from "../../../components/festival/round-entry.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { type AuditEntry, useAudit } from "../api/audit.ts";

/** Every outcome entered, changed or removed, newest first: round, pitch, old → new, who and when. */
export function FestivalAuditPanel({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const audit = useAudit(festival.id);
  // Outcomes entered meanwhile (here, by an editor or a reporter link) change the festival: read the trail again.
  const seen = useRef(festival.version);
  const { refetch } = audit;
  useEffect(() => {
    if (seen.current === festival.version) return;
    seen.current = festival.version;
    void refetch();
  }, [festival.version, refetch]);
  const names = new Map(festival.teams.map((team) => [team.id, team]));
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "short", timeStyle: "short" });
  const rows = [...(audit.data?.entries ?? [])].filter((e) => e.funino).reverse();
  const who = (e: AuditEntry) =>
    e.user
      ? e.user.displayName
      : e.reporterLink
        ? t("organiser.audit.reporter", { label: e.reporterLink.label })
        : t("organiser.audit.unknownActor");
  return (
    <Stack gap="sm" component="section" aria-labelledby="festival-audit">
      <Title order={2} size="h4" id="festival-audit">
        {t("organiser.audit.title")}
      </Title>
      <Text size="sm">{t("festivalOrganiser.audit.hint")}</Text>
      {audit.isPending ? (
        <Loader size="sm" aria-label={t("organiser.audit.loading")} />
      ) : audit.isError ? (
        <LoadFailedAlert
          message={t("organiser.audit.loadFailed")}
          retryLabel={t("organiser.audit.retry")}
          onRetry={() => void audit.refetch()}
        />
      ) : rows.length === 0 ? (
        <Text size="sm">{t("organiser.audit.empty")}</Text>
      ) : (
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
                <Text size="sm" component="div">
                  <Badge variant="dot" color={e.kind === "correction" ? "orange" : "blue"} size="sm" mr={6}>
                    {t(`organiser.audit.kinds.${e.kind === "correction" ? "correction" : "entry"}`)}
                  </Badge>
                  {who(e)} · <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
