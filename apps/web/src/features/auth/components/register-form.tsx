import {
  isAcceptablePassword,
  PASSWORD_MIN_LENGTH,
  type Registration,
  RegistrationSchema,
} from "@kickoff/domain/account-contracts.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@kickoff/locales/languages.ts";
import { Alert, Anchor, Button, Checkbox, PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { type FormEvent, type ReactElement, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { register } from "../api/register.ts";

type Draft = {
  displayName: string;
  email: string;
  password: string;
  clubName: string;
  language: Language;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
};

const inlineLink = (to: string): ReactElement => <Anchor component={Link} to={to} target="_blank" inherit />;

/**
 * Account creation with the server's RegistrationSchema: name, e-mail, password (checked against
 * the same strength rule), club, language of the mails, and acceptance of terms and privacy policy.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [draft, setDraft] = useState<Draft>({
    displayName: "",
    email: "",
    password: "",
    clubName: "",
    language: lang,
    acceptTerms: false,
    acceptPrivacy: false,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = RegistrationSchema.safeParse(draft);
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (!errors.password && !isAcceptablePassword(draft.password)) errors.password = t("account.errors.WEAK_PASSWORD");
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const registration: Registration = parsed.data;
      await register(registration);
      onRegistered(registration.email);
    } catch (error) {
      if (error instanceof ApiError && error.code === "WEAK_PASSWORD") {
        setFieldErrors({ password: t("account.errors.WEAK_PASSWORD") });
      } else {
        setFormError(formErrorOrSnackbar(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} aria-label={t("pages.register.formLabel")} noValidate>
      <Stack gap="sm">
        <TextInput
          name="displayName"
          label={t("pages.register.displayName")}
          autoComplete="name"
          required
          value={draft.displayName}
          onChange={(e) => set("displayName", e.currentTarget.value)}
          error={fieldErrors.displayName}
        />
        <TextInput
          name="email"
          type="email"
          label={t("pages.login.email")}
          autoComplete="email"
          required
          value={draft.email}
          onChange={(e) => set("email", e.currentTarget.value)}
          error={fieldErrors.email}
        />
        <PasswordInput
          name="password"
          label={t("pages.login.password")}
          description={t("account.register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          value={draft.password}
          onChange={(e) => set("password", e.currentTarget.value)}
          error={fieldErrors.password}
        />
        <TextInput
          name="clubName"
          label={t("account.fields.clubName")}
          description={t("account.register.clubHint")}
          autoComplete="organization"
          value={draft.clubName}
          onChange={(e) => set("clubName", e.currentTarget.value)}
          error={fieldErrors.clubName}
        />
        <Select
          name="language"
          label={t("account.fields.language")}
          description={t("account.register.languageHint")}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={draft.language}
          onChange={(value) => value && set("language", value as Language)}
          allowDeselect={false}
          error={fieldErrors.language}
        />
        <Checkbox
          name="acceptTerms"
          checked={draft.acceptTerms}
          onChange={(e) => set("acceptTerms", e.currentTarget.checked)}
          error={fieldErrors.acceptTerms}
          aria-invalid={fieldErrors.acceptTerms ? true : undefined}
          label={
            <Trans i18nKey="account.register.acceptTerms" components={{ anchor: inlineLink(paths.agb.href(lang)) }} />
          }
        />
        <Checkbox
          name="acceptPrivacy"
          checked={draft.acceptPrivacy}
          onChange={(e) => set("acceptPrivacy", e.currentTarget.checked)}
          error={fieldErrors.acceptPrivacy}
          aria-invalid={fieldErrors.acceptPrivacy ? true : undefined}
          label={
            <Trans
              i18nKey="account.register.acceptPrivacy"
              components={{ anchor: inlineLink(paths.dataPrivacy.href(lang)) }}
            />
          }
        />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          {t("pages.register.submit")}
        </Button>
      </Stack>
    </form>
  );
}
