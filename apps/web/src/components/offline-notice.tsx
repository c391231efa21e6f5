import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageIntro } from "./page-intro.tsx";

/**
 * In place of a page that has nothing to show without network (never opened on this device): the address stays,
 * and the page loads by itself once the connection is back (its query refetches on reconnect).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <PageIntro page="offline">
        <Text>{t("pages.offline.autoReload")}</Text>
      </PageIntro>
    </div>
  );
}
