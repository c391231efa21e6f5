// sitemap.xml and robots.txt (plain routes, registered before the SPA's not-found fallback).

import { SITEMAP_PATHS } from "@kickoff/domain/pages.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { robotsTxt, sitemapXml } from "../lib/seo.ts";
import { listSitemapTournaments } from "../repositories/tournament-public.ts";
import { listPublicEventIds } from "../services/public-event.ts";

const tag = "seo";
/** One sitemap file holds at most 50,000 URLs; every page appears in 8 languages. */
const MAX_EVENTS = 500;
const MAX_TOURNAMENTS = Math.floor(50_000 / 8) - SITEMAP_PATHS.length - MAX_EVENTS;

export async function seoRoutes(app: FastifyInstance, { config, database }: { config: Config; database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/sitemap.xml",
    {
      schema: {
        tags: [tag],
        summary: "Sitemap of the public pages",
        description:
          `The public static pages (${SITEMAP_PATHS.map((p) => p || "home").join(", ")}) and every tournament with visibility ` +
          "`public` that is published, running or finished, and every event with visibility `public` (its page " +
          "/{lang}/event/{id}), each in 8 languages with `xhtml:link` hreflang " +
          "alternates (+ x-default). Unlisted, private and draft tournaments never appear. At most " +
          `${MAX_TOURNAMENTS} tournaments (most recently changed first) so the file stays within 50,000 URLs.`,
        response: { 200: z.string().describe("application/xml") },
      },
    },
    async (_request, reply) => {
      const tournaments = await listSitemapTournaments(database.db, MAX_TOURNAMENTS);
      const events = await listPublicEventIds(database, MAX_EVENTS);
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemapXml(config.publicUrl, tournaments, events));
    },
  );

  r.get(
    "/robots.txt",
    {
      schema: {
        tags: [tag],
        summary: "robots.txt",
        description: "Allows crawling of public pages, disallows /api/ and personal areas, names the sitemap.",
        response: { 200: z.string().describe("text/plain") },
      },
    },
    async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .send(robotsTxt(config.publicUrl)),
  );
}
