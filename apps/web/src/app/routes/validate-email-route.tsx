import { useNavigate } from "react-router";
import { ValidateEmailPage } from "../../features/auth/pages/validate-email-page.tsx";
import { useLanguage } from "../../lib/use-language.ts";
import { paths } from "../paths.ts";
import { completeLogin } from "../session.ts";

/** A verification that signed in continues like a login: the stored target, else the admin board. */
export function ValidateEmailRoute() {
  const navigate = useNavigate();
  const lang = useLanguage();
  return (
    <ValidateEmailPage
      onSignedIn={() => completeLogin((to) => navigate(to, { replace: true }), paths.adminboard.href(lang))}
    />
  );
}
