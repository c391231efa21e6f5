import { PageIntro } from "../../../components/page-intro.tsx";

/** General terms and conditions. */
export function AgbPage() {
  return <PageIntro page="agb" />;
}
