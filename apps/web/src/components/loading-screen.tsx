import { Center, Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "Loading" — while a page loads, and on the error screen before it moves on to /notfound. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t("common.loading")}</Text>
      </Group>
    </Center>
  );
}
