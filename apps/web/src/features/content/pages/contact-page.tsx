import { PageIntro } from "../../../components/page-intro.tsx";

/** How to reach the team. */
export function ContactPage() {
  return <PageIntro page="contact" />;
}
