// Who may do what to which tournament. The only place that decides; handlers and services ask here.
import type { TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";
import { AppError, forbidden } from "../lib/errors.ts";

export type TournamentAction =
  | "viewPublic"
  | "viewInternal"
  | "edit"
  | "enterResults"
  | "correctResults"
  | "changeStatus"
  | "duplicate"
  | "delete"
  | "manageEditors"
  | "manageReporters";

/** The facts about a tournament a decision needs. */
export type PolicyTournament = {
  id: string;
  ownerId: string;
  status: TournamentStatus;
  visibility: Visibility;
  /** Taken down by an operator after a report (services/reports.ts): only owner and editors still see it. */
  takenDown: boolean;
};

/** The caller: a logged-in user (and whether they edit this tournament) and/or a reporter link's grant. */
export type Actor = {
  user?: { id: string } | null;
  /** Whether `user` is an editor of the tournament being decided on. */
  isEditor?: boolean;
  /** A reporter link's grant: one pitch and/or one referee's matches (null: any). */
  reporterLink?: {
    id: string;
    tournamentId: string;
    pitch: string | null;
    refereeId?: string | null;
    /** An event's reporter link acting for this division (audited as event_reporter_link_id). */
    eventLink?: boolean;
  } | null;
};

export type Role = "owner" | "editor" | "reporter" | "none";

export function roleOf(actor: Actor, t: PolicyTournament): Role {
  if (actor.user && actor.user.id === t.ownerId) return "owner";
  if (actor.user && actor.isEditor) return "editor";
  if (actor.reporterLink && actor.reporterLink.tournamentId === t.id) return "reporter";
  return "none";
}

/** Public and unlisted tournaments are visible to everybody once they left the draft state, unless taken down. */
export function isPubliclyVisible(t: Pick<PolicyTournament, "status" | "visibility" | "takenDown">): boolean {
  return t.visibility !== "private" && t.status !== "draft" && !t.takenDown;
}

const OWNER_ONLY: ReadonlySet<TournamentAction> = new Set(["delete", "manageEditors", "manageReporters"]);

/** The rule: owner everything; editor everything but delete and managing editors/reporter links; reporter only results. */
export function can(actor: Actor, action: TournamentAction, t: PolicyTournament): boolean {
  const role = roleOf(actor, t);
  if (action === "viewPublic") return role === "owner" || role === "editor" || isPubliclyVisible(t);
  if (role === "owner") return true;
  if (role === "editor") return !OWNER_ONLY.has(action);
  if (role === "reporter") return action === "enterResults";
  return false;
}

/** What the client may offer the caller (the SPA only reads these, the server still checks every call). */
export function abilities(actor: Actor, t: PolicyTournament) {
  return {
    edit: can(actor, "edit", t),
    enterResults: can(actor, "enterResults", t),
    changeStatus: can(actor, "changeStatus", t),
    delete: can(actor, "delete", t),
    manageEditors: can(actor, "manageEditors", t),
    manageReporters: can(actor, "manageReporters", t),
  };
}

export const tournamentNotFound = () => new AppError(404, "TOURNAMENT_NOT_FOUND", "Tournament not found");

/**
 * Throws unless allowed: 403 when the caller may at least see the tournament publicly, otherwise 404,
 * so the existence of a private tournament never leaks.
 */
export function authorize(actor: Actor, action: TournamentAction, t: PolicyTournament): void {
  if (can(actor, action, t)) return;
  if (can(actor, "viewPublic", t)) throw forbidden();
  throw tournamentNotFound();
}
