import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { QrCode } from "../../../components/qr-code.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { CopyField, ReporterLinks, ShortCodeBlock } from "../components/share-parts.tsx";

/** The festival's public link (with its QR code and short code) and reporter links, one per pitch or for all. */
export function FestivalSharePanel({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const publicUrl = `${window.location.origin}${paths.funino.href(lang, festival.id)}`;
  return (
    <Stack gap="md">
      <CopyField label={t("festivalOrganiser.share.publicLink")} value={publicUrl} />
      <Text size="sm">{t(`festivalOrganiser.share.visibilityHint.${festival.visibility}`)}</Text>
      <QrCode value={publicUrl} label={t("organiser.share.qrLabel")} size={160} />
      <ShortCodeBlock
        code={festival.shortCode}
        title={t("festivalOrganiser.share.shortCode")}
        hint={t("festivalOrganiser.share.shortCodeHint")}
      />
      {festival.abilities.manageReporters ? <FestivalReporterLinks festival={festival} /> : null}
    </Stack>
  );
}

function FestivalReporterLinks({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const pitchLabel = (id: string) => t("festival.entry.pitch", { pitch: id });
  return (
    <ReporterLinks
      ownerId={festival.id}
      hint={t("festivalOrganiser.share.reporterHint")}
      pitches={festival.pitches.map((p) => ({ value: p.id, label: pitchLabel(p.id) }))}
      pitchLabel={pitchLabel}
      defaultLabel={(pitch) => (pitch ? pitchLabel(pitch) : "")}
      onCreateError={() => showSnackbar(t("festivalOrganiser.failed"), "error")}
      listTestId="reporter-links"
    />
  );
}
