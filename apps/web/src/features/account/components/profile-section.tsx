import { DisplayNameSchema } from "@kickoff/domain/account-contracts.ts";
import type { Account } from "@kickoff/domain/account-views.ts";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import { Badge, Button, Table, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";

import { useUpdateProfile } from "../api/update-profile.ts";

/** The account's data: e-mail, confirmation, language, since when; the display name can be changed. */
export function ProfileSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(account.displayName);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const since = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "long" }).format(new Date(account.createdAt));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = DisplayNameSchema.safeParse(displayName);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues.map((i) => ({ ...i, path: ["displayName"] }))));
      return;
    }
    setFieldErrors({});
    try {
      await update.mutateAsync({ displayName: parsed.data });
      showSnackbar(t("account.settings.saved"), "success");
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <Section title={t("account.userAccount.data")} anchor="data">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="40%">{t("account.fields.email")}</Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{account.email}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("account.userAccount.status")}</Table.Th>
            <Table.Td>
              <Badge color={account.emailVerified ? "pitch" : "orange.9"} variant="light">
                {account.emailVerified ? t("account.userAccount.verified") : t("account.userAccount.unverified")}
              </Badge>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("account.fields.language")}</Table.Th>
            <Table.Td>{LANGUAGE_NAMES[account.language as Language] ?? account.language}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("account.userAccount.since")}</Table.Th>
            <Table.Td>{since}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <SectionForm
        label={t("account.userAccount.nameForm")}
        onSubmit={submit}
        error={formError}
        actions={
          <Button type="submit" loading={update.isPending}>
            {t("account.userAccount.saveName")}
          </Button>
        }
      >
        <TextInput
          label={t("account.fields.displayName")}
          autoComplete="name"
          required
          value={displayName}
          onChange={(e) => setDisplayName(e.currentTarget.value)}
          error={fieldErrors.displayName}
        />
      </SectionForm>
    </Section>
  );
}
