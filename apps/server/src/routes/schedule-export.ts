import { ExportLanguageSchema, type ScheduleExport, ScheduleExportSchema } from "@kickoff/domain/file-contracts.ts";
import { contentDisposition, type DownloadName } from "@kickoff/domain/file-names.ts";
import { type FuninoPdfRequest, FuninoPdfRequestSchema } from "@kickoff/domain/funino-contracts.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { publicTournamentUrl, qrPng } from "../lib/qr.ts";
import { FUNINO_PDFS, loadPrintableFestival } from "../services/funino-pdf.ts";
import { ipLimit } from "../services/ip-limits.ts";
import {
  downloadName,
  type FileWord,
  loadExportable,
  posterPdf,
  renderOnce,
  schedulePdf,
} from "../services/schedule-export.ts";

const tag = "schedule";

const DOWNLOAD_NAME =
  "Download name: the word for the file in that language and the tournament's name, letters kept in the RFC 5987 " +
  "`filename*` and spelled in ASCII (ü → ue) in `filename`";

const ACCESS =
  "Access: like the public tournament page (GET /api/v1/auth/tment/{id}): anybody for public and unlisted " +
  "tournaments that left the draft state; the owner and editors always (also private and draft ones, as a " +
  "preview); everybody else 404 TOURNAMENT_NOT_FOUND, exactly like an unknown id, so private tournaments never " +
  "leak. Shows what the public page shows (results and tables as the organiser publishes them).";

const pdfResponses = {
  200: z.unknown().describe("The PDF (application/pdf)"),
  ...errorResponses(400, 404, 429),
};

