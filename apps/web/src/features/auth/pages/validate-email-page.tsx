import { PageIntro } from "../../../components/page-intro.tsx";

/** Confirm an e-mail address with the code from the mail. */
export function ValidateEmailPage() {
  return <PageIntro page="validateEmail" />;
}
