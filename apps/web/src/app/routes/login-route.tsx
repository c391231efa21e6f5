import { useNavigate } from "react-router";
import { LoginPage } from "../../features/auth/pages/login-page.tsx";
import { useLanguage } from "../../lib/use-language.ts";
import { paths } from "../paths.ts";
import { completeLogin } from "../session.ts";

/** Wires the auth feature's page to the shell's session: reload it, then go to the stored target or the admin board. */
function AuthRoute({ mode }: { mode: "0" | "1" }) {
  const navigate = useNavigate();
  const lang = useLanguage();
  return (
    <LoginPage
      mode={mode}
      onLoggedIn={() => completeLogin((to) => navigate(to, { replace: true }), paths.adminboard.href(lang))}
    />
  );
}

export const LoginRoute = () => <AuthRoute mode="0" />;
export const RegisterRoute = () => <AuthRoute mode="1" />;
