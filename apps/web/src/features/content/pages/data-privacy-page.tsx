import { PageIntro } from "../../../components/page-intro.tsx";

/** Privacy policy. */
export function DataPrivacyPage() {
  return <PageIntro page="dataPrivacy" />;
}
