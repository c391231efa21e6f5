import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { shortLinkPath } from "@kickoff/domain/short-code.ts";
import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import {
  type ReporterLink,
  useCreateReporterLink,
  useReporterLinks,
  useRevokeReporterLink,
} from "../api/reporter-links.ts";

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

/** The festival's public link (with its QR code and short code) and reporter links, one per pitch or for all. */
export function FestivalSharePanel({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const publicUrl = `${window.location.origin}${paths.funino.href(lang, festival.id)}`;
  const shortUrl = `${window.location.origin}${shortLinkPath(festival.shortCode)}`;
  return (
    <Stack gap="md">
      <CopyField label={t("festivalOrganiser.share.publicLink")} value={publicUrl} />
      <Text size="sm">{t(`festivalOrganiser.share.visibilityHint.${festival.visibility}`)}</Text>
      <QrCode value={publicUrl} label={t("organiser.share.qrLabel")} size={160} />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t("festivalOrganiser.share.shortCode")}
        </Text>
        <Text fz={28} fw={800} ff="monospace" style={{ letterSpacing: "0.15em" }}>
          {festival.shortCode}
        </Text>
        <Text size="sm">{t("festivalOrganiser.share.shortCodeHint")}</Text>
        <CopyField label={t("organiser.share.shortLink")} value={shortUrl} />
      </Stack>
      {festival.abilities.manageReporters ? <ReporterLinks festival={festival} /> : null}
    </Stack>
  );
}

function ReporterLinks({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const links = useReporterLinks(festival.id, true);
  const create = useCreateReporterLink(festival.id);
  const revoke = useRevokeReporterLink(festival.id);
  const [label, setLabel] = useState("");
  const [pitch, setPitch] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ReporterLink | null>(null);
  const pitchLabel = (id: string) => t("festival.entry.pitch", { pitch: id });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("organiser.share.reporterTitle")}
      </Title>
      <Text size="sm">{t("festivalOrganiser.share.reporterHint")}</Text>
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
        data={festival.pitches.map((p) => ({ value: p.id, label: pitchLabel(p.id) }))}
      />
      <Button
        loading={create.isPending}
        onClick={() =>
          create.mutate(
            { label: label.trim() || (pitch ? pitchLabel(pitch) : ""), ...(pitch ? { pitch } : {}) },
            {
              onSuccess: (link) => {
                setCreated(link.url);
                setLabel("");
              },
              onError: () => showSnackbar(t("festivalOrganiser.failed"), "error"),
            },
          )
        }
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
        <Stack gap={4} data-testid="reporter-links">
          {links.data.links.map((l) => (
            <Group key={l.id} justify="space-between" wrap="nowrap">
              <Text size="sm" td={l.active ? undefined : "line-through"}>
                {l.label || t("organiser.share.unnamed")} ·{" "}
                {l.pitch ? pitchLabel(l.pitch) : t("organiser.share.allPitches")}
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
