import { LanguageSchema } from "@kickoff/domain/account-contracts.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@kickoff/locales/languages.ts";
import { Button, Group, Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";
import { formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { rememberLanguage } from "../../../lib/i18n.ts";
import { switchLanguagePath } from "../../../lib/language.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

/** The account's language: mails are written in it, and the app switches to it. */
export function LanguageSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const update = useUpdateProfile();
  const [language, setLanguage] = useState<string>(current);
  const [formError, setFormError] = useState<string | null>(null);

  const save = async () => {
    setFormError(null);
    const parsed = LanguageSchema.safeParse(language);
    if (!parsed.success) return;
    try {
      await update.mutateAsync({ language: parsed.data });
      rememberLanguage(parsed.data as Language);
      showSnackbar(t("account.settings.saved"), "success");
      navigate(switchLanguagePath(location.pathname, parsed.data as Language) + location.hash, { replace: true });
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <Section title={t("account.fields.language")} anchor="language">
      <Select
        label={t("account.settings.languageLabel")}
        description={t("account.register.languageHint")}
        data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={language}
        onChange={(value) => value && setLanguage(value)}
        allowDeselect={false}
      />
      <FormAlert message={formError} />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={update.isPending}>
          {t("account.settings.saveLanguage")}
        </Button>
      </Group>
    </Section>
  );
}
