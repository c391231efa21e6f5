import { PageIntro } from "../../../components/page-intro.tsx";

/** The user's account (login required). */
export function UserAccountPage() {
  return <PageIntro page="userAccount" />;
}
