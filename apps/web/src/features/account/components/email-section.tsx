import { EmailChangeSchema } from "@kickoff/domain/account-contracts.ts";
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useChangeEmail } from "../api/change-email.ts";
import { FormAlert } from "./form-alert.tsx";
import { Section } from "./section.tsx";

/** A new address with the password; it applies once the code sent there is confirmed. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const change = useChangeEmail();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = EmailChangeSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    try {
      await change.mutateAsync(parsed.data);
      setSentTo(parsed.data.email);
      setPassword("");
    } catch (error) {
      if (error instanceof ApiError && error.code === "WRONG_PASSWORD") {
        setFieldErrors({ password: t("account.errors.WRONG_PASSWORD") });
      } else if (error instanceof ApiError && error.code === "EMAIL_UNCHANGED") {
        setFieldErrors({ email: t("account.errors.EMAIL_UNCHANGED") });
      } else setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <Section
      title={t("account.settings.changeEmail")}
      intro={t("account.settings.currentEmail", { email: currentEmail })}
      anchor="email"
    >
      <form onSubmit={submit} aria-label={t("account.settings.changeEmail")} noValidate>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t("account.fields.newEmail")}
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
          />
          <PasswordInput
            label={t("account.fields.password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          <FormAlert message={formError} />
          {sentTo ? (
            <Alert color="blue" role="status">
              <Stack gap={4}>
                <Text size="sm">{t("account.settings.emailChangeSent")}</Text>
                <Anchor
                  component={Link}
                  to={`${paths.validateEmail.href(lang, "code")}?${new URLSearchParams({ email: sentTo })}`}
                  size="sm"
                >
                  {t("account.settings.enterEmailCode")}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t("account.settings.saveEmail")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
