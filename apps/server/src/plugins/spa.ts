import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isLanguage } from "@kickoff/locales/languages.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { festivalPageHtml, festivalPagePath } from "../services/festival-first-paint.ts";
import { tournamentPageHtml, tournamentPagePath } from "../services/public-seo.ts";

// Files that must be revalidated on every load so a new build is picked up at once.
const NO_CACHE = new Set(["index.html", "sw.js", "version.json", "manifest.webmanifest", "registerSW.js"]);

/** Is this a route the SPA owns (`/` or `/{lang}/…`)? Anything else non-API is a 404 page. */
export function isSpaRoute(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  if (pathname === "/") return true;
  return isLanguage(pathname.split("/")[1]);
}

/**
 * The SPA learns the analytics id from a meta tag (no extra request at start); without an id
 * there is no tag and analytics stays off. The id is validated by config (`G-[A-Z0-9]+`).
 */
export function withAnalyticsId(html: string, gaMeasurementId: string | undefined): string {
  if (!gaMeasurementId || !/^G-[A-Z0-9]+$/.test(gaMeasurementId)) return html;
  // A function, not a replacement string: `$` sequences in it would be expanded (see lib/seo.ts injectHead).
  return html.replace("</head>", () => `  <meta name="ga-id" content="${gaMeasurementId}" />\n  </head>`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, the shell revalidated,
 * and index.html for every client route. Unknown /api paths are always JSON 404s.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    {
      webDist,
      gaMeasurementId,
      database,
      publicUrl,
    }: {
      webDist: string;
      gaMeasurementId?: string;
      /** With both: tournament pages get their SEO and sharing tags (services/public-seo.ts). */
      database?: Database;
      publicUrl?: string;
    },
  ) => {
    const indexFile = path.join(webDist, "index.html");
    const hasBuild = existsSync(indexFile);
    if (!hasBuild) app.log.warn(`No web build at ${webDist}: only the API is served (run npm run build).`);
    else {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const rel = path.relative(webDist, filePath);
          if (NO_CACHE.has(rel)) res.header("cache-control", "no-cache");
          else if (rel.startsWith("assets/")) res.header("cache-control", "public, max-age=31536000, immutable");
          else res.header("cache-control", "public, max-age=3600");
        },
      });
    }
    // Read per request in development builds would be wasteful; the file only changes with a deploy.
    const indexHtml = hasBuild ? withAnalyticsId(readFileSync(indexFile, "utf8"), gaMeasurementId) : "";

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api");
      if (!hasBuild || !isPage) {
        throw new AppError(404, "ROUTE_NOT_FOUND", `No such path: ${request.method} ${request.url.split("?")[0]}`);
      }
      const pathname = request.url.split("?")[0] ?? "";
      const tournamentPage = tournamentPagePath(pathname);
      if (tournamentPage && database && publicUrl && isLanguage(tournamentPage.lang)) {
        const html = await tournamentPageHtml(database, publicUrl, indexHtml, tournamentPage.lang, tournamentPage.id);
        return reply.code(200).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
      }
      // A festival's display mode (?view=display) draws itself: only the page gets the server's content.
      const festivalPage = request.url.includes("view=display") ? null : festivalPagePath(pathname);
      if (festivalPage && database && publicUrl && isLanguage(festivalPage.lang)) {
        const html = await festivalPageHtml(database, publicUrl, indexHtml, festivalPage.lang, festivalPage.id);
        return reply.code(200).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
      }
      // Unknown prefixes still get the SPA (it shows "Page Not Found"), but with a real 404 status.
      return reply
        .code(isSpaRoute(request.url) ? 200 : 404)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(indexHtml);
    });
  },
  { name: "spa" },
);
