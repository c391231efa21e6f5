import type { EventPitch } from "@kickoff/domain/event-contracts.ts";
import { Alert, Button, CopyButton, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import {
  useCreateEventReporterLink,
  useEventReporterLinks,
  useRevokeEventReporterLink,
} from "../api/event-reporting-api.ts";

/** The owner's reporter links, one per pitch: create (link and QR shown once), list, revoke after a confirmation. */
export function EventReporterLinks({ eventId, pitches }: { eventId: string; pitches: readonly EventPitch[] }) {
  const { t } = useTranslation();
  const links = useEventReporterLinks(eventId, true);
  const create = useCreateEventReporterLink(eventId);
  const revoke = useRevokeEventReporterLink(eventId);
  const [pitch, setPitch] = useState(pitches[0]?.id ?? "");
  const [label, setLabel] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const pitchName = (id: string) => pitches.find((p) => p.id === id)?.name ?? id;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="event-reporter-links">
      <Stack gap="sm">
        <Title order={2} size="h3" id="event-reporter-links">
          {t("events.control.links.title")}
        </Title>
        <Text size="sm">{t("events.control.links.intro")}</Text>
        <NativeSelect
          label={t("events.control.links.pitch")}
          value={pitch}
          onChange={(e) => setPitch(e.currentTarget.value)}
          data={pitches.map((p) => ({ value: p.id, label: p.name }))}
        />
        <TextInput
          label={t("events.control.links.label")}
          value={label}
          maxLength={80}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <Group>
          <Button
            mih={TAP_TARGET}
            loading={create.isPending}
            disabled={!pitch}
            onClick={() =>
              create.mutate(
                { pitch, label: label.trim() || pitchName(pitch) },
                {
                  onSuccess: (link) => {
                    setCreated(link.url);
                    setLabel("");
                  },
                },
              )
            }
          >
            {t("events.control.links.create")}
          </Button>
        </Group>
        {created ? (
          <Alert color="green" role="status">
            <Stack gap="xs">
              <Text size="sm">{t("events.control.links.createdOnce")}</Text>
              <TextInput label={t("events.control.links.link")} value={created} readOnly data-testid="event-link-url" />
              <CopyButton value={created}>
                {({ copied, copy }) => (
                  <Button variant="light" mih={TAP_TARGET} onClick={copy}>
                    {copied ? t("events.control.links.copied") : t("events.control.links.copy")}
                  </Button>
                )}
              </CopyButton>
              <QrCode value={created} label={t("events.control.links.qrLabel")} size={160} />
            </Stack>
          </Alert>
        ) : null}
        {links.data?.links.length ? (
          <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {links.data.links.map((l) => (
              <Group component="li" key={l.id} justify="space-between" wrap="nowrap">
                <Text size="sm" td={l.active ? undefined : "line-through"}>
                  {l.label || pitchName(l.pitch)} · {pitchName(l.pitch)}
                  {l.active ? "" : ` · ${t("events.control.links.revoked")}`}
                </Text>
                {l.active ? (
                  <Button
                    variant="subtle"
                    color="red"
                    mih={TAP_TARGET}
                    onClick={() => setRevoking(l.id)}
                    aria-label={t("events.control.links.revokeNamed", { label: l.label || pitchName(l.pitch) })}
                  >
                    {t("events.control.links.revoke")}
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={revoking !== null}
        title={t("events.control.links.revokeTitle")}
        message={t("events.control.links.revokeMessage")}
        confirmLabel={t("events.control.links.revoke")}
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
      />
    </Paper>
  );
}
