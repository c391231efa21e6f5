import { shortLinkPath } from "@kickoff/domain/short-code.ts";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNearViewport } from "../lib/use-near-viewport.ts";

// The QR code library (~10 KB gzip) loads when the share section comes near the screen, not with the page.
const QrCode = lazy(() => import("../../../components/qr-code.tsx").then((m) => ({ default: m.QrCode })));
const QR_SIZE = 160;

/**
 * Share the page: the phone's share sheet where there is one, else copy the link; plus a QR code and the
 * tournament's short code with its short URL (easy to say out loud or type).
 */
export function SharePanel({ url, title, shortCode }: { url: string; title: string; shortCode?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Other failures fall back to copying.
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

  return (
    <Stack gap="sm" className="public-no-print">
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
      <LazyQrCode value={url} label={t("public.share.qrLabel", { name: title })} />
      {shortCode ? <ShortCode code={shortCode} /> : null}
    </Stack>
  );
}

/** The QR code, with a box of its size in its place until it has loaded (nothing below it moves). */
function LazyQrCode({ value, label }: { value: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const placeholder = <div ref={box} style={{ width: QR_SIZE, height: QR_SIZE }} aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QrCode value={value} label={label} size={QR_SIZE} />
    </Suspense>
  );
}

function ShortCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const shortUrl = `${window.location.origin}${shortLinkPath(code)}`;
  return (
    <Text size="sm" data-testid="public-short-code">
      {t("public.share.code")}{" "}
      <Text span fw={800} ff="monospace" fz="lg" style={{ letterSpacing: "0.1em" }}>
        {code}
      </Text>
      {" · "}
      <Anchor href={shortUrl} style={{ wordBreak: "break-all" }}>
        {shortUrl.replace(/^https?:\/\//, "")}
      </Anchor>
    </Text>
  );
}
