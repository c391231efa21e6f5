import { downloadFileName } from "@kickoff/domain/file-names.ts";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { QrCode } from "../../../components/qr-code.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { qrImageUrl, type ScheduleExportKind, useDownloadScheduleExport } from "../api/export-schedule.ts";
import type { ManagedTournament } from "../api/types.ts";
import { officialsOf } from "../lib/referees.ts";
import { EmbedBuilder } from "./embed-builder.tsx";
import { CopyField, ReporterLinks, ShortCodeBlock } from "./share-parts.tsx";

/** Links to share: the public page and reporter links for helpers (create, list, revoke). */
export function SharePanel({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const publicUrl = `${window.location.origin}${paths.tournament.href(lang, tournament.id)}`;
  return (
    <Stack gap="md">
      <CopyField label={t("organiser.share.publicLink")} value={publicUrl} />
      <Text size="sm">{t(`organiser.general.visibilityHint.${tournament.general.visibility}`)}</Text>
      <ShortCodeBlock
        code={tournament.shortCode}
        title={t("organiser.share.shortCode")}
        hint={t("organiser.share.shortCodeHint")}
        testId="short-code"
      />
      <Downloads tournament={tournament} publicUrl={publicUrl} />
      {tournament.abilities.manageReporters ? <TournamentReporterLinks tournament={tournament} /> : null}
      <EmbedBuilder tournament={tournament} />
    </Stack>
  );
}

/** The schedule and QR poster PDFs (in the page's language), the QR code on screen and as an image. */
function Downloads({ tournament, publicUrl }: { tournament: ManagedTournament; publicUrl: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const download = useDownloadScheduleExport(tournament.id);
  const start = (kind: ScheduleExportKind) =>
    download.mutate({ kind, lang }, { onError: () => showSnackbar(t("organiser.share.downloadFailed"), "error") });
  const busy = (kind: ScheduleExportKind) => download.isPending && download.variables?.kind === kind;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("organiser.share.downloadsTitle")}
      </Title>
      <Text size="sm">{t("organiser.share.downloadsHint")}</Text>
      <Group gap="xs">
        <Button onClick={() => start("spielplan")} loading={busy("spielplan")} disabled={download.isPending}>
          {t("organiser.share.schedulePdf")}
        </Button>
        <Button
          variant="light"
          onClick={() => start("pdfqrcode")}
          loading={busy("pdfqrcode")}
          disabled={download.isPending}
        >
          {t("organiser.share.posterPdf")}
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <QrCode value={publicUrl} label={t("organiser.share.qrLabel")} size={160} />
        <Anchor
          href={qrImageUrl(tournament.id, lang)}
          download={downloadFileName([t("public.files.qrCode"), tournament.general.name], "png").unicode}
          size="sm"
        >
          {t("organiser.share.qrImage")}
        </Anchor>
      </Group>
    </Stack>
  );
}

function TournamentReporterLinks({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const pitchName = new Map(tournament.settings.pitches.map((p) => [p.id, p.name]));
  return (
    <ReporterLinks
      ownerId={tournament.id}
      hint={t("organiser.share.reporterHint")}
      pitches={tournament.settings.pitches.map((p) => ({ value: p.id, label: p.name }))}
      pitchLabel={(pitch) => pitchName.get(pitch) ?? pitch}
      referees={officialsOf(tournament).referees.map((r) => ({ value: r.id, label: r.name }))}
    />
  );
}
