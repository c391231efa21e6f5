import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "schedule";

/** Schedule PDFs and QR codes (spec §7 Schedule). */
export async function scheduleRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/spielplan/spielplan", tag, "Schedule as PDF");
  notImplemented(app, "POST", "/api/v1/spielplan/pdfqrcode", tag, "QR code poster as PDF");
  notImplemented(app, "POST", "/api/v1/spielplan/funinopdfqrcode", tag, "Funino QR code poster as PDF");
  notImplemented(app, "GET", "/api/v1/spielplan/qrcode/:id", tag, "QR code image");
}
