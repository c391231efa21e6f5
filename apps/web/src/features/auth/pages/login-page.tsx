import { Container, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { sessionStore, useSession } from "../../../lib/session-store.ts";
import { LoginForm } from "../components/login-form.tsx";
import { RegisterForm } from "../components/register-form.tsx";

/**
 * Login and registration on one page; `loginRegisVariable` ("0" login, "1" register) picks the
 * form. `/login` opens the login form, `/register` the registration form.
 */
export function LoginPage({ mode: initialMode, onLoggedIn }: { mode: "0" | "1"; onLoggedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const mode = useSession((s) => s.loginRegisVariable);
  useEffect(() => {
    sessionStore.set({ loginRegisVariable: initialMode });
  }, [initialMode]);
  const page = mode === "1" ? "register" : "login";
  const title = t(`pages.${page}.title`);
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{t(`pages.${page}.description`)}</Text>
        <SegmentedControl
          value={mode === "1" ? "1" : "0"}
          onChange={(value) => sessionStore.set({ loginRegisVariable: value })}
          aria-label={t("pages.login.switchLabel")}
          data={[
            { value: "0", label: t("pages.login.loginTab") },
            { value: "1", label: t("pages.login.registerTab") },
          ]}
        />
        <Paper withBorder p="md">
          {mode === "1" ? (
            <RegisterForm onRegistered={() => sessionStore.set({ loginRegisVariable: "0" })} />
          ) : (
            <LoginForm onLoggedIn={onLoggedIn} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
