import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state.tsx";
import { SectionsPage } from "../../../components/sections.tsx";
import { useContact } from "../../../lib/api/get-contact.ts";
import { useVenues } from "../../../lib/api/get-venues.ts";
import { useAccount } from "../api/get-account.ts";
import { ContactSection } from "../components/contact-section.tsx";
import { EmailSection } from "../components/email-section.tsx";
import { LanguageSection } from "../components/language-section.tsx";
import { PasswordSection } from "../components/password-section.tsx";
import { VenuesSection } from "../components/venues-section.tsx";

/** Personal settings (login required): language, venues, contact, password, e-mail address. */
export function SettingsPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const venues = useVenues();
  const contact = useContact();
  return (
    <SectionsPage page="settings" intro={t("account.settings.intro")}>
      <QueryState query={account}>{(a) => <LanguageSection key={a.language} current={a.language} />}</QueryState>
      <QueryState query={venues}>{(v) => <VenuesSection venues={v.venues} />}</QueryState>
      <QueryState query={contact}>{(c) => <ContactSection contact={c} />}</QueryState>
      <PasswordSection />
      <QueryState query={account}>{(a) => <EmailSection currentEmail={a.email} />}</QueryState>
    </SectionsPage>
  );
}
