// Public reads: the tournament page and plan through the NOTIFY-invalidated cache, and discovery lists.
import type { PublicListItem, PublicSearch, UpcomingQuery } from "@kickoff/domain/public-contracts.ts";
import type { General, TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";
import type { Database } from "../db/client.ts";
import { type CacheEntry, existingPublicCache, publicCacheFor } from "../lib/public-cache.ts";
import { can, isPubliclyVisible, tournamentNotFound } from "../policies/tournament-policy.ts";
import {
  ageGroupLabelOf,
  isRegistrationOpen,
  presentPublicPage,
  presentPublicPlan,
} from "../presenters/tournament-public-page.ts";
import type { UserRow } from "../repositories/sessions.ts";
import {
  findOrganiser,
  listPublicTournaments,
  type PublicFilter,
  type PublicListRow,
} from "../repositories/tournament-public.ts";
import { findTournament, isUuid } from "../repositories/tournaments.ts";
import { registrationSummary } from "./registration-summary.ts";
import { actorFor } from "./tournament-service.ts";
import { type TournamentState, toState } from "./tournament-state.ts";

/** Facts kept beside a cached body: who may see it, and what SEO tags need without parsing the JSON. */
export type PublicMeta = {
  id: string;
  ownerId: string;
  status: TournamentStatus;
  visibility: Visibility;
  /** Taken down by an operator: only owner and editors see it (as a preview). */
  takenDown: boolean;
  /** Visible to anybody (public or unlisted, not a draft); otherwise only owner and editors see it. */
  visible: boolean;
  /** Listed and indexable: visibility public (unlisted pages are reachable by link only). */
  indexable: boolean;
  /** A funino festival: its page is /{lang}/funino/{id}. */
  festival: boolean;
  version: number;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  venue: string | null;
  ageGroupLabel: string | null;
};

export type PublicVariant = "page" | "plan";

/** Today's local date on the server: registration deadlines and "upcoming" are compared with it. */
export const today = () => {
  // Read on every public call: the date string is made once per UTC day, not once per request.
  const now = Date.now();
  if (now < currentDay.from || now >= currentDay.from + 86_400_000) {
    const day = new Date(now).toISOString().slice(0, 10);
    currentDay = { day, from: Date.parse(day) };
  }
  return currentDay.day;
};
let currentDay = { day: "", from: Number.POSITIVE_INFINITY };

export function metaOf(state: TournamentState): PublicMeta {
  const g: General = state.general;
  return {
    id: state.id,
    ownerId: state.ownerId,
    status: state.status,
    visibility: state.visibility,
    takenDown: state.takenDown,
    visible: isPubliclyVisible(state),
    indexable: state.visibility === "public" && isPubliclyVisible(state),
    festival: state.mode === "funino",
    version: state.row.revision,
    name: g.name,
    description: g.description ?? "",
    startDate: state.row.startDate,
    endDate: state.row.endDate,
    venue: g.venue ? [g.venue.name, g.venue.city].filter(Boolean).join(", ") : null,
    ageGroupLabel: ageGroupLabelOf(g),
  };
}

/**
 * The canonical form of a tournament id from a URL or body: the lower-case uuid, or null when it cannot be one.
 * Ids match in any letter case in the database; caches, subscriptions and invalidation only know this form, so
 * case variants share one entry and drop with it.
 */
export function publicTournamentId(id: string): string | null {
  return isUuid(id) ? id.toLowerCase() : null;
}

// The day is part of the key: "registration open" depends on it. `id` is canonical (publicTournamentId).
const cacheKey = (id: string, variant: PublicVariant, day: string) => `${id}:${variant}:${day}`;

/** The cached payload if it is in memory and fresh, without waiting (the hot path); else undefined. */
export function cachedPublicTournament(
  database: Database,
  anyCaseId: string,
  variant: PublicVariant,
): CacheEntry<PublicMeta> | undefined {
  const id = publicTournamentId(anyCaseId);
  if (!id) return undefined;
  return existingPublicCache<PublicMeta>(database)?.peek(cacheKey(id, variant, today()));
}

/**
 * The serialized public payload (page or plan) of a tournament with its ETag and facts, from the cache.
 * Null for unknown and malformed ids (the latter before any cache work); callers decide with `meta.visible`
 * who may have it.
 */
export async function loadPublicTournament(
  database: Database,
  anyCaseId: string,
  variant: PublicVariant,
): Promise<CacheEntry<PublicMeta> | null> {
  const id = publicTournamentId(anyCaseId);
  if (!id) return null;
  const cache = await publicCacheFor<PublicMeta>(database);
  const day = today();
  return cache.get(id, cacheKey(id, variant, day), async () => {
    const row = await findTournament(database.db, id);
    if (!row) return null;
    const state = toState(row);
    const organiser = await findOrganiser(database.db, row.ownerId);
    const open = isRegistrationOpen({ status: row.status, endDate: row.endDate, general: state.general }, day);
    const summary = open ? await registrationSummary(database.db, state) : null;
    const page = presentPublicPage(state, organiser, day, summary);
    const body = JSON.stringify(variant === "page" ? page : presentPublicPlan(page));
    return { body, version: state.row.revision, meta: metaOf(state) };
  });
}

/**
 * A cached payload no older than the stored revision: another process's NOTIFY may reach this one a moment after
 * the save's answer, and a paper printed right after a result must carry it. A stale copy is dropped and reloaded.
 */
export async function entryNotOlderThan(
  database: Database,
  id: string,
  storedRevision: () => Promise<number | null>,
  load: () => Promise<CacheEntry<PublicMeta> | null>,
): Promise<CacheEntry<PublicMeta> | null> {
  const entry = await load();
  if (!entry) return null;
  const stored = await storedRevision();
  if (stored === null || entry.meta.version >= stored) return entry;
  (await publicCacheFor(database)).invalidate(id);
  return load();
}

function presentListItem(row: PublicListRow, day: string): PublicListItem {
  const g = row.general as General;
  return {
    id: row.id,
    name: row.name,
    status: row.status as PublicListItem["status"],
    startDate: row.startDate,
    endDate: row.endDate,
    venue: g.venue?.name ?? null,
    city: g.venue?.city ?? null,
    country: g.venue?.country ?? null,
    ageGroupLabel: ageGroupLabelOf({ ...g, startDate: row.startDate }),
    mode: (row.mode ?? "groupsKnockout") as PublicListItem["mode"],
    festival: row.festival === true,
    teamCount: row.teamCount,
    registrationOpen: isRegistrationOpen({ status: row.status, endDate: row.endDate, general: g }, day),
  };
}

async function page(database: Database, filter: PublicFilter, p: number, size: number) {
  const { items, total } = await listPublicTournaments(database.db, filter, p, size);
  return { items: items.map((r) => presentListItem(r, filter.today)), page: p, size, total };
}

/** alltment: upcoming public tournaments (published or running, not over), soonest first. */
export function listUpcoming(database: Database, q: UpcomingQuery) {
  return page(database, { upcoming: true, today: today() }, q.page, q.size);
}

/** getpublic: every listed public tournament matching the filters. */
export function searchPublic(database: Database, q: PublicSearch) {
  const { page: p, size, ...filters } = q;
  return page(database, { ...filters, today: today() }, p, size);
}

/**
 * Who may read a cached public payload: everybody when the tournament is publicly visible ("public": shared
 * caches may keep it); its owner and editors also before that, as a preview ("private"); anybody else 404,
 * exactly like an unknown id, so private tournaments never leak.
 */
export async function authorizePublicRead(
  database: Database,
  entry: CacheEntry<PublicMeta> | null,
  currentUser: () => Promise<UserRow | null>,
): Promise<"public" | "private"> {
  if (!entry) throw tournamentNotFound();
  if (entry.meta.visible) return "public";
  const user = await currentUser();
  if (!user) throw tournamentNotFound();
  const actor = await actorFor(database.db, { user }, entry.meta.id);
  if (!can(actor, "viewPublic", { ...entry.meta })) throw tournamentNotFound();
  return "private";
}

/**
 * Whether the caller may still read a tournament, from the stored row (not the cache, which may not have
 * heard of the change yet): the live stream asks after `status` and `general` events. `publiclyVisible` may
 * pass a check shared by every stream of the same event.
 */
export async function mayStillRead(
  database: Database,
  id: string,
  currentUser: () => Promise<UserRow | null>,
  publiclyVisible: Promise<boolean> = isPubliclyVisibleNow(database, id),
): Promise<boolean> {
  if (await publiclyVisible) return true;
  // The user first: anonymous viewers (no cookie, so no query) are the many, previews the few.
  const user = await currentUser();
  if (!user) return false;
  const row = await findTournament(database.db, id);
  if (!row) return false;
  const state = toState(row);
  const actor = await actorFor(database.db, { user }, state.id);
  return can(actor, "viewPublic", metaOf(state));
}

/** Whether a tournament exists and anybody may see it, from the stored row. */
export async function isPubliclyVisibleNow(database: Database, id: string): Promise<boolean> {
  const row = await findTournament(database.db, id);
  return row !== null && isPubliclyVisible(toState(row));
}
