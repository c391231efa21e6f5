// Announces a change of a tournament to every server process: the revision goes up in the one UPDATE that
// writes the change, and a NOTIFY in the same transaction is delivered at commit (never for a rolled-back
// write), carrying the version the public payload now has.
import type { LiveChangeType } from "@kickoff/domain/live-events.ts";
import type { LiveEventData } from "@kickoff/domain/public-contracts.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { notifyArgs } from "../lib/live.ts";
import { markWriting } from "../lib/public-cache.ts";
import { type NewTournamentRow, type TournamentRow, updateTournament } from "../repositories/tournaments.ts";

async function notifyChange(
  tx: Db,
  id: string,
  type: LiveChangeType,
  version: number,
  festival?: LiveEventData["festival"],
) {
  const [channel, payload] = notifyArgs({ scope: "tournament", id, type, version, ...(festival ? { festival } : {}) });
  // This process keeps no copy of the tournament until the NOTIFY is back (read your own write at once).
  markWriting(id);
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Writes a change the public sees (inside the writing transaction) and announces it; answers the saved row. */
export async function writePublicChange(
  tx: Db,
  id: string,
  type: LiveChangeType,
  patch: Partial<NewTournamentRow>,
  /** Festivals: the new round's pairings, carried by the event itself. */
  festival?: LiveEventData["festival"],
): Promise<TournamentRow> {
  const row = await updateTournament(tx, id, patch, { bumpRevision: true });
  await notifyChange(tx, id, type, row.revision, festival);
  return row;
}

/** Announces a deletion: the row is gone, so the event's version is the one after its last revision. */
export async function publishTournamentDeleted(tx: Db, id: string, lastRevision: number): Promise<void> {
  await notifyChange(tx, id, "status", lastRevision + 1);
}
