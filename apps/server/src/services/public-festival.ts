// Public festival bodies from the shared cache (dropped with every change of the row, like tournament pages).
import type { Database } from "../db/client.ts";
import { publicCacheFor } from "../lib/public-cache.ts";
import { type FestivalState, presentFestivalPlan, presentFestivalPublic } from "../presenters/funino.ts";
import { findTournament } from "../repositories/tournaments.ts";
import { metaOf, type PublicMeta, publicTournamentId } from "./public-tournament.ts";
import { registrationSummary } from "./registration-summary.ts";
import { toState } from "./tournament-state.ts";

export type Variant = "festival" | "festivalPlan";

/**
 * The public body of a festival from the shared cache (dropped with every change of the row, like tournament
 * pages), without `serverNow`: that is added per answer, so a device can correct its clock by it. Null for
 * unknown ids and for normal tournaments.
 */
export async function loadFestival(database: Database, anyCaseId: string, variant: Variant) {
  const id = publicTournamentId(anyCaseId);
  if (!id) return null;
  const cache = await publicCacheFor<PublicMeta>(database);
  return cache.get(id, `${id}:${variant}`, async () => {
    const row = await findTournament(database.db, id);
    if (row?.mode !== "funino") return null;
    const state = toState(row) as FestivalState;
    const { serverNow: _now, ...view } =
      variant === "festival" ? await festivalPublic(database, state) : presentFestivalPlan(state);
    return { body: JSON.stringify(view), version: row.revision, meta: metaOf(state) };
  });
}

/**
 * The public view with the registration counts while the organiser has registration switched on (the page decides
 * with the day whether it is still open: this cache entry does not change with the date).
 */
async function festivalPublic(database: Database, state: FestivalState) {
  const view = presentFestivalPublic(state);
  if (!state.general.registration?.open) return view;
  return { ...view, registrationSummary: await registrationSummary(database.db, state) };
}

/** The cached body with the server's clock (the page's round clock corrects the device's clock by it). */
export const withServerNow = (body: string) => `{"serverNow":${Date.now()},${body.slice(1)}`;
