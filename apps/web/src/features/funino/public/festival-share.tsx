import { Stack } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ShareButton, ShareCodeLine } from "../../../components/share-button.tsx";

// The QR code library loads with this section, not with the page's first paint.
const QrCode = lazy(() => import("../../../components/qr-code.tsx").then((m) => ({ default: m.QrCode })));
const QR_SIZE = 160;

/**
 * Share the festival's page: the phone's share sheet where there is one, else copy the link; a QR code for the
 * parent next to you, and the festival's code (easy to say out loud and type into the search).
 */
export function FestivalShare({ url, title, shortCode }: { url: string; title: string; shortCode: string }) {
  const { t } = useTranslation();
  const placeholder = <div style={{ width: QR_SIZE, height: QR_SIZE }} aria-hidden="true" />;
  return (
    <Stack gap="sm">
      <ShareButton url={url} title={title} />
      <Suspense fallback={placeholder}>
        <QrCode value={url} label={t("public.share.qrLabel", { name: title })} size={QR_SIZE} />
      </Suspense>
      <ShareCodeLine intro={t("festival.page.share.code")} code={shortCode} testId="festival-short-code" />
    </Stack>
  );
}
