// QR codes of public links: PNG images for download and sharing (PDFs draw theirs as vectors with pdfmake).
import type { Language } from "@kickoff/locales/languages.ts";
import QRCode from "qrcode";

/** The public page of a tournament under PUBLIC_URL, in one language. */
export const publicTournamentUrl = (publicUrl: string, lang: Language, id: string) =>
  `${publicUrl}/${lang}/tournament/${encodeURIComponent(id)}`;

/** A PNG QR code of `text`, `size` pixels wide, with a quiet zone and medium error correction (survives smudges). */
export function qrPng(text: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", width: size, margin: 2, errorCorrectionLevel: "M" });
}
