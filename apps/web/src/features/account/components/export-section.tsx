import { Button, Group } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";
import { getContactQueryOptions } from "../../../lib/api/get-contact.ts";
import { getUserGalleriesQueryOptions } from "../../../lib/api/get-user-galleries.ts";
import { getVenuesQueryOptions } from "../../../lib/api/get-venues.ts";
import { accountErrorMessage } from "../../../lib/form-errors.ts";
import { getAccountQueryOptions } from "../api/get-account.ts";
import { buildAccountExport, exportFileName } from "../utils/account-export.ts";

/** Download the account's data as a JSON file, put together in the browser from the account calls. */
export function ExportSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFormError(null);
    try {
      // Fresh data, not what a page loaded a while ago.
      const [account, venues, contact] = await Promise.all([
        queryClient.fetchQuery({ ...getAccountQueryOptions(), staleTime: 0 }),
        queryClient.fetchQuery({ ...getVenuesQueryOptions(), staleTime: 0 }),
        queryClient.fetchQuery({ ...getContactQueryOptions(), staleTime: 0 }),
      ]);
      const galleries = await queryClient.fetchQuery({ ...getUserGalleriesQueryOptions(account.id), staleTime: 0 });
      const now = new Date();
      const json = JSON.stringify(buildAccountExport(account, venues.venues, contact, now, galleries.albums), null, 2);
      const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = exportFileName(now, t("account.userAccount.exportFile"));
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      // The API client already reported anything without an account message.
      setFormError(accountErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t("account.userAccount.export")} intro={t("account.userAccount.exportIntro")} anchor="export">
      <FormAlert message={formError} />
      <Group>
        <Button variant="light" onClick={() => void download()} loading={busy}>
          {t("account.userAccount.exportButton")}
        </Button>
      </Group>
    </Section>
  );
}
