import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import {
  type ReporterLink,
  useCreateReporterLink,
  useReporterLinks,
  useRevokeReporterLink,
} from "../api/reporter-links.ts";
import type { ManagedTournament } from "../api/types.ts";
import { ConfirmModal } from "./confirm-modal.tsx";

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
      <Alert color="gray">{t("organiser.share.notYet")}</Alert>
      {tournament.abilities.manageReporters ? <ReporterLinks tournament={tournament} /> : null}
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
