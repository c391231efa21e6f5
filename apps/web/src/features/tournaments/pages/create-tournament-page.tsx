import { PageIntro } from "../../../components/page-intro.tsx";

/** Create a tournament or edit one (with id). */
export function CreateTournamentPage() {
  return <PageIntro page="createTournament" />;
}
