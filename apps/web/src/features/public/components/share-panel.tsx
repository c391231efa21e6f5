import { shortLinkPath } from "@kickoff/domain/short-code.ts";
import { Anchor, Stack } from "@mantine/core";
import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ShareButton, ShareCodeLine } from "../../../components/share-button.tsx";
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
  return (
    <Stack gap="sm" className="public-no-print">
      <ShareButton url={url} title={title} />
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
    <ShareCodeLine intro={t("public.share.code")} code={code} testId="public-short-code">
      {" · "}
      <Anchor href={shortUrl} style={{ wordBreak: "break-all" }}>
        {shortUrl.replace(/^https?:\/\//, "")}
      </Anchor>
    </ShareCodeLine>
  );
}
