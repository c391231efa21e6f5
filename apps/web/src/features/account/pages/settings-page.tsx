import { PageIntro } from "../../../components/page-intro.tsx";

/** Personal settings (login required). */
export function SettingsPage() {
  return <PageIntro page="settings" />;
}
