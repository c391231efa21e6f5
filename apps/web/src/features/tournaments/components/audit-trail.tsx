import type { Result } from "@kickoff/domain/contracts.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Badge, Button, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { sideLabel, stageLabel, type TeamNames } from "../../../components/tournament/labels.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useAudit } from "../api/audit.ts";
import type { ManagedTournament } from "../api/types.ts";
import { type AuditKind, type AuditRow, auditRows, penaltiesOf, scoreOf } from "../lib/audit-view.ts";

/** How many changes are shown before "show all". */
const FIRST_PAGE = 20;

const KIND_COLOURS: Record<AuditKind, string> = {
  entry: "blue",
  correction: "orange",
  regenerate: "red",
  delay: "yellow",
  other: "gray",
};

/** The history's heading, which the results tab's "Result history" button scrolls to and focuses. */
export const AUDIT_TITLE_ID = "result-history";

/** The trail of one tournament or festival, read again whenever its version moves on (entered meanwhile). */
export function useAuditTrail(id: string, version: unknown) {
  const audit = useAudit(id);
  // Results entered meanwhile (here, by an editor or a reporter link) change the tournament: read the trail again.
  const seen = useRef(version);
  const { refetch } = audit;
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return audit;
}

/** A result history's frame: its heading and hint, then loading, a failure with retry, "none yet" or the list. */
export function AuditSection({
  titleId,
  focusableTitle = false,
  hint,
  audit,
  empty,
  children,
}: {
  titleId: string;
  /** The heading takes the focus when something scrolls to it. */
  focusableTitle?: boolean;
  hint: string;
  audit: ReturnType<typeof useAudit>;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} tabIndex={focusableTitle ? -1 : undefined}>
        {t("organiser.audit.title")}
      </Title>
      <Text size="sm">{hint}</Text>
      {audit.isPending ? (
        <Loader size="sm" aria-label={t("organiser.audit.loading")} />
      ) : audit.isError ? (
        <LoadFailedAlert
          message={t("organiser.audit.loadFailed")}
          retryLabel={t("organiser.audit.retry")}
          onRetry={() => void audit.refetch()}
        />
      ) : empty ? (
        <Text size="sm">{t("organiser.audit.empty")}</Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** An entry's last line: entry or correction (or another kind), who, and when. */
export function AuditByLine({ kind, colour, who, at }: { kind: string; colour: string; who: string; at: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "short", timeStyle: "short" });
  return (
    <Text size="sm" component="div">
      <Badge variant="dot" color={colour} size="sm" mr={6}>
        {t(`organiser.audit.kinds.${kind}`)}
      </Badge>
      {who} · <time dateTime={at}>{when.format(new Date(at))}</time>
    </Text>
  );
}

/** The result history: every entry, correction and removal by a new plan, newest first, with who and when. */
export function AuditTrail({ tournament, names }: { tournament: ManagedTournament; names: TeamNames }) {
  const { t } = useTranslation();
  const titleId = AUDIT_TITLE_ID;
  const audit = useAuditTrail(tournament.id, tournament.updatedAt);
  const [showAll, setShowAll] = useState(false);
  const rows = audit.data ? auditRows(audit.data.entries, tournament.matches) : [];
  const shown = showAll ? rows : rows.slice(0, FIRST_PAGE);

  return (
    <AuditSection
      titleId={titleId}
      focusableTitle
      hint={t("organiser.audit.hint")}
      audit={audit}
      empty={rows.length === 0}
    >
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={titleId}>
        {shown.map((row) => (
          <AuditLine key={row.entry.id} row={row} names={names} />
        ))}
      </Stack>
      {rows.length > FIRST_PAGE ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
          {showAll ? t("organiser.audit.showFewer") : t("organiser.audit.showAll", { count: rows.length })}
        </Button>
      ) : null}
    </AuditSection>
  );
}

function AuditLine({ row, names }: { row: AuditRow; names: TeamNames }) {
  const { t } = useTranslation();
  const { entry, match, actor } = row;
  const score = (r: Result | null) => {
    const main = scoreOf(r);
    if (!main) return t("organiser.audit.noResult");
    const pens = penaltiesOf(r);
    return pens ? t("organiser.audit.withPenalties", { score: main, penalties: pens }) : main;
  };
  const who =
    actor.type === "user"
      ? actor.name
      : actor.type === "reporter"
        ? actor.label
          ? t("organiser.audit.reporter", { label: actor.label })
          : t("organiser.audit.reporterUnnamed")
        : t("organiser.audit.unknownActor");
  return (
    <li data-testid="audit-entry">
      <Text size="sm" fw={600}>
        {entry.delay
          ? t(entry.delay.minutes > 0 ? "organiser.audit.delayLater" : "organiser.audit.delayEarlier", {
              count: Math.abs(entry.delay.minutes),
              matches: entry.delay.matches,
            })
          : match
            ? t("organiser.audit.match", {
                match: match.id,
                stage: stageLabel(match, t),
                home: sideLabel(match.home, names, t),
                away: sideLabel(match.away, names, t),
              })
            : t("organiser.audit.earlierMatch", { match: entry.matchId })}
      </Text>
      <Text size="sm">
        {entry.delay
          ? t("organiser.audit.delayTotal", { count: entry.delay.total })
          : t("organiser.audit.change", { old: score(entry.old), new: score(entry.new) })}
      </Text>
      <AuditByLine kind={row.kind} colour={KIND_COLOURS[row.kind]} who={who} at={entry.at} />
    </li>
  );
}
