import type { Language } from "@kickoff/locales/languages.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { calendarFeedUrls, calendarUrl } from "../api/calendar-link.ts";

type Props = { tournamentId: string; lang: Language; team: { id: string; name: string } | null };

/**
 * The public page's calendar area: subscribe (the calendar then follows every change of the plan), copy the
 * address for apps that add calendars "from URL", or download the matches once. Plain markup with the lean
 * page's classes: the server's first paint draws the same area (ADR 0015). Long team names wrap; 44 px taps.
 */
export function CalendarLinks({ tournamentId, lang, team }: Props) {
  const { t } = useTranslation();
  const feed = calendarFeedUrls(tournamentId, lang, team?.id);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(feed.https).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <div className="pl-stack" data-calendar-links>
      <h3 className="pl-h5">{t("public.calendar.title")}</h3>
      <p className="pl-p-sm">{t("public.calendar.subscribeHint")}</p>
      <div className="pl-btnrow">
        <a className="pl-btn pl-btn-filled" href={feed.webcal}>
          {team ? t("public.calendar.subscribeTeam", { team: team.name }) : t("public.calendar.subscribeAll")}
        </a>
        <button type="button" className="pl-btn" onClick={copy}>
          {copied ? t("public.calendar.copied") : t("public.calendar.copy")}
        </button>
      </div>
      {team ? (
        <a className="pl-link" href={calendarUrl(tournamentId, lang, team.id)} download>
          {t("public.calendar.team", { team: team.name })}
        </a>
      ) : null}
      <a className="pl-link" href={calendarUrl(tournamentId, lang)} download>
        {t("public.calendar.all")}
      </a>
    </div>
  );
}
