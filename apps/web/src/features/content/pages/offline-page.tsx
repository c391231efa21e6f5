import { PageIntro } from "../../../components/page-intro.tsx";

/** Served by the service worker when the network is gone. */
export function OfflinePage() {
  return <PageIntro page="offline" />;
}
