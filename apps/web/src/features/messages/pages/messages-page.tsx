import { PageIntro } from "../../../components/page-intro.tsx";

/** Messages between users (login required). */
export function MessagesPage() {
  return <PageIntro page="messages" />;
}
