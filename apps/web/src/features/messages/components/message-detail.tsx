import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { ReportButton } from "../../../components/report/report-button.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { useChangeMessages, useMessage } from "../api/messages.ts";
import { InvitationsPanel } from "./invitations-panel.tsx";
import { formatMessageDate, senderName } from "./message-meta.ts";
import { ReplyForm } from "./reply-form.tsx";

/** One message of the caller's inbox (opening it marks it read), with reply for user messages and delete. */
export function MessageDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const query = useMessage(id);
  const change = useChangeMessages();
  const [confirming, setConfirming] = useState(false);
  const message = query.data?.items[0];
  const markedRead = useRef(false);

  useEffect(() => {
    if (message && message.readAt === null && !markedRead.current) {
      markedRead.current = true;
      change.mutate({ action: "marklistasread", ids: [message.id] });
    }
  }, [message, change]);

  const back = (
    <Anchor component={Link} to={paths.messages.href(lang)}>
      {`← ${t("account.messages.back")}`}
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Text role="status" c="dimmed">
        {t("account.messages.loading")}
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="xs" role="alert" align="flex-start">
        <Text>{t("account.messages.loadError")}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t("account.messages.retry")}
        </Button>
        {back}
      </Stack>
    );
  }
  if (!message) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text role="alert">{t("account.messages.notFound")}</Text>
        {back}
      </Stack>
    );
  }

  const replyTo = message.kind === "user" ? message.sender : null;
  return (
    <Stack gap="md">
      {back}
      <Paper withBorder p="md" component="article" aria-labelledby="message-subject">
        <Stack gap="xs">
          <Title order={2} size="h3" id="message-subject" style={{ overflowWrap: "anywhere" }}>
            {message.subject}
          </Title>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={500}>
              {senderName(message, t)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMessageDate(message.createdAt, lang)}
            </Text>
          </Group>
          {message.tournament && (
            <Anchor component={Link} to={paths.tournamentOverview.href(lang, message.tournament.id)} size="sm">
              {t("account.messages.tournament", { name: message.tournament.name })}
            </Anchor>
          )}
          <Divider />
          {/* Plain text: shown as text with its line breaks, never as HTML. */}
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.body}</Text>
        </Stack>
      </Paper>
      {/* An invitation's message offers its answer right here (nothing shows once it is answered). */}
      {message.kind === "system" && message.tournament && <InvitationsPanel tournamentId={message.tournament.id} />}
      <Group gap="xs">
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
          {t("account.messages.delete")}
        </Button>
        {/* Only a user's message can be abusive; system messages come from the platform itself. */}
        {message.kind === "user" && (
          <ReportButton
            target={{ kind: "message", id: message.id }}
            label={t("public.report.messageAction")}
            size="sm"
          />
        )}
      </Group>
      {replyTo && (
        <ReplyForm receiver={replyTo} subject={message.subject} onSent={() => navigate(paths.messages.href(lang))} />
      )}
      <ConfirmModal
        opened={confirming}
        title={t("account.messages.deleteTitle")}
        message={t("account.messages.deleteConfirm", { count: 1 })}
        confirmLabel={t("account.messages.delete")}
        danger
        busy={change.isPending}
        onConfirm={() =>
          change.mutate(
            { action: "deletelist", ids: [message.id] },
            { onSuccess: () => navigate(paths.messages.href(lang)) },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
