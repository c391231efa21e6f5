import { downloadFileName } from "@kickoff/domain/file-names.ts";
import { shortLinkPath } from "@kickoff/domain/short-code.ts";
import { Alert, Anchor, Button, CopyButton, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { qrImageUrl, type ScheduleExportKind, useDownloadScheduleExport } from "../api/export-schedule.ts";
import {
  type ReporterLink,
  useCreateReporterLink,
  useReporterLinks,
  useRevokeReporterLink,
} from "../api/reporter-links.ts";
import type { ManagedTournament } from "../api/types.ts";

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? "filled" : "light"}
            onClick={copy}
            aria-label={t("organiser.share.copyLabel", { what: label })}
          >
            {copied ? t("organiser.share.copied") : t("organiser.share.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Links to share: the public page and reporter links for helpers (create, list, revoke). */
export function SharePanel({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const publicUrl = `${window.location.origin}${paths.tournament.href(lang, tournament.id)}`;
  return (
    <Stack gap="md">
      <CopyField label={t("organiser.share.publicLink")} value={publicUrl} />
      <Text size="sm">{t(`organiser.general.visibilityHint.${tournament.general.visibility}`)}</Text>
      <ShortCode code={tournament.shortCode} />
      <Downloads tournament={tournament} publicUrl={publicUrl} />
      {tournament.abilities.manageReporters ? <ReporterLinks tournament={tournament} /> : null}
    </Stack>
  );
}

/** The code parents can type (search, or the short URL), large enough to read out or copy onto a poster. */
function ShortCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const shortUrl = `${window.location.origin}${shortLinkPath(code)}`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t("organiser.share.shortCode")}
      </Text>
      <Text fz={28} fw={800} ff="monospace" data-testid="short-code" style={{ letterSpacing: "0.15em" }}>
        {code}
      </Text>
      <Text size="sm">{t("organiser.share.shortCodeHint")}</Text>
      <CopyField label={t("organiser.share.shortLink")} value={shortUrl} />
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

function ReporterLinks({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const links = useReporterLinks(tournament.id, true);
  const create = useCreateReporterLink(tournament.id);
  const revoke = useRevokeReporterLink(tournament.id);
  const [label, setLabel] = useState("");
  const [pitch, setPitch] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ReporterLink | null>(null);
  const pitchName = new Map(tournament.settings.pitches.map((p) => [p.id, p.name]));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("organiser.share.reporterTitle")}
      </Title>
      <Text size="sm">{t("organiser.share.reporterHint")}</Text>
      <TextInput
        label={t("organiser.share.reporterLabel")}
        value={label}
        maxLength={80}
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
      <Select
        label={t("organiser.share.reporterPitch")}
        placeholder={t("organiser.share.allPitches")}
        clearable
        value={pitch}
        onChange={setPitch}
        data={tournament.settings.pitches.map((p) => ({ value: p.id, label: p.name }))}
      />
      <Button
        loading={create.isPending}
        onClick={async () => {
          const link = await create.mutateAsync({ label: label.trim(), ...(pitch ? { pitch } : {}) });
          setCreated(link.url);
          setLabel("");
        }}
      >
        {t("organiser.share.createReporter")}
      </Button>
      {created ? (
        <Alert color="green" role="status">
          <Stack gap="xs">
            <Text size="sm">{t("organiser.share.createdOnce")}</Text>
            <CopyField label={t("organiser.share.reporterLink")} value={created} />
            <QrCode value={created} label={t("organiser.share.reporterQrLabel")} size={160} />
          </Stack>
        </Alert>
      ) : null}
      {links.data?.links.length ? (
        <Stack gap={4}>
          {links.data.links.map((l) => (
            <Group key={l.id} justify="space-between" wrap="nowrap">
              <Text size="sm" td={l.active ? undefined : "line-through"}>
                {l.label || t("organiser.share.unnamed")} ·{" "}
                {l.pitch ? (pitchName.get(l.pitch) ?? l.pitch) : t("organiser.share.allPitches")}
              </Text>
              {l.active ? (
                <Button size="compact-sm" color="red" variant="subtle" onClick={() => setRevoking(l)}>
                  {t("organiser.share.revoke")}
                </Button>
              ) : (
                <Text size="xs">{t("organiser.share.revoked")}</Text>
              )}
            </Group>
          ))}
        </Stack>
      ) : null}
      <ConfirmModal
        opened={revoking !== null}
        title={t("organiser.share.revoke")}
        message={t("organiser.share.revokeConfirm", { label: revoking?.label || t("organiser.share.unnamed") })}
        confirmLabel={t("organiser.share.revoke")}
        danger
        busy={revoke.isPending}
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id).catch(() => undefined);
          setRevoking(null);
        }}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
