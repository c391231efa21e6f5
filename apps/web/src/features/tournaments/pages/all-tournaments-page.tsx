import { PageIntro } from "../../../components/page-intro.tsx";

/** The user's tournaments. */
export function AllTournamentsPage() {
  return <PageIntro page="allTournaments" />;
}
