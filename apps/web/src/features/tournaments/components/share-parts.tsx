import { shortLinkPath } from "@kickoff/domain/short-code.ts";
import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import {
  type ReporterLink,
  useCreateReporterLink,
  useReporterLinks,
  useRevokeReporterLink,
} from "../api/reporter-links.ts";

// The organiser's share parts, the same for a tournament and a funino festival: a read-only link with its copy
// button, the short code with its short link, and the reporter links (create, list, revoke).

export function CopyField({ label, value }: { label: string; value: string }) {
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

/** The code parents can type (search, or the short URL), large enough to read out or copy onto a poster. */
export function ShortCodeBlock({
  code,
  title,
  hint,
  testId,
}: {
  code: string;
  title: string;
  hint: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const shortUrl = `${window.location.origin}${shortLinkPath(code)}`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text fz={28} fw={800} ff="monospace" data-testid={testId} style={{ letterSpacing: "0.15em" }}>
        {code}
      </Text>
      <Text size="sm">{hint}</Text>
      <CopyField label={t("organiser.share.shortLink")} value={shortUrl} />
    </Stack>
  );
}

export type ReporterLinksProps = {
  /** The tournament's or festival's id. */
  ownerId: string;
  hint: string;
  pitches: { value: string; label: string }[];
  /** A pitch's name in the list of links. */
  pitchLabel: (pitch: string) => string;
  /** The label a link gets when none is typed (by default none). */
  defaultLabel?: (pitch: string | null) => string;
  onCreateError?: () => void;
  listTestId?: string;
  /** The tournament's referees: a link may enter one referee's matches only (issue 18). */
  referees?: { value: string; label: string }[];
};

/** Reporter links for helpers: create one (for a pitch or all), shown once with its QR code; list and revoke. */
export function ReporterLinks({
  ownerId,
  hint,
  pitches,
  pitchLabel,
  defaultLabel,
  onCreateError,
  listTestId,
  referees = [],
}: ReporterLinksProps) {
  const { t } = useTranslation();
  const links = useReporterLinks(ownerId, true);
  const create = useCreateReporterLink(ownerId);
  const revoke = useRevokeReporterLink(ownerId);
  const [label, setLabel] = useState("");
  const [pitch, setPitch] = useState<string | null>(null);
  const [referee, setReferee] = useState<string | null>(null);
  const refereeName = (id: string) =>
    referees.find((r) => r.value === id)?.label ?? t("officials.share.removedReferee");
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ReporterLink | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("organiser.share.reporterTitle")}
      </Title>
      <Text size="sm">{hint}</Text>
      <TextInput
        label={t("organiser.share.reporterLabel")}
        value={label}
        maxLength={80}
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
      {referees.length ? (
        <Select
          label={t("officials.share.referee")}
          description={t("officials.share.refereeHint")}
          placeholder={t("officials.share.noReferee")}
          clearable
          value={referee}
          onChange={(value) => {
            setReferee(value);
            // A referee's link enters their matches on every pitch.
            if (value) setPitch(null);
          }}
          data={referees}
        />
      ) : null}
      {referee ? null : (
        <Select
          label={t("organiser.share.reporterPitch")}
          placeholder={t("organiser.share.allPitches")}
          clearable
          value={pitch}
          onChange={setPitch}
          data={pitches}
        />
      )}
      <Button
        loading={create.isPending}
        onClick={() =>
          create.mutate(
            {
              label: label.trim() || (referee ? refereeName(referee) : (defaultLabel?.(pitch) ?? "")),
              ...(referee ? { refereeId: referee } : pitch ? { pitch } : {}),
            },
            {
              onSuccess: (link) => {
                setCreated(link.url);
                setLabel("");
              },
              onError: () => onCreateError?.(),
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
        <Stack gap={4} data-testid={listTestId}>
          {links.data.links.map((l) => (
            <Group key={l.id} justify="space-between" wrap="nowrap">
              <Text size="sm" td={l.active ? undefined : "line-through"}>
                {l.label || t("organiser.share.unnamed")} ·{" "}
                {l.refereeId
                  ? t("officials.share.forReferee", { name: refereeName(l.refereeId) })
                  : l.pitch
                    ? pitchLabel(l.pitch)
                    : t("organiser.share.allPitches")}
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
