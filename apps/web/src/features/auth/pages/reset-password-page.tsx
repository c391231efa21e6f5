import { PageIntro } from "../../../components/page-intro.tsx";

/** Set a new password with a reset link. */
export function ResetPasswordPage() {
  return <PageIntro page="resetPassword" />;
}
