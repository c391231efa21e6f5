import { Stack, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ComposeMessageForm } from "../../../components/messages/compose-message-form.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { replySubject } from "../utils/inbox.ts";

/** A reply to a user's message: subject prefilled ("Re: …"), plain text body, errors at the fields. */
export function ReplyForm({
  receiver,
  subject: original,
  onSent,
}: {
  receiver: { id: string; displayName: string };
  subject: string;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t("account.messages.replyTitle", { name: receiver.displayName })}
      </Title>
      <ComposeMessageForm
        target={{ receiverId: receiver.id }}
        initialSubject={replySubject(original, (s) => t("account.messages.replySubject", { subject: s }))}
        labelledBy={headingId}
        onSent={() => {
          showSnackbar(t("account.messages.sent"), "success");
          onSent();
        }}
      />
    </Stack>
  );
}
