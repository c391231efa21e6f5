import { PageIntro } from "../../../components/page-intro.tsx";

/** The rules of funino. */
export function FuninoRulesPage() {
  return <PageIntro page="funinoRules" />;
}
