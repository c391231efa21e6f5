import { PageIntro } from "../../../components/page-intro.tsx";
import { ContactForm } from "../components/contact-form.tsx";

/** How to reach the team: the contact form (name, e-mail, subject, message, an optional star rating). */
export function ContactPage() {
  return (
    <PageIntro page="contact">
      <ContactForm />
    </PageIntro>
  );
}
