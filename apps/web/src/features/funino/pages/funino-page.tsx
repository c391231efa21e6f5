import { PageIntro } from "../../../components/page-intro.tsx";

/** The public view of one funino festival. */
export function FuninoPage() {
  return <PageIntro page="funino" />;
}
