import { PageIntro } from "../../../components/page-intro.tsx";

/** The club area (login required). */
export function ClubPage() {
  return <PageIntro page="club" />;
}
