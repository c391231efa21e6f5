import { PageIntro } from "../../../components/page-intro.tsx";

/** Frequently asked questions. */
export function FaqPage() {
  return <PageIntro page="faq" />;
}
