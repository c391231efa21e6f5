import { EmailChangeSchema } from "@kickoff/domain/account-contracts.ts";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useChangeEmail } from "../api/change-email.ts";
import { CurrentPasswordInput } from "./current-password-input.tsx";

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
      <SectionForm
        label={t("account.settings.changeEmail")}
        onSubmit={submit}
        error={formError}
        notice={
          sentTo ? (
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
          ) : null
        }
        actions={
          <Button type="submit" loading={change.isPending}>
            {t("account.settings.saveEmail")}
          </Button>
        }
      >
        <TextInput
          type="email"
          label={t("account.fields.newEmail")}
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldErrors.email}
        />
        <CurrentPasswordInput
          label={t("account.fields.password")}
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
      </SectionForm>
    </Section>
  );
}
