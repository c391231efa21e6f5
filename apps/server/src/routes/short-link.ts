// Short URLs a parent can type: /t/{code} → the tournament page in the visitor's language.
import { shortLinkPath } from "@kickoff/domain/short-code.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@kickoff/locales/languages.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import { findTournamentByShortCode } from "../repositories/tournaments.ts";
import { ipLimit } from "../services/ip-limits.ts";
import { toState } from "../services/tournament-state.ts";

/** The cookie the SPA keeps the chosen language in (apps/web lib/constants.ts COOKIES.locale). */
const LOCALE_COOKIE = "locale";

/**
 * The language the SPA would pick for an entry without prefix: the remembered choice (cookie), then the
 * Accept-Language entries by weight (exact tag or its primary subtag), then English.
 */
export function preferredLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export async function shortLinkRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    shortLinkPath(":code"),
    {
      // Codes are short enough to guess at scale: one address may try only so many.
      config: ipLimit(120, "1 minute"),
      schema: {
        tags: ["public tournaments"],
        summary: "Short URL of a tournament",
        description:
          "302 to `/{lang}/tournament/{id}` (a festival: `/{lang}/funino/{id}`) for the tournament with this short code (letter case, spaces and " +
          "dashes do not matter), the language from the `locale` cookie, else Accept-Language, else en. The " +
          "same visibility as the public page: public and unlisted tournaments once published; private, draft " +
          "and unknown codes all get the not-found page (404), so a code reveals nothing the page would not. " +
          "At most 120 requests a minute per address (429 RATE_LIMITED).",
        params: z.object({ code: z.string().max(40) }),
        response: { 302: z.null().describe("Location: the tournament page"), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const row = await findTournamentByShortCode(database.db, request.params.code);
      if (!row || !isPubliclyVisible(toState(row))) return reply.callNotFound();
      const lang = preferredLanguage(request.cookies[LOCALE_COOKIE], request.headers["accept-language"]);
      const page = row.mode === "funino" ? "funino" : "tournament";
      return reply.header("cache-control", "no-store").redirect(`/${lang}/${page}/${row.id}`, 302);
    },
  );
}
