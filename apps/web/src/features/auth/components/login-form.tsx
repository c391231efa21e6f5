import { LoginSchema } from "@kickoff/domain/account-contracts.ts";
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { authenticate } from "../api/authenticate.ts";
import { sendVerify } from "../api/send-verify.ts";
import { ForgotPasswordModal } from "./forgot-password-modal.tsx";

type LoginFormProps = {
  initialEmail?: string;
  onLoggedIn: () => Promise<void>;
  /** After a new code was sent to an unverified address: go to the code entry. */
  onVerificationSent: (email: string) => void;
};

/**
 * E-mail and password, validated with the server's LoginSchema. An unknown address and a wrong
 * password get the same message (the server answers both with INVALID_CREDENTIALS).
 */
export function LoginForm({ initialEmail = "", onLoggedIn, onVerificationSent }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setUnverified(null);
    const parsed = LoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await authenticate(parsed.data);
      await onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") setUnverified(parsed.data.email);
      setFormError(formErrorOrSnackbar(error));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!unverified) return;
    setResending(true);
    try {
      await sendVerify(unverified);
      onVerificationSent(unverified);
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} aria-label={t("pages.login.formLabel")} noValidate>
        <Stack gap="sm">
          <TextInput
            name="email"
            type="email"
            label={t("pages.login.email")}
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
          />
          <PasswordInput
            name="password"
            label={t("pages.login.password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          {formError ? (
            <Alert color="red" role="alert" title={t("account.login.failed")}>
              <Stack gap="xs" align="flex-start">
                {formError}
                {unverified ? (
                  <Button variant="light" size="compact-sm" loading={resending} onClick={() => void resend()}>
                    {t("account.login.resendCode")}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <Button type="submit" loading={busy}>
            {t("pages.login.submit")}
          </Button>
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              {t("account.login.forgotPassword")}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <ForgotPasswordModal opened={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </>
  );
}
