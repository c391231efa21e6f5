import { PageIntro } from "../../../components/page-intro.tsx";

/** The admin board (login required). */
export function AdminboardPage() {
  return <PageIntro page="adminboard" />;
}
