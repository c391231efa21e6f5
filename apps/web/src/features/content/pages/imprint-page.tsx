import { PageIntro } from "../../../components/page-intro.tsx";

/** Legal notice. */
export function ImprintPage() {
  return <PageIntro page="imprint" />;
}
