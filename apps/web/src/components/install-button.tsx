import { ActionIcon, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useStore } from "../lib/external-store.ts";
import { hideInstallPrompt, promptInstall, pwaStore } from "../lib/pwa.ts";

/** Shown while the browser offers installation; "×" hides it for good on this device. */
export function InstallButton() {
  const { t } = useTranslation();
  const canInstall = useStore(pwaStore, (s) => s.canInstall);
  if (!canInstall) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-md" variant="light" onClick={() => void promptInstall()}>
        {t("shell.install.install")}
      </Button>
      <ActionIcon variant="subtle" onClick={hideInstallPrompt} aria-label={t("shell.install.hide")}>
        <span aria-hidden>×</span>
      </ActionIcon>
    </Group>
  );
}