function sendPdf(reply: FastifyReply, pdf: Buffer, name: DownloadName, access: "public" | "private") {
  return reply
    .type("application/pdf")
    .header("content-disposition", contentDisposition("attachment", name))
    .header("cache-control", access === "public" ? "public, max-age=60" : "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(pdf);
}

/** Schedule PDFs and QR codes (spec §7 Schedule). */
export async function scheduleRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { database, store: fileStoreFor(config), publicUrl: config.publicUrl };

  /** One PDF export of the tournament in the body: rendered once per revision and language, sent as a download. */
  async function exportPdf(
    request: FastifyRequest,
    reply: FastifyReply,
    pdf: { kind: string; render: typeof schedulePdf; downloadAs: FileWord },
    { tmentid, lang }: ScheduleExport,
  ) {
    const { page, access, version } = await loadExportable(database, tmentid, () => request.currentUser());
    const bytes = await renderOnce(`${pdf.kind}:${page.id}:${version}:${lang}`, () => pdf.render(deps, page, lang));
    return sendPdf(reply, bytes, await downloadName(pdf.downloadAs, page, lang, "pdf"), access);
  }

  /** The schedule PDF, asked for by POST (the spec's call) or by GET (a link). */
  const SCHEDULE_PDF = { kind: "spielplan", render: schedulePdf, downloadAs: "public.files.schedule" } as const;

  async function festivalPdf(request: FastifyRequest, reply: FastifyReply, body: FuninoPdfRequest) {
    const { tmentid, lang, kind } = body;
    const { festival, access, version } = await loadPrintableFestival(database, tmentid, () => request.currentUser());
    const pdf = FUNINO_PDFS[kind];
    const bytes = await renderOnce(`funino-${kind}:${festival.id}:${version}:${lang}`, () =>
      pdf.render(deps, festival, lang),
    );
    return sendPdf(reply, bytes, await downloadName(pdf.word, festival, lang, "pdf"), access);
  }

  r.post(
    "/api/v1/spielplan/spielplan",
    {
      // Rendering a PDF costs real CPU: a budget per client.
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Schedule as PDF",
        description:
          "Body `{tmentid, lang}` (lang one of de, en, es, fr, it, nl, pt, tr; default en). An A4 PDF in that " +
          "language: header with the tournament's name, date(s), venue, age group, organiser, logo and a QR code " +
          "to the public page; every match with time, pitch, stage, teams (or their placeholders) and result; the " +
          "group tables (or the groups' teams when the organiser hides tables); the final ranking once decided. " +
          `${DOWNLOAD_NAME} (\`Spielplan-<name>.pdf\`, \`schedule-<name>.pdf\`, …).\n\n${ACCESS}`,
        body: ScheduleExportSchema,
        response: pdfResponses,
      },
    },
    (request, reply) => exportPdf(request, reply, SCHEDULE_PDF, request.body),
  );

  r.post(
    "/api/v1/spielplan/pdfqrcode",
    {
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "QR code poster as PDF",
        description:
          "Body `{tmentid, lang}` as for the schedule. One A4 page to hang up at the venue: logo, name, date, " +
          'venue, a large QR code to the public page and the text "scan for live results" in that language. ' +
          `${DOWNLOAD_NAME} (\`QR-Plakat-<name>.pdf\`, \`QR-poster-<name>.pdf\`, …).\n\n${ACCESS}`,
        body: ScheduleExportSchema,
        response: pdfResponses,
      },
    },
    (request, reply) =>
      exportPdf(request, reply, { kind: "poster", render: posterPdf, downloadAs: "public.files.poster" }, request.body),
  );

  r.post(
    "/api/v1/spielplan/funinopdfqrcode",
    {
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Funino festival sheet, pitch cards or QR poster as PDF",
        description:
          "Body `{tmentid, lang, kind}` (lang as for the schedule; kind `sheet` (default), `pitchCards` or " +
          "`poster`). `sheet`: the A4 festival sheet with name, date, venue, format, round length and change-over, " +
          "a QR code to the public page (`/{lang}/funino/{id}`) and the short code; a fixed plan round by round " +
          "(time, teams per pitch, bench), a ladder with the rounds known so far and, for the rounds to come, " +
          "blank name lines and win/draw/win boxes per pitch to fill in by hand. `pitchCards`: one card per pitch " +
          "(4, 2 or 1 to an A4 page with cutting marks): the pitch number, top or bottom of the ladder, and per " +
          "round its time, the teams (or where they come from: winner of the pitch below, loser of the pitch " +
          "above) and tick boxes. `poster`: the QR poster of the festival's public page. No outcome is ever " +
          "printed, whoever asks: the papers are for filling in by hand (so results the organiser keeps hidden " +
          "never leave in a PDF). Download name: the word for the paper in that language and the festival's name." +
          `\n\n${ACCESS} A normal tournament (that the caller may see) is 409 WRONG_MODE.`,
        body: FuninoPdfRequestSchema,
        response: { ...pdfResponses, ...errorResponses(400, 404, 409, 429) },
      },
    },
    (request, reply) => festivalPdf(request, reply, request.body),
  );

  // GET forms of the schedule and the festival sheet, so a link can open them (the event page's division PDFs,
  // issue 19: GET event/pdf/{id}?kind=division redirects here). Same answers, access and cache as the POSTs.
  const LinkQuery = z.object({ lang: ExportLanguageSchema.default("en") });
  r.get(
    "/api/v1/spielplan/spielplan/:id",
    {
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Schedule as PDF (a link)",
        description: `The schedule PDF of POST spielplan/spielplan for a link: \`lang\` in the query.\n\n${ACCESS}`,
        params: z.object({ id: z.string().max(100) }),
        querystring: LinkQuery,
        response: pdfResponses,
      },
    },
    (request, reply) =>
      exportPdf(request, reply, SCHEDULE_PDF, { tmentid: request.params.id, lang: request.query.lang }),
  );

  r.get(
    "/api/v1/spielplan/funinopdfqrcode/:id",
    {
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Funino festival sheet, pitch cards or QR poster as PDF (a link)",
        description:
          "The PDF of POST spielplan/funinopdfqrcode for a link: `lang` and `kind` in the query." +
          `\n\n${ACCESS} A normal tournament (that the caller may see) is 409 WRONG_MODE.`,
        params: z.object({ id: z.string().max(100) }),
        querystring: FuninoPdfRequestSchema.omit({ tmentid: true }),
        response: { ...pdfResponses, ...errorResponses(400, 404, 409, 429) },
      },
    },
    (request, reply) => festivalPdf(request, reply, { ...request.query, tmentid: request.params.id }),
  );

  r.get(
    "/api/v1/spielplan/qrcode/:id",
    {
      config: ipLimit(120, "1 minute"),
      schema: {
        tags: [tag],
        summary: "QR code image",
        description:
          "A PNG QR code of the tournament's public page under PUBLIC_URL (`/{lang}/tournament/{id}`, `lang` " +
          `default en), \`size\` pixels wide (128–1024, default 512).\n\n${ACCESS}`,
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({
          lang: ExportLanguageSchema.default("en"),
          size: z.coerce.number().int().min(128).max(1024).default(512),
        }),
        response: { 200: z.unknown().describe("The QR code (image/png)"), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { page, access } = await loadExportable(database, request.params.id, () => request.currentUser());
      const png = await qrPng(
        publicTournamentUrl(config.publicUrl, request.query.lang as Language, page.id),
        request.query.size,
      );
      return reply
        .type("image/png")
        .header("cache-control", access === "public" ? "public, max-age=3600" : "private, max-age=3600")
        .header(
          "content-disposition",
          contentDisposition(
            "inline",
            await downloadName("public.files.qrCode", page, request.query.lang as Language, "png"),
          ),
        )
        .header("x-content-type-options", "nosniff")
        .send(png);
    },
  );
}
