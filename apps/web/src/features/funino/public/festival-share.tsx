import { Button, Group, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The QR code library loads with this section, not with the page's first paint.
const QrCode = lazy(() => import("../../../components/qr-code.tsx").then((m) => ({ default: m.QrCode })));
const QR_SIZE = 160;

/**
 * Share the festival's page: the phone's share sheet where there is one, else copy the link; a QR code for the
 * parent next to you, and the festival's code (easy to say out loud and type into the search).
 */
export function FestivalShare({ url, title, shortCode }: { url: string; title: string; shortCode: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  const placeholder = <div style={{ width: QR_SIZE, height: QR_SIZE }} aria-hidden="true" />;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button onClick={() => void share()}>{t("public.share.button")}</Button>
      </Group>
      <div role="status" aria-live="polite">
        {copied === "copied" ? <Text size="sm">{t("public.share.copied")}</Text> : null}
        {copied === "failed" ? (
          <Text size="sm">
            {t("public.share.copyFailed")} <span style={{ wordBreak: "break-all" }}>{url}</span>
          </Text>
        ) : null}
      </div>
      <Suspense fallback={placeholder}>
        <QrCode value={url} label={t("public.share.qrLabel", { name: title })} size={QR_SIZE} />
      </Suspense>
      <Text size="sm" data-testid="festival-short-code">
        {t("festival.page.share.code")}{" "}
        <Text span fw={800} ff="monospace" fz="lg" style={{ letterSpacing: "0.1em" }}>
          {shortCode}
        </Text>
      </Text>
    </Stack>
  );
}
