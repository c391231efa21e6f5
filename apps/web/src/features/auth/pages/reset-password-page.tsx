import { isAcceptablePassword, LinkTokenSchema, ResetPasswordSchema } from "@kickoff/domain/account-contracts.ts";
import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { NewPasswordFields } from "../../../components/new-password-fields.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import {
  accountErrorMessage,
  type FieldErrors,
  fieldErrorsFromIssues,
  formErrorOrSnackbar,
} from "../../../lib/form-errors.ts";
import { sessionStore } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useResetToken } from "../api/get-reset-token.ts";
import { useResetPassword } from "../api/reset-password.ts";

/** Set a new password with the link from the mail (`/resetpw/{token}`); the token is checked first. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const wellFormed = LinkTokenSchema.safeParse(id).success;
  const tokenQuery = useResetToken(id, wellFormed);
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const title = t("pages.resetPassword.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ResetPasswordSchema.safeParse({ token: id, password });
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (!errors.password && !isAcceptablePassword(password)) errors.password = t("account.errors.WEAK_PASSWORD");
    if (!errors.password && repeat !== password) errors.repeat = t("account.errors.passwordMismatch");
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    try {
      await reset.mutateAsync(parsed.data);
      showSnackbar(t("account.reset.success"), "success");
      sessionStore.set({ loginRegisVariable: "0" });
      navigate(paths.login.href(lang), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === "WEAK_PASSWORD") {
        setFieldErrors({ password: t("account.errors.WEAK_PASSWORD") });
      } else setFormError(formErrorOrSnackbar(error));
    }
  };

  const invalid = !wellFormed || tokenQuery.isError;
  let body: ReactNode;
  if (wellFormed && tokenQuery.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t("account.reset.checking")}</Text>
      </Group>
    );
  } else if (invalid) {
    const reason =
      tokenQuery.error instanceof ApiError && tokenQuery.error.code !== "CODE_INVALID"
        ? accountErrorMessage(tokenQuery.error)
        : null;
    body = (
      <Alert color="red" role="alert" title={t("account.reset.invalid")}>
        <Stack gap="xs" align="flex-start">
          {reason ? <Text size="sm">{reason}</Text> : null}
          <Anchor component={Link} to={paths.login.href(lang)} size="sm">
            {t("account.reset.requestNew")}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Paper withBorder p="md">
        <form onSubmit={submit} aria-label={t("account.reset.title")} noValidate>
          <Stack gap="sm">
            <NewPasswordFields
              password={password}
              repeat={repeat}
              onPassword={setPassword}
              onRepeat={setRepeat}
              passwordError={fieldErrors.password}
              repeatError={fieldErrors.repeat}
            />
            {formError ? (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            ) : null}
            <Button type="submit" loading={reset.isPending}>
              {t("account.reset.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
    );
  }

  return (
    <Container size="xs" py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{t("pages.resetPassword.description")}</Text>
        {body}
      </Stack>
    </Container>
  );
}
