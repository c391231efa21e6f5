import { PageIntro } from "../../../components/page-intro.tsx";

/** Public tournaments from everywhere. */
export function GlobalTournamentsPage() {
  return <PageIntro page="globalTournaments" />;
}
