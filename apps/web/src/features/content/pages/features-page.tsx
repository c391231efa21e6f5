import { PageIntro } from "../../../components/page-intro.tsx";

/** What the product can do. */
export function FeaturesPage() {
  return <PageIntro page="features" />;
}
