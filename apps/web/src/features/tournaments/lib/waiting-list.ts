// Pure parts of the organiser's waiting list: grouping the entries by state, which moves each entry offers, the
// waiting list's new order after a move, and what a refused move means.
import type { RegistrationEntry, RegistrationState } from "@kickoff/domain/registration-contracts.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** The order of the groups on screen: what needs a decision first, what is settled last. */
export const STATE_ORDER = [
  "pending",
  "waitlisted",
  "accepted",
  "declined",
  "withdrawn",
] as const satisfies readonly RegistrationState[];

export type EntryGroup = { state: RegistrationState; entries: RegistrationEntry[] };

/** The non-empty groups in STATE_ORDER; waitlisted entries by position, the others oldest first. */
export function groupEntries(entries: readonly RegistrationEntry[]): EntryGroup[] {
  return STATE_ORDER.map((state) => {
    const inState = entries.filter((e) => e.state === state);
    inState.sort((a, b) =>
      state === "waitlisted"
        ? (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER)
        : a.createdAt.localeCompare(b.createdAt),
    );
    return { state, entries: inState };
  }).filter((g) => g.entries.length > 0);
}

/** A move the organisers can make with an entry. */
export type EntryAction = "accept" | "waitlist" | "decline" | "pending";

/** The moves an entry offers: every other state but "withdrawn" (only the applicant withdraws). */
export function actionsFor(state: RegistrationState): EntryAction[] {
  const all: { action: EntryAction; target: RegistrationState }[] = [
    { action: "accept", target: "accepted" },
    { action: "waitlist", target: "waitlisted" },
    { action: "decline", target: "declined" },
    { action: "pending", target: "pending" },
  ];
  return all.filter((a) => a.target !== state).map((a) => a.action);
}

export const TARGET_STATE: Record<EntryAction, RegistrationState> = {
  accept: "accepted",
  waitlist: "waitlisted",
  decline: "declined",
  pending: "pending",
};

/** Moves that are asked about first: they take a place away or send the applicant a refusal. */
export function isDestructive(action: EntryAction, from: RegistrationState): boolean {
  return action === "decline" || (from === "accepted" && action !== "accept");
}

/** The waiting list's ids with one moved up (-1) or down (+1); null when it cannot move that way. */
export function moveInOrder(ids: readonly string[], id: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/** What a refused move means to the panel. */
export type ChangeRefusal = "full" | "closed" | "inPlan" | "stale" | "other";

export function refusalOf(error: unknown): ChangeRefusal {
  if (!(error instanceof ApiError)) return "other";
  switch (error.code) {
    case "TOURNAMENT_FULL":
      return "full";
    case "REGISTRATION_CLOSED":
      return "closed";
    case "TEAM_IN_PLAN":
      return "inPlan";
    case "REGISTRATION_NOT_FOUND":
    case "REGISTRATION_STATE_INVALID":
    case "REGISTRATION_ORDER_INVALID":
      return "stale";
    default:
      return "other";
  }
}

/** The squad's birth years as one text: "2016–2017", "2016", or "" when none is known. */
export function birthYears(e: Pick<RegistrationEntry, "oldestBirthYear" | "youngestBirthYear">): string {
  const { oldestBirthYear: oldest, youngestBirthYear: youngest } = e;
  if (oldest === null && youngest === null) return "";
  if (oldest === null || youngest === null || oldest === youngest) return String(oldest ?? youngest);
  return `${oldest}–${youngest}`;
}
