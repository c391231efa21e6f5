import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { groupTablesHtml } from "@kickoff/domain/public-page-html.ts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { plainTranslate } from "../lib/first-paint.ts";

/**
 * Every group's table (rank with the places that reach the knockout, the rule that decided a tie); when the
 * organiser does not publish tables, the groups' teams and a note instead. The domain's plain HTML, the same the
 * server sends as the first paint (ADR 0015); fits a 360 px phone (played and goals only from 36em).
 */
export function GroupTables({
  tournament,
  names,
  myTeam,
}: {
  tournament: PublicTournament;
  names: ReadonlyMap<string, string>;
  myTeam: string | null;
}) {
  const { t } = useTranslation();
  const html = useMemo(
    () => groupTablesHtml(tournament, { t: plainTranslate(t), names, myTeam }),
    [tournament, t, names, myTeam],
  );
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's markup, every text in it escaped.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
