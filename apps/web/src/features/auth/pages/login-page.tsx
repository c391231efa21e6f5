import { Container, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { sessionStore, useSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { LoginForm } from "../components/login-form.tsx";
import { RegisterForm } from "../components/register-form.tsx";
import { verificationHref } from "../utils/verification-href.ts";

/** Router state other pages pass to the login (e.g. the address just confirmed). */
export type LoginLocationState = { email?: string } | null;

/**
 * Login and registration on one page; `loginRegisVariable` ("0" login, "1" register) picks the
 * form. `/login` opens the login form, `/register` the registration form.
 */
export function LoginPage({ mode: initialMode, onLoggedIn }: { mode: "0" | "1"; onLoggedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const initialEmail = (location.state as LoginLocationState)?.email ?? "";
  const mode = useSession((s) => s.loginRegisVariable);
  useEffect(() => {
    sessionStore.set({ loginRegisVariable: initialMode });
  }, [initialMode]);
  const page = mode === "1" ? "register" : "login";
  const title = t(`pages.${page}.title`);
  useDocumentTitle(`${title} · ${t("app.name")}`);

  const toVerification = (email: string) => navigate(verificationHref(paths.validateEmail.href(lang, "code"), email));

  return (
    <Container size="xs" py="xl" px="md">
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
            <RegisterForm
              onRegistered={(email) => {
                showSnackbar(t("account.register.done"), "success");
                sessionStore.set({ loginRegisVariable: "0" });
                toVerification(email);
              }}
            />
          ) : (
            <LoginForm
              initialEmail={initialEmail}
              onLoggedIn={onLoggedIn}
              onVerificationSent={(email) => {
                showSnackbar(t("account.verify.resent"), "success");
                toVerification(email);
              }}
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
