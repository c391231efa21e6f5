import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { acceptAnalytics, declineAnalytics, useConsentBannerOpen } from "../lib/consent.ts";

/** Analytics consent: accepting and declining are equally prominent, and both are remembered. */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const open = useConsentBannerOpen();
  if (!open) return null;
  return (
    <Paper
      component="section"
      aria-label={t("shell.consent.label")}
      withBorder
      shadow="md"
      p="md"
      style={{ position: "fixed", insetInline: 16, bottom: 16, zIndex: 300, maxWidth: 640, marginInline: "auto" }}
    >
      <Text mb="sm">{t("shell.consent.text")}</Text>
      <Group gap="sm">
        <Button onClick={acceptAnalytics}>{t("shell.consent.accept")}</Button>
        <Button onClick={declineAnalytics} variant="default">
          {t("shell.consent.decline")}
        </Button>
      </Group>
    </Paper>
  );
}
