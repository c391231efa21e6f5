import { PageIntro } from "../../../components/page-intro.tsx";

/** Who is behind the product. */
export function AboutUsPage() {
  return <PageIntro page="aboutUs" />;
}
