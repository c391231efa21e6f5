import { ForgotPasswordSchema } from "@kickoff/domain/account-contracts.ts";
import { Alert, Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { requestPasswordReset } from "../api/request-password-reset.ts";

/** "Forgot your password?": mails a reset link; the answer is the same whether the address exists or not. */
export function ForgotPasswordModal({
  opened,
  onClose,
  initialEmail,
}: {
  opened: boolean;
  onClose: () => void;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setEmail(initialEmail);
      setSent(false);
      setFormError(null);
      setFieldErrors({});
    }
  }, [opened, initialEmail]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The modal is portalled, but React still bubbles the submit to the login form.
    event.stopPropagation();
    setFormError(null);
    const parsed = ForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data);
      setSent(true);
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("account.forgot.title")} centered>
      {sent ? (
        <Stack gap="sm">
          <Alert color="pitch" role="status">
            {t("account.forgot.sent")}
          </Alert>
          <Button onClick={onClose}>{t("account.common.close")}</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} aria-label={t("account.forgot.title")} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t("account.forgot.intro")}</Text>
            <TextInput
              type="email"
              label={t("account.fields.email")}
              autoComplete="email"
              required
              data-autofocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldErrors.email}
            />
            {formError ? (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy}>
              {t("account.forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
