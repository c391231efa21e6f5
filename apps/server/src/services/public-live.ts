// Announces a change of a tournament to every server process: bumps its revision and NOTIFYs inside the
// writing transaction, so the event is delivered at commit (never for a rolled-back write) and carries
// the version the public payload now has.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { notifyArgs } from "../lib/live.ts";
import { bumpRevision } from "../repositories/tournament-public.ts";

/** What changed, as the live stream names it (the client refetches either way; the type is a hint). */
export type PublicChange = "results" | "schedule" | "general" | "status";

/**
 * Call inside the writing transaction, after the write. `previousRevision` gives a deleted tournament's
 * event a version too (its row is gone, so nothing can be bumped).
 */
export async function publishTournamentChange(
  tx: Db,
  id: string,
  type: PublicChange,
  previousRevision: number,
): Promise<number> {
  const version = (await bumpRevision(tx, id)) ?? previousRevision + 1;
  const [channel, payload] = notifyArgs({ scope: "tournament", id, type, version });
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  return version;
}
