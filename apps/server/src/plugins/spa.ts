import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { matchPage } from "@kickoff/domain/pages.ts";
import { isLanguage } from "@kickoff/locales/languages.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { type ContentCoding, encodedBody } from "../lib/public-cache.ts";
import { noindex } from "../lib/seo.ts";
import { findAlbum } from "../repositories/galleries.ts";
import { eventPageHtml } from "../services/event-first-paint.ts";
import { festivalPageHtml } from "../services/festival-first-paint.ts";
import { homePageHtml } from "../services/home-page.ts";
import { isVisiblePage, tournamentPageHtml } from "../services/public-seo.ts";
import { SESSION_COOKIE } from "./session.ts";

/** The analytics consent cookie (spec §3; the web app's lib/constants.ts COOKIES.consent). */
const CONSENT_COOKIE = "cerez";

// Files that must be revalidated on every load so a new build is picked up at once.
const NO_CACHE = new Set([
  "index.html",
  "sw.js",
  "version.json",
  "manifest.webmanifest",
  "registerSW.js",
  // The server-drawn pages' scripts (ADR 0026, 0028) have no hash in their names: a new build must reach them at once.
  "public-page.js",
  "event-page.js",
  "home-page.js",
]);

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
 * Pages as sent, compressed once per distinct page: this handler answers outside the routes @fastify/compress
 * hooks into, and a tournament's lean page is ~280 KB of HTML (~25 KB compressed) that a phone on a weak
 * connection would otherwise download whole. Bounded: the server's page caches hold few distinct pages.
 */
const encodedPages = new Map<string, { bytes: Buffer; compressed: Partial<Record<ContentCoding, Buffer>> }>();
const ENCODED_PAGES_MAX = 32;
function encodedPage(html: string) {
  let page = encodedPages.get(html);
  if (!page) {
    if (encodedPages.size >= ENCODED_PAGES_MAX) encodedPages.delete(encodedPages.keys().next().value as string);
    page = { bytes: Buffer.from(html), compressed: {} };
    encodedPages.set(html, page);
  }
  return page;
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
    // The lean home's styles (built with its script, apps/web/src/public-page/home-page.ts), inlined into the page.
    const homeCssFile = path.join(webDist, "home-page.css");
    const homeCss = existsSync(homeCssFile) ? readFileSync(homeCssFile, "utf8") : "";
    const analytics = indexHtml.includes('<meta name="ga-id"');

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api");
      if (!hasBuild || !isPage) {
        throw new AppError(404, "ROUTE_NOT_FOUND", `No such path: ${request.method} ${request.url.split("?")[0]}`);
      }
      const pathname = request.url.split("?")[0] ?? "";
      const send = (status: number, html: string) => {
        const { bytes, coding } = encodedBody(encodedPage(html), request.headers["accept-encoding"]);
        if (coding) reply.header("content-encoding", coding);
        return (
          reply
            .code(status)
            .header("cache-control", "no-cache")
            // The tournament page differs with and without a session (ADR 0028), and by coding.
            .header("vary", "cookie, accept-encoding")
            .type("text/html; charset=utf-8")
            .send(bytes)
        );
      };
      const lang = pathname.split("/")[1];
      if (pathname === "/") return send(200, indexHtml);
      // The SPA's not-found screen adds its own `noindex` (one robots tag, not two).
      if (!isLanguage(lang)) return send(404, indexHtml);
      // Pages the SPA does not know, and ids it refuses, get its not-found screen with a real 404 status so
      // search engines drop them (the not-found page itself too: it is never a page to index).
      const page = matchPage(pathname.slice(lang.length + 1));
      if (!page || page.key === "notFound") return send(404, indexHtml);
      // The operators' area is nobody's search result (robots.txt disallows it too).
      if (page.key === "operator") return send(200, noindex(indexHtml));
      // Home without a session: drawn here, without the app (ADR 0029); a signed-in visitor gets the app's home.
      const signedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
      // What the app's shell shows on a page drawn without it: the consent banner until the visitor has chosen.
      const shell = { analytics, consentChosen: request.cookies?.[CONSENT_COOKIE] !== undefined };
      if (page.key === "home" && database && publicUrl && homeCss && !signedIn) {
        return send(200, await homePageHtml(database, publicUrl, indexHtml, lang, { css: homeCss, ...shell }));
      }
      if (!database || !publicUrl || page.id === undefined) return send(200, indexHtml);
      // Tournament and festival pages: unknown, private and draft ones alike answer 404 (nothing tells them apart).
      // The SPA still renders what its API gives the visitor: an owner sees the preview of a private one.
      const display = request.url.includes("view=display");
      if (page.key === "tournament") {
        // Without a session the lean page (ADR 0028); a signed-in visitor may be an organiser: the app.
        const lean = signedIn ? null : shell;
        const { found, html } = await tournamentPageHtml(database, publicUrl, indexHtml, lang, page.id, lean);
        return send(found ? 200 : 404, html);
      }
      // A festival's display mode (?view=display) draws itself: only the page gets the server's content.
      if (page.key === "funino" && !display) {
        const { found, html } = await festivalPageHtml(database, publicUrl, indexHtml, lang, page.id);
        return send(found ? 200 : 404, html);
      }
      // An event's page (issue 19): drawn by the server; private and unknown events answer 404 like tournaments.
      if (page.key === "event" || page.key === "eventDisplay" || page.key === "eventEmbed") {
        const screen = page.key === "event" ? "page" : page.key === "eventDisplay" ? "display" : "embed";
        const { found, html } = await eventPageHtml(database, publicUrl, indexHtml, lang, page.id, screen, shell);
        return send(found ? 200 : 404, html);
      }
      // Albums: public ones are pages to find; link-only ones open with their key in the fragment (never sent here),
      // so their shell is served without being indexed; private, unpublished and unknown ones answer 404.
      if (page.key === "album") {
        const album = await findAlbum(database.db, page.id);
        const published = album && album.visibility !== "private" && album.consentConfirmedAt !== null;
        if (!published) return send(404, noindex(indexHtml));
        return send(200, album.visibility === "public" ? indexHtml : noindex(indexHtml));
      }
      if (page.key === "funino" || page.key === "tournamentDisplay" || page.key === "embed") {
        // An embed shows tournaments only; a festival's display is its own page's mode.
        const kind = page.key === "embed" ? "tournament" : page.key === "funino" ? "festival" : "any";
        const found = await isVisiblePage(database, page.id, kind);
        // Embeds are never indexed: the tournament's own page is the one to find.
        const html = page.key === "embed" || !found ? noindex(indexHtml) : indexHtml;
        return send(found ? 200 : 404, html);
      }
      return send(200, indexHtml);
    });
  },
  { name: "spa" },
);
