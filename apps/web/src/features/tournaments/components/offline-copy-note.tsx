import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import { useManagedTournamentCopyTime } from "../api/get-managed-tournament.ts";

/** Says that the control centre shows the copy kept on this device (no network), and from when. */
export function OfflineCopyNote({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const storedAt = useManagedTournamentCopyTime(id);
  if (!storedAt) return null;
  return (
    <Alert color="yellow" role="status" title={t("organiser.offline.title")}>
      {t("organiser.offline.copy", {
        time: new Date(storedAt).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" }),
      })}
    </Alert>
  );
}
