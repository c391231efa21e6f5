import { EmailSchema, LinkTokenSchema, VerificationCodeSchema } from "@kickoff/domain/account-contracts.ts";
import type { Verified } from "@kickoff/domain/account-views.ts";
import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { ONE_TIME_CODE_LENGTH } from "../../../lib/constants.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { sessionStore } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { getMeQueryOptions } from "../api/get-me.ts";
import { sendVerify } from "../api/send-verify.ts";
import { type Verification, validateUser } from "../api/validate-user.ts";
import { CodeInput } from "../components/code-input.tsx";

const emptyDigits = () => Array.from({ length: ONE_TIME_CODE_LENGTH }, () => "");

/**
 * Confirm an e-mail address. `/validateEmail/{token}` (the link from the mail) confirms at once;
 * any other id (`code`, or the 6-digit code itself) shows the 6 boxes with the address from `?email=`.
 * When the server signed this browser in (it registered the address), `onSignedIn` continues like a
 * login; otherwise the login form asks for the password.
 */
export function ValidateEmailPage({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const linkToken = LinkTokenSchema.safeParse(id).success ? id : null;
  const [email, setEmail] = useState(search.get("email") ?? "");
  const [digits, setDigits] = useState<string[]>(() =>
    VerificationCodeSchema.safeParse(id).success ? id.split("") : emptyDigits(),
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [linkState, setLinkState] = useState<"idle" | "checking" | "failed">(linkToken ? "checking" : "idle");
  const title = t("pages.validateEmail.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);

  const done = async (verified: Verified) => {
    if (verified.purpose === "change-email") {
      await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
      const user = sessionStore.get().user;
      if (user) sessionStore.set({ user: { ...user, email: verified.email } });
      showSnackbar(t("account.verify.emailChanged"), "success");
      navigate(sessionStore.get().isAuthenticated ? paths.userAccount.href(lang) : paths.login.href(lang), {
        replace: true,
        state: { email: verified.email },
      });
      return;
    }
    if (verified.signedIn) {
      showSnackbar(t("account.verify.signedIn"), "success");
      await onSignedIn();
      return;
    }
    showSnackbar(t("account.verify.success"), "success");
    sessionStore.set({ loginRegisVariable: "0" });
    navigate(paths.login.href(lang), { replace: true, state: { email: verified.email } });
  };

  const verify = async (verification: Verification) => {
    setFormError(null);
    setInfo(null);
    setBusy(true);
    try {
      await done(await validateUser(verification));
    } catch (error) {
      const message = formErrorOrSnackbar(error);
      if (error instanceof ApiError && error.code === "CODE_INVALID" && !verification.email) setFormError(message);
      else if (error instanceof ApiError && (error.code === "CODE_INVALID" || error.code === "CODE_EXPIRED")) {
        setCodeError(message);
        setDigits(emptyDigits());
      } else setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  // The link from the mail: confirm once, on arrival.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per token; `done` only navigates.
  useEffect(() => {
    if (!linkToken || started.current) return;
    started.current = true;
    void validateUser({ code: linkToken })
      .then(done)
      .catch((error: unknown) => {
        setFormError(formErrorOrSnackbar(error));
        setLinkState("failed");
      });
  }, [linkToken]);

  const checkEmail = () => {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(t(parsed.error.issues[0]?.message ?? "account.errors.emailInvalid"));
      return null;
    }
    setEmailError(null);
    return parsed.data;
  };

  const submitCode = (code: string) => {
    setCodeError(null);
    const address = checkEmail();
    if (!VerificationCodeSchema.safeParse(code).success) {
      setCodeError(t("account.errors.codeFormat"));
      return;
    }
    if (address) void verify({ code, email: address });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitCode(digits.join(""));
  };

  const resend = async () => {
    const address = checkEmail();
    if (!address) return;
    setFormError(null);
    setResending(true);
    try {
      await sendVerify(address);
      setDigits(emptyDigits());
      setCodeError(null);
      setInfo(t("account.verify.resent"));
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    } finally {
      setResending(false);
    }
  };

  if (linkToken && linkState === "checking") {
    return (
      <Container size="xs" py="xl" px="md">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{title}</Title>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t("account.verify.checking")}</Text>
          </Group>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xs" py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{t("account.verify.enterCode")}</Text>
        {linkToken && formError ? (
          <Alert color="red" role="alert" title={t("account.verify.linkFailed")}>
            {formError}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <form onSubmit={submit} aria-label={t("account.verify.formLabel")} noValidate>
            <Stack gap="md">
              <TextInput
                type="email"
                label={t("account.fields.email")}
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
              />
              <CodeInput
                digits={digits}
                onChange={(next) => {
                  setDigits(next);
                  setCodeError(null);
                }}
                onComplete={submitCode}
                onToken={(token) => void verify({ code: token })}
                error={codeError}
                disabled={busy}
              />
              <Text size="sm">{t("account.verify.pasteHint")}</Text>
              {!linkToken && formError ? (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              ) : null}
              {info ? (
                <Alert color="blue" role="status">
                  {info}
                </Alert>
              ) : null}
              <Button type="submit" loading={busy}>
                {t("account.verify.submit")}
              </Button>
              <Group justify="space-between" gap="xs">
                <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={resending}>
                  {t("account.login.resendCode")}
                </Anchor>
                <Anchor component={Link} to={paths.login.href(lang)} state={{ email }} size="sm">
                  {t("account.verify.toLogin")}
                </Anchor>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
