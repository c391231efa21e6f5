import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { register } from "../api/register.ts";

/** Account creation; the Accounts issue completes the fields (terms, club). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await register({
        displayName: String(data.get("displayName") ?? ""),
        email: String(data.get("email") ?? ""),
        password: String(data.get("password") ?? ""),
      });
      showSnackbar(t("pages.register.done"), "success");
      onRegistered();
    } catch {
      // the API client already showed the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label={t("pages.register.formLabel")}>
      <Stack gap="sm">
        <TextInput name="displayName" label={t("pages.register.displayName")} autoComplete="name" required />
        <TextInput name="email" type="email" label={t("pages.login.email")} autoComplete="email" required />
        <PasswordInput name="password" label={t("pages.login.password")} autoComplete="new-password" required />
        <Button type="submit" loading={busy}>
          {t("pages.register.submit")}
        </Button>
      </Stack>
    </form>
  );
}
