import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";

const ANALYTICS_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/**
 * Browser features no page of ours uses, off for our pages and anything they embed. Sharing (Web Share, clipboard
 * writes) stays on: the public page's share panel uses it. Only names Chromium knows: an unknown one is a console
 * error on every page (`interest-cohort` is gone; `browsing-topics` replaced it).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** `/{lang}/embed/…`: the pages other sites may frame. */
export const isEmbedPath = (url: string) => /^\/[a-z]{2}\/embed\//i.test(url);

/** What API answers keep of the page headers: what still protects data (a real CSP too, for inline PDFs). */
const API_HEADERS = new Set([
  "content-security-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
]);

/** The headers a helmet middleware sets (it sets the same ones on every answer), as a list. */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value)]);
    },
    removeHeader: () => undefined,
  };
  let failed: unknown;
  // Synchronous: helmet calls back before it returns.
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * Security headers with a real Content-Security-Policy, the request id header, compression and the Origin
 * check for writes.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const analytics = config.gaMeasurementId ? ANALYTICS_HOSTS : [];
    // Helmet's middleware is built once (the CSP string included). @fastify/helmet built it again on every
    // request — a fifth of the public tournament call's CPU time (docs/decisions/0003).
    const securityHeaders = (frameAncestors: string) =>
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...analytics],
            // Mantine sets CSS variables through style attributes.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", ...analytics],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", ...analytics],
            workerSrc: ["'self'"],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: [frameAncestors],
            ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        // The SPA is served over plain http on localhost too; HSTS only makes sense behind https.
        strictTransportSecurity: config.secureCookies,
        crossOriginEmbedderPolicy: false,
        // Embeds are framed by any site (CSP frame-ancestors *): X-Frame-Options would block them all the same.
        xFrameOptions: frameAncestors === "*" ? false : { action: "sameorigin" },
      });
    // Helmet's headers are the same for every answer: read them once, then set them from the list.
    const permissions: [string, string] = ["permissions-policy", PERMISSIONS_POLICY];
    const pageHeaders = [...headersOf(securityHeaders("'none'")), permissions];
    // Only the embed pages may be framed by other sites (ADR 0019); every other page and answer refuses it.
    const embedHeaders = [...headersOf(securityHeaders("*")), permissions];
    // API answers are data, never pages: the headers that only protect documents (opener policy, agent
    // cluster, DNS prefetch, IE downloads, Flash policy files, the old XSS auditor) are left out, which saves
    // their validation and bytes on every call (the public tournament call, docs/decisions/0003).
    const apiHeaders = pageHeaders.filter(([name]) => API_HEADERS.has(name));
    const publicOrigin = new URL(config.publicUrl).origin;
    const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
    /**
     * CSRF: a browser always sends Origin on cross-site writes; anything but PUBLIC_URL's origin is refused. Not the
     * request's own Host: that header is the client's to write (and a proxy's to rewrite), so it proves nothing.
     */
    const crossSiteWrite = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin || safeMethods.has(request.method) || !request.url.startsWith("/api/")) return false;
      return origin !== publicOrigin;
    };
    // One synchronous hook for every request (each hook costs a little on every call). The headers go on the
    // reply, written with Fastify's own in one go (set on the raw response, node merged and checked them again:
    // a tenth of the public tournament call's CPU time); error answers keep them, and hijacked answers (event
    // streams, lib/sse.ts) copy them.
    const apiHeaderObject = Object.fromEntries(apiHeaders);
    const pageHeaderObject = Object.fromEntries(pageHeaders);
    const embedHeaderObject = Object.fromEntries(embedHeaders);
    app.addHook("onRequest", (request, reply, done) => {
      const url = request.url;
      reply.headers(
        url.startsWith("/api/") ? apiHeaderObject : isEmbedPath(url) ? embedHeaderObject : pageHeaderObject,
      );
      reply.header("x-request-id", request.id);
      if (crossSiteWrite(request)) done(new AppError(403, "ORIGIN_REJECTED", "Cross-site request refused"));
      else done();
    });
    // Compression after helmet; SSE streams opt out by setting their own headers.
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: "security" },
);
