import { Anchor, Paper, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useLanguage } from "../../../lib/use-language.ts";

const linkStyle = { display: "inline-flex", alignItems: "center", minHeight: TAP_TARGET } as const;

/** Where the event goes from here: its public page, its control centre and the PDFs for the pitch desk. */
export function EventLinks({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const pdf = (kind: "pitches" | "poster") =>
    `/api/v1/event/pdf/${encodeURIComponent(eventId)}?kind=${kind}&lang=${lang}`;
  return (
    <Paper withBorder p="sm" component="nav" aria-labelledby={titleId}>
      <Stack gap={0}>
        <Title order={2} size="h4" id={titleId}>
          {t("events.links.title")}
        </Title>
        {/* The public page is made by the server (first paint), so a full page load, not a client route. */}
        <Anchor href={paths.event.href(lang, eventId)} style={linkStyle}>
          {t("events.links.public")}
        </Anchor>
        <Anchor component={Link} to={paths.eventControl.href(lang, eventId)} style={linkStyle}>
          {t("events.links.control")}
        </Anchor>
        <Anchor href={pdf("pitches")} target="_blank" rel="noopener" style={linkStyle}>
          {t("events.links.pitchesPdf")}
        </Anchor>
        <Anchor href={pdf("poster")} target="_blank" rel="noopener" style={linkStyle}>
          {t("events.links.posterPdf")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
