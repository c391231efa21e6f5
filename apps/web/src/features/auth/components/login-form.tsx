import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authenticate } from "../api/authenticate.ts";

/** E-mail and password; on success the shell reloads the session and continues. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await authenticate({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
      await onLoggedIn();
    } catch {
      // the API client already showed the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label={t("pages.login.formLabel")}>
      <Stack gap="sm">
        <TextInput name="email" type="email" label={t("pages.login.email")} autoComplete="email" required />
        <PasswordInput name="password" label={t("pages.login.password")} autoComplete="current-password" required />
        <Button type="submit" loading={busy}>
          {t("pages.login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
