// Queries of the public pages: discovery lists, the sitemap.
import { normalizeShortCode } from "@kickoff/domain/short-code.ts";
import { and, asc, count, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { clubContacts, tournaments, users } from "../db/schema.ts";

/** Statuses a listed tournament may have (drafts are never public; archived ones are no longer listed). */
export const LISTED_STATUSES = ["published", "running", "finished"] as const;

export type PublicFilter = {
  /** Only tournaments not over yet (end date today or later, not finished). */
  upcoming?: boolean;
  text?: string;
  from?: string;
  to?: string;
  ageGroup?: string;
  mode?: string;
  country?: string;
  city?: string;
  registrationOpen?: boolean;
  today: string;
};

const general = (path: string) => sql.raw(`(general #>> '{${path}}')`);

/** Escapes LIKE wildcards so user text matches literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function publicWhere(f: PublicFilter): SQL | undefined {
  const c: Array<SQL | undefined> = [
    eq(tournaments.visibility, "public"),
    isNull(tournaments.takenDownAt),
    inArray(tournaments.status, f.upcoming ? ["published", "running"] : [...LISTED_STATUSES]),
  ];
  if (f.upcoming) c.push(gte(tournaments.endDate, f.today));
  if (f.from) c.push(gte(tournaments.endDate, f.from));
  if (f.to) c.push(lte(tournaments.startDate, f.to));
  if (f.text) {
    const words: SQL[] = [];
    for (const word of f.text.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const w = likeText(word);
      words.push(
        sql`(${tournaments.name} ilike ${w} or ${general("description")} ilike ${w} or ${general("venue,name")} ilike ${w}
          or ${general("venue,address")} ilike ${w} or ${general("venue,city")} ilike ${w})`,
      );
    }
    // A typed short code ("k7m 2qx") finds its tournament as well as any text that happens to match.
    const code = normalizeShortCode(f.text);
    c.push(code ? or(and(...words), eq(tournaments.shortCode, code)) : and(...words));
  }
  if (f.ageGroup) {
    const under = Number(f.ageGroup.slice(1));
    // U-n of a birth year: seasonStart − birthYear + 1, the season starting on 1 July (domain age-groups.ts).
    const seasonStart = sql`(substr(${tournaments.startDate}, 1, 4)::int - case when substr(${tournaments.startDate}, 6, 2)::int < 7 then 1 else 0 end)`;
    c.push(
      sql`(${general("ageGroup,label")} = ${f.ageGroup} or (${general("ageGroup,label")} is null
        and ${seasonStart} - (${general("ageGroup,ageRange,oldestBirthYear")})::int + 1 = ${under}))`,
    );
  }
  if (f.mode) c.push(sql`${tournaments.settings} ->> 'mode' = ${f.mode}`);
  if (f.country) c.push(sql`${general("venue,country")} = ${f.country}`);
  if (f.city) c.push(sql`${general("venue,city")} ilike ${f.city.replace(/[\\%_]/g, (ch) => `\\${ch}`)}`);
  if (f.registrationOpen)
    c.push(
      sql`(${general("registration,open")} = 'true' and coalesce(${general("registration,deadline")}, '9999-12-31') >= ${f.today}
        and ${tournaments.endDate} >= ${f.today} and ${tournaments.status} <> 'finished')`,
    );
  return and(...c);
}

/** A page of public tournaments: not yet over ones soonest first, then past ones latest first. */
export async function listPublicTournaments(db: Db, f: PublicFilter, page: number, size: number) {
  const where = publicWhere(f);
  const over = sql`(${tournaments.endDate} < ${f.today} or ${tournaments.status} = 'finished')`;
  const [items, totals] = await Promise.all([
    db
      .select({
        id: tournaments.id,
        name: tournaments.name,
        status: tournaments.status,
        startDate: tournaments.startDate,
        endDate: tournaments.endDate,
        general: tournaments.general,
        mode: sql<string>`${tournaments.settings} ->> 'mode'`,
        festival: sql<boolean>`${tournaments.mode} = 'funino'`,
        teamCount: sql<number>`jsonb_array_length(${tournaments.teams})`.mapWith(Number),
      })
      .from(tournaments)
      .where(where)
      .orderBy(
        asc(over),
        sql`case when ${over} then null else ${tournaments.startDate} end asc`,
        sql`${tournaments.startDate} desc`,
        asc(tournaments.id),
      )
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(tournaments).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export type PublicListRow = Awaited<ReturnType<typeof listPublicTournaments>>["items"][number];

/** Every listed tournament for the sitemap (bounded: a sitemap file holds at most 50,000 URLs). */
export async function listSitemapTournaments(db: Db, limit: number) {
  return db
    .select({ id: tournaments.id, updatedAt: tournaments.updatedAt })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.visibility, "public"),
        isNull(tournaments.takenDownAt),
        inArray(tournaments.status, [...LISTED_STATUSES]),
      ),
    )
    .orderBy(sql`${tournaments.updatedAt} desc`)
    .limit(limit);
}

/** The organiser's club name and club contact (with its show* flags; the presenter applies them). */
export async function findOrganiser(db: Db, ownerId: string) {
  const rows = await db
    .select({ clubName: users.clubName, contact: clubContacts })
    .from(users)
    .leftJoin(clubContacts, eq(clubContacts.userId, users.id))
    .where(eq(users.id, ownerId))
    .limit(1);
  const row = rows[0];
  return { clubName: row?.clubName ?? "", contact: row?.contact ?? null };
}
