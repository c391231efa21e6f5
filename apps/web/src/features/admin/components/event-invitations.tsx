import type { EventInvitationsSchema } from "@kickoff/domain/event-views.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useAnswerEventInvitation, useEventInvitations } from "../api/dashboard-events.ts";

type EventInvitation = z.infer<typeof EventInvitationsSchema>["invitations"][number];

/**
 * My open invitations to help run an event, each with accept and decline (declining asks first). Nothing is
 * shown while loading, on failure or when there is none: "My events" below stays the board's main list.
 */
export function EventInvitations() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useEventInvitations();
  const list = query.data?.invitations ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("events.invitations.title", { count: list.length })}
      </Title>
      {list.map((invitation) => (
        <InvitationCard key={invitation.eventId} invitation={invitation} />
      ))}
    </Stack>
  );
}

function InvitationCard({ invitation }: { invitation: EventInvitation }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const answer = useAnswerEventInvitation();
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const name = invitation.eventName;
  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium" }).format(
    new Date(invitation.invitedAt),
  );

  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ eventId: invitation.eventId, accept });
      showSnackbar(t(`events.invitations.${accept ? "accepted" : "declined"}`, { name }), "success");
      if (accept) navigate(paths.eventOverview.href(lang, invitation.eventId));
    } catch {
      // The API client showed the failure; the list is re-read (the owner may have withdrawn it).
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={nameId} data-testid="event-invitation">
      <Stack gap="xs">
        <Text fw={600} id={nameId} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        <Text size="sm">
          {invitation.invitedBy ? t("events.invitations.from", { name: invitation.invitedBy, date }) : date}
        </Text>
        <Text size="sm">{t("events.invitations.explain")}</Text>
        <Group gap="md">
          <Button
            mih={TAP_TARGET}
            onClick={() => void respond(true)}
            loading={answer.isPending && answer.variables?.accept === true}
            disabled={answer.isPending}
            aria-label={t("events.invitations.acceptNamed", { name })}
          >
            {t("events.invitations.accept")}
          </Button>
          <Button
            mih={TAP_TARGET}
            variant="outline"
            color="red.9"
            onClick={() => setConfirming(true)}
            disabled={answer.isPending}
            aria-label={t("events.invitations.declineNamed", { name })}
          >
            {t("events.invitations.decline")}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t("events.invitations.decline")}
        message={t("events.invitations.declineConfirm", { name })}
        confirmLabel={t("events.invitations.decline")}
        danger
        busy={answer.isPending}
        onConfirm={() => void respond(false)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
