import { PageIntro } from "../../../components/page-intro.tsx";

/** How a funino festival works. */
export function FuninoHowtoPage() {
  return <PageIntro page="funinoHowto" />;
}
