import { PageIntro } from "../../../components/page-intro.tsx";

/** How to plan and run a tournament. */
export function HowtoPage() {
  return <PageIntro page="howto" />;
}
