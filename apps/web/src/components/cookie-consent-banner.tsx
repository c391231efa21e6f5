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
      // Sticky, not fixed: it stays in view but sits after the footer, so it never hides the legal links.
      style={{ position: "sticky", bottom: 16, zIndex: 300, maxWidth: 640, marginInline: "auto", marginBottom: 16 }}
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
