import { ClubContactSchema } from "@kickoff/domain/account-contracts.ts";
import type { SavedContact } from "@kickoff/domain/account-views.ts";
import { Button, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";

import { CONTACT_FIELDS } from "../../../lib/contact-fields.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSaveContact } from "../api/save-contact.ts";

type Draft = Record<(typeof CONTACT_FIELDS)[number]["key"], string> &
  Record<(typeof CONTACT_FIELDS)[number]["show"], boolean>;

const toDraft = (c: SavedContact): Draft => ({
  contactPerson: c.contactPerson ?? "",
  phone: c.phone ?? "",
  email: c.email ?? "",
  website: c.website ?? "",
  showContactPerson: c.showContactPerson,
  showPhone: c.showPhone,
  showEmail: c.showEmail,
  showWebsite: c.showWebsite,
});

/** The club's public contact details, each with its own "show publicly" switch. */
export function ContactSection({ contact }: { contact: SavedContact }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const [draft, setDraft] = useState<Draft>(() => toDraft(contact));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ClubContactSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    try {
      setDraft(toDraft(await save.mutateAsync(parsed.data)));
      showSnackbar(t("account.settings.saved"), "success");
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <Section title={t("account.club.contact")} intro={t("account.club.contactHint")} anchor="contact">
      <SectionForm
        label={t("account.club.contact")}
        onSubmit={submit}
        error={formError}
        actions={
          <Button type="submit" loading={save.isPending}>
            {t("account.settings.saveContact")}
          </Button>
        }
      >
        {CONTACT_FIELDS.map((field) => (
          <SimpleGrid key={field.key} cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
            <TextInput
              type={field.type}
              label={t(field.label)}
              autoComplete={field.auto}
              value={draft[field.key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, [field.key]: value }));
              }}
              error={fieldErrors[field.key]}
            />
            <Switch
              mt={{ base: 0, xs: 30 }}
              label={t("account.settings.showPublicly", { field: t(field.label) })}
              checked={draft[field.show]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setDraft((d) => ({ ...d, [field.show]: checked }));
              }}
            />
          </SimpleGrid>
        ))}
      </SectionForm>
    </Section>
  );
}
