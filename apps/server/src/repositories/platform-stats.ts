// The home page's counts: one aggregate over the tournaments the public may list.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { tournaments } from "../db/schema.ts";
import { LISTED_STATUSES } from "./tournament-public.ts";

/**
 * Public, published (or running, finished) tournaments and festivals, and their matches with an entered result:
 * a normal tournament stores one `results` entry per entered match, a festival one outcome per game and round.
 * A tournament an operator took down (services/reports.ts) is not public and does not count.
 */
export async function countPublicActivity(db: Db): Promise<{ tournaments: number; matchesPlayed: number }> {
  const festivalGames = sql`coalesce((select count(*) from jsonb_array_elements(coalesce(${tournaments.funino} -> 'rounds', '[]'::jsonb)) as r,
    jsonb_array_elements(coalesce(r -> 'outcomes', '[]'::jsonb)) as o where o ->> 'outcome' is not null), 0)`;
  const [row] = await db
    .select({
      tournaments: sql<number>`count(*)`.mapWith(Number),
      matchesPlayed:
        sql<number>`coalesce(sum(jsonb_array_length(${tournaments.results}) + ${festivalGames}), 0)`.mapWith(Number),
    })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.visibility, "public"),
        isNull(tournaments.takenDownAt),
        inArray(tournaments.status, [...LISTED_STATUSES]),
      ),
    );
  return { tournaments: row?.tournaments ?? 0, matchesPlayed: row?.matchesPlayed ?? 0 };
}
