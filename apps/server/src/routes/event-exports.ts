// An event's PDFs (issue 19 item 6): GET event/pdf/{id}?kind=pitches|poster|division. Anonymous callers are
// allowed (public and unlisted events), so this lives in the public context and checks the session itself.

import { eventDates } from "@kickoff/domain/event-days.ts";
import { type EventPdfQuery, EventPdfQuerySchema } from "@kickoff/domain/event-exports.ts";
import { contentDisposition, downloadFileName } from "@kickoff/domain/file-names.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { matchesEtag } from "../lib/public-cache.ts";
import { defaultDay, eventPosterPdf, loadPrintableEvent, pitchesPdf, printVersion } from "../services/event-pdf.ts";
import { ipLimit } from "../services/ip-limits.ts";
import { translator } from "../services/public-i18n.ts";
import { renderOnce } from "../services/schedule-export.ts";

const tag = "events";

const DESCRIPTION =
  "An event's printable papers. Query: `kind` (required), `lang` (de, en, es, fr, it, nl, pt, tr; default en), " +
  "`date` (YYYY-MM-DD, `pitches` only; default today while the event runs, else its first day; a day outside the " +
  "event is 400), `division` (a division's tournament id, `division` only).\n\n" +
  "- `pitches`: the day's schedule per pitch across divisions, for the pitch desk: one section (page) per event " +
  "pitch with every match of every division on it that day in kick-off order — time, division (age group), stage " +
  "or group (a festival's round), match number, teams or their placeholders, the score once entered (as the " +
  "division's public page shows it) or two boxes to write it in.\n" +
  "- `poster`: one A4 page for the venue: name, dates, venue, the divisions with age group and times, one large " +
  "QR code of the public event page (`{PUBLIC_URL}/{lang}/event/{id}`) and that URL in text.\n" +
  "- `division`: 302 to the division's own schedule PDF (GET spielplan/spielplan/{id}?lang=… for a tournament, " +
  "GET spielplan/funinopdfqrcode/{id}?lang=…&kind=sheet for a festival); 404 DIVISION_NOT_FOUND when it is not " +
  "a division of this event that the caller may see.\n\n" +
  "Access: a public or unlisted event's papers are open to anybody and show its publicly visible divisions (like " +
  "the public event page); the event's owner and editors (session) see all its divisions, also a private event's. " +
  "Anybody else asking for a private event gets 404 EVENT_NOT_FOUND, exactly like an unknown id. Download name: " +
  "the paper's word in that language and the event's name. `ETag` / `If-None-Match` answer 304.";

export async function eventExportRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { database, store: fileStoreFor(config), publicUrl: config.publicUrl };

  r.get(
    "/api/v1/event/pdf/:id",
    {
      // Rendering a PDF costs real CPU: a budget per client, as for the tournament PDFs.
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "An event's PDFs: schedule per pitch, poster, a division's schedule",
        description: DESCRIPTION,
        params: z.object({ id: z.string().max(100) }),
        querystring: EventPdfQuerySchema,
        response: {
          200: z.unknown().describe("The PDF (application/pdf)"),
          302: z.null().describe("kind=division: Location is the division's PDF"),
          304: z.null(),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const query: EventPdfQuery = request.query;
      const lang: Language = query.lang ?? "en";
      const event = await loadPrintableEvent(database, request.params.id, () => request.currentUser());
      const cacheControl = event.access === "public" ? "public, max-age=60" : "private, no-store";

      if (query.kind === "division") {
        const wanted = (query.division ?? "").toLowerCase();
        const division = event.divisions.find((d) => d.id === wanted);
        if (!division) throw new AppError(404, "DIVISION_NOT_FOUND", "division: no such division in this event");
        const location =
          division.mode === "funino"
            ? `/api/v1/spielplan/funinopdfqrcode/${division.id}?lang=${lang}&kind=sheet`
            : `/api/v1/spielplan/spielplan/${division.id}?lang=${lang}`;
        return reply.header("cache-control", cacheControl).redirect(location, 302);
      }

      const day = query.kind === "pitches" ? (query.date ?? defaultDay(event.general)) : "";
      if (
        query.date &&
        query.kind === "pitches" &&
        !eventDates(event.general.startDate, event.general.endDate).includes(query.date)
      ) {
        throw new AppError(400, "VALIDATION_FAILED", "date: not a day of the event", {
          fields: [{ field: "date", message: "not a day of the event" }],
        });
      }
      const key = `event-${query.kind}:${event.id}:${printVersion(event)}:${lang}:${day}`;
      const etag = `"ep-${hash(key)}"`;
      reply.header("etag", etag).header("cache-control", cacheControl);
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      const bytes = await renderOnce(key, () =>
        query.kind === "pitches" ? pitchesPdf(event, lang, day) : eventPosterPdf(deps, event, lang),
      );
      const t = await translator(lang);
      const word = t(query.kind === "pitches" ? "eventPublic.pdf.files.pitches" : "eventPublic.pdf.files.poster");
      const name = downloadFileName([word, event.general.name, query.kind === "pitches" ? day : null], "pdf");
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition("attachment", name))
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
