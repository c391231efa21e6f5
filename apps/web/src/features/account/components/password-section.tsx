import { isAcceptablePassword, PasswordChangeSchema } from "@kickoff/domain/account-contracts.ts";
import { Button } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NewPasswordFields } from "../../../components/new-password-fields.tsx";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useChangePassword } from "../api/change-password.ts";
import { CurrentPasswordInput } from "./current-password-input.tsx";

/** New password with the current one; the server then ends every other session. */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = PasswordChangeSchema.safeParse({ currentPassword, newPassword });
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (!errors.newPassword && !isAcceptablePassword(newPassword)) {
      errors.newPassword = t("account.errors.WEAK_PASSWORD");
    }
    if (!errors.newPassword && repeat !== newPassword) errors.repeat = t("account.errors.passwordMismatch");
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    try {
      await change.mutateAsync(parsed.data);
      setCurrent("");
      setNew("");
      setRepeat("");
      showSnackbar(t("account.settings.passwordChanged"), "success");
    } catch (error) {
      if (error instanceof ApiError && error.code === "WRONG_PASSWORD") {
        setFieldErrors({ currentPassword: t("account.errors.WRONG_PASSWORD") });
      } else if (error instanceof ApiError && error.code === "WEAK_PASSWORD") {
        setFieldErrors({ newPassword: t("account.errors.WEAK_PASSWORD") });
      } else setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <Section title={t("account.settings.changePassword")} anchor="password">
      <SectionForm
        label={t("account.settings.changePassword")}
        onSubmit={submit}
        error={formError}
        actions={
          <Button type="submit" loading={change.isPending}>
            {t("account.settings.savePassword")}
          </Button>
        }
      >
        <CurrentPasswordInput
          label={t("account.fields.currentPassword")}
          value={currentPassword}
          onChange={setCurrent}
          error={fieldErrors.currentPassword}
        />
        <NewPasswordFields
          password={newPassword}
          repeat={repeat}
          onPassword={setNew}
          onRepeat={setRepeat}
          passwordError={fieldErrors.newPassword}
          repeatError={fieldErrors.repeat}
        />
      </SectionForm>
    </Section>
  );
}
