// Printable exports of an event (issue 19 item 6): GET event/pdf/{id}?kind=… — the day's schedule per pitch across
// divisions (for the pitch desk), the event poster with one QR code, and a division's own schedule PDF (a redirect).
import { z } from "zod";
import { ExportLanguageSchema } from "./file-contracts.ts";
import { LocalDateSchema } from "./tournament-contracts.ts";

export const EVENT_PDF_KINDS = ["pitches", "poster", "division"] as const;
export type EventPdfKind = (typeof EVENT_PDF_KINDS)[number];

export const EventPdfQuerySchema = z
  .object({
    kind: z.enum(EVENT_PDF_KINDS),
    /** The page's language; omitted = en. */
    lang: ExportLanguageSchema.optional(),
    /** For `pitches` of a multi-day event: the day; omitted = today while the event runs, else its first day. */
    date: LocalDateSchema.optional(),
    /** For `division`: the division's tournament id. */
    division: z.string().max(100).optional(),
  })
  .refine((q) => q.kind !== "division" || !!q.division, {
    message: "division is required with kind=division",
    path: ["division"],
  });
export type EventPdfQuery = z.infer<typeof EventPdfQuerySchema>;

/** The URL of an event PDF, as the public and the organiser's event pages link it. */
export const eventPdfUrl = (id: string, kind: "pitches" | "poster", lang: string, date?: string) =>
  `/api/v1/event/pdf/${id}?kind=${kind}&lang=${lang}${date ? `&date=${date}` : ""}`;
