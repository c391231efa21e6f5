import type { Language } from "@kickoff/locales/languages.ts";
import { useMutation } from "@tanstack/react-query";
import { downloadFromApi } from "../../../lib/download.ts";

/** The printable exports of a tournament: the schedule and the QR poster. */
export type ScheduleExportKind = "spielplan" | "pdfqrcode";

/** POST /api/v1/spielplan/{spielplan|pdfqrcode} — the PDF in `lang`, saved as a download. */
export const downloadScheduleExport = (kind: ScheduleExportKind, tmentid: string, lang: Language) =>
  downloadFromApi(`/api/v1/spielplan/${kind}`, { tmentid, lang }, `${kind}.pdf`);

export const useDownloadScheduleExport = (tmentid: string) =>
  useMutation({
    mutationFn: ({ kind, lang }: { kind: ScheduleExportKind; lang: Language }) =>
      downloadScheduleExport(kind, tmentid, lang),
  });

/** GET /api/v1/spielplan/qrcode/{id} — a PNG QR code of the public page (a plain link, the browser downloads it). */
export const qrImageUrl = (tmentid: string, lang: Language) =>
  `/api/v1/spielplan/qrcode/${encodeURIComponent(tmentid)}?lang=${lang}&size=1024`;
