import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, SendMessageSchema } from "@kickoff/domain/message-contracts.ts";
import { Alert, Button, Group, Stack, Textarea, TextInput, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client.ts";
import { useSendMessage } from "./send-message.ts";

export type MessageTarget = { receiverId: string } | { tournamentId: string };

type Errors = { subject?: string; body?: string };

/** Why a send failed, as the key of the text the form shows (every page loads `common`). */
export function sendErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return "common.compose.errors.network";
  if (error.status === 429) return "common.compose.errors.rateLimited";
  if (error.status === 401) return "common.compose.errors.loggedOut";
  if (error.code === "MESSAGE_TO_SELF") return "common.compose.errors.toSelf";
  if (error.status === 404) return "common.compose.errors.notFound";
  return "common.compose.errors.generic";
}

/**
 * Subject and plain-text body of a message to a user or a tournament's organisers, checked with the shared
 * contract before sending; field errors at the fields, other failures (rate limit, gone, offline) above them.
 */
export function ComposeMessageForm({
  target,
  initialSubject = "",
  labelledBy,
  onSent,
  onCancel,
  autoFocus = false,
}: {
  target: MessageTarget;
  initialSubject?: string;
  /** The id of the heading that names the form (the dialog's title, the reply's heading). */
  labelledBy?: string;
  onSent: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [subject, setSubject] = useState(initialSubject);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setFormError(null);
    const parsed = SendMessageSchema.safeParse({ ...target, subject, body });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "subject" || field === "body") && !found[field])
          found[field] = t(
            issue.code === "too_big" ? "common.compose.errors.tooLong" : "common.compose.errors.required",
          );
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setBody("");
        onSent();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields.map((f) => f.field) : [];
        if (fields.includes("subject") || fields.includes("body"))
          setErrors(
            Object.fromEntries(
              fields.filter((f) => f === "subject" || f === "body").map((f) => [f, t("common.compose.errors.invalid")]),
            ),
          );
        else setFormError(t(sendErrorKey(error)));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} aria-busy={send.isPending}>
      <Stack gap="sm">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t("common.compose.subject")}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          required
          data-autofocus={autoFocus || undefined}
        />
        <Textarea
          label={t("common.compose.body")}
          description={t("common.compose.plainText")}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={MESSAGE_BODY_MAX}
          required
        />
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={send.isPending}>
              {t("common.compose.cancel")}
            </Button>
          ) : null}
          <Button type="submit" loading={send.isPending}>
            {t("common.compose.send")}
          </Button>
        </Group>
        {/* The spinner says nothing to a screen reader: this does. */}
        <VisuallyHidden role="status">{send.isPending ? t("common.compose.sending") : ""}</VisuallyHidden>
      </Stack>
    </form>
  );
}
