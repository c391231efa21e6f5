import { PageIntro } from "../../../components/page-intro.tsx";

/** The public view of one tournament. */
export function TournamentPage() {
  return <PageIntro page="tournament" />;
}
