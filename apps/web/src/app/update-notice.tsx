import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "A newer version is available" with a reload button (otherwise it loads on the next navigation). */
export function UpdateNotice() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">{t("shell.update.available")}</Text>
      <Button size="compact-sm" onClick={() => window.location.reload()}>
        {t("shell.update.reload")}
      </Button>
    </Group>
  );
}
