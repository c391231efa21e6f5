import { PageIntro } from "../../../components/page-intro.tsx";

/** The organiser's overview of one tournament. */
export function TournamentOverviewPage() {
  return <PageIntro page="tournamentOverview" />;
}
