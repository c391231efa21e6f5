import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { type EditorInvitation, useAnswerInvitation, useInvitations } from "../api/invitations.ts";
import { formatMessageDate } from "./message-meta.ts";

/**
 * Open invitations to help organise a tournament, each with accept and decline (declining asks first). Nobody is an
 * editor before accepting here. `tournamentId` shows only that tournament's invitation (in its message); nothing
 * is shown when there is none.
 */
export function InvitationsPanel({ tournamentId }: { tournamentId?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const invitations = useInvitations();
  const list = (invitations.data ?? []).filter((i) => !tournamentId || i.tournamentId === tournamentId);
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("account.messages.invitations.title", { count: list.length })}
      </Title>
      {list.map((invitation) => (
        <InvitationCard key={invitation.tournamentId} invitation={invitation} />
      ))}
    </Stack>
  );
}

function InvitationCard({ invitation }: { invitation: EditorInvitation }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const answer = useAnswerInvitation();
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const name = invitation.tournamentName;

  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ tournamentId: invitation.tournamentId, accept });
      showSnackbar(t(`account.messages.invitations.${accept ? "accepted" : "declined"}`, { name }), "success");
      if (accept) navigate(paths.tournamentOverview.href(lang, invitation.tournamentId));
    } catch {
      // The API client showed the failure; the list is re-read (e.g. the owner withdrew the invitation).
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap="xs">
        <Text fw={600} id={nameId} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        <Text size="sm">
          {invitation.invitedBy
            ? t("account.messages.invitations.from", {
                name: invitation.invitedBy,
                date: formatMessageDate(invitation.invitedAt, lang),
              })
            : formatMessageDate(invitation.invitedAt, lang)}
        </Text>
        <Text size="sm">{t("account.messages.invitations.explain")}</Text>
        <Group gap="md">
          <Button
            onClick={() => void respond(true)}
            loading={answer.isPending && answer.variables?.accept === true}
            disabled={answer.isPending}
            aria-label={t("account.messages.invitations.acceptNamed", { name })}
          >
            {t("account.messages.invitations.accept")}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            onClick={() => setConfirming(true)}
            disabled={answer.isPending}
            aria-label={t("account.messages.invitations.declineNamed", { name })}
          >
            {t("account.messages.invitations.decline")}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t("account.messages.invitations.decline")}
        message={t("account.messages.invitations.declineConfirm", { name })}
        confirmLabel={t("account.messages.invitations.decline")}
        danger
        busy={answer.isPending}
        onConfirm={() => void respond(false)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
