import { SendMessageSchema } from "@kickoff/domain/message-contracts.ts";
import { Alert, Button, Group, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSendMessage } from "../api/messages.ts";
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
  const send = useSendMessage();
  const [subject, setSubject] = useState(() =>
    replySubject(original, (s) => t("account.messages.replySubject", { subject: s })),
  );
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = SendMessageSchema.safeParse({ receiverId: receiver.id, subject, body });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        showSnackbar(t("account.messages.sent"), "success");
        setBody("");
        onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) setFormError(t("account.messages.errors.rateLimited"));
        else if (error instanceof ApiError && error.fields.length > 0)
          setErrors(Object.fromEntries(error.fields.map((f) => [f.field, t("account.errors.invalid")])));
        else setFormError(t("account.messages.errors.generic"));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t("account.messages.replyTitle", { name: receiver.displayName })}
        </Title>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t("account.messages.subject")}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          maxLength={150}
          required
        />
        <Textarea
          label={t("account.messages.body")}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={5000}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t("account.messages.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
