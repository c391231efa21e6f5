import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";

const ANALYTICS_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/** Security headers with a real Content-Security-Policy, compression and the Origin check for writes. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const analytics = config.gaMeasurementId ? ANALYTICS_HOSTS : [];
    await app.register(helmet, {
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
          frameAncestors: ["'none'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // The SPA is served over plain http on localhost too; HSTS only makes sense behind https.
      strictTransportSecurity: config.secureCookies,
      crossOriginEmbedderPolicy: false,
    });
    // Compression after helmet; SSE streams opt out by setting their own headers.
    await app.register(compress, { global: true, threshold: 1024 });

    const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
    // CSRF: a browser always sends Origin on cross-site writes; a mismatch is refused.
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/")) return;
      if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const own = `${request.protocol}://${request.host}`;
      if (origin === own || allowedOrigins.has(origin)) return;
      throw new AppError(403, "ORIGIN_REJECTED", "Cross-site request refused");
    });
  },
  { name: "security" },
);
