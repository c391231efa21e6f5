import { PageIntro } from "../../../components/page-intro.tsx";

/** Tips for organisers. */
export function TipPage() {
  return <PageIntro page="tip" />;
}
