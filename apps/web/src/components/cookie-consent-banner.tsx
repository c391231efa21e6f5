import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { acceptAnalytics, consentStore, declineAnalytics } from "../lib/consent.ts";
import { useStore } from "../lib/external-store.ts";

/**
 * Analytics consent: accepting and declining are equally prominent, and both are remembered.
 * Shown only when analytics is configured (lib/consent.ts).
 *
 * In the page flow above the content, never fixed or sticky: an overlay at the bottom of a phone
 * screen covered the referee's "Save result" button on a first visit. In the flow it can push the
 * page down but never hide any of it; it is there from the first render (the choice is read from a
 * cookie at start), so it does not shift the page as it loads.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const open = useStore(consentStore, (s) => s.bannerOpen);
  if (!open) return null;
  return (
    <Paper
      component="section"
      aria-label={t("shell.consent.label")}
      withBorder
      radius={0}
      px="md"
      py="xs"
      style={{ borderInline: 0, borderTop: 0 }}
    >
      <Group gap="xs" justify="space-between" maw={960} mx="auto">
        <Text size="sm" style={{ flex: "1 1 18rem" }}>
          {t("shell.consent.text")}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="sm" onClick={acceptAnalytics}>
            {t("shell.consent.accept")}
          </Button>
          <Button size="sm" onClick={declineAnalytics} variant="default">
            {t("shell.consent.decline")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
