// Who may do what to which event (issue 19). Events have no public view yet: whoever is neither owner nor
// accepted event editor gets 404 EVENT_NOT_FOUND, so an event's existence never leaks.
import { AppError, forbidden } from "../lib/errors.ts";

export type EventAction = "view" | "edit" | "attach" | "delete" | "manageEditors" | "manageReporters";

/** The caller on one event: a user and whether they are an accepted editor of it. */
export type EventActor = { user: { id: string }; isEditor: boolean };

export type EventRole = "owner" | "editor" | "none";

export function eventRoleOf(actor: EventActor, event: { ownerId: string }): EventRole {
  if (actor.user.id === event.ownerId) return "owner";
  return actor.isEditor ? "editor" : "none";
}

/** Attaching moves one of the owner's own tournaments in: only the owner (who must own both). */
const OWNER_ONLY: ReadonlySet<EventAction> = new Set(["attach", "delete", "manageEditors", "manageReporters"]);

/** The rule: owner everything; event editor everything but attach, delete and managing editors and reporter links. */
export function canOnEvent(actor: EventActor, action: EventAction, event: { ownerId: string }): boolean {
  const role = eventRoleOf(actor, event);
  if (role === "owner") return true;
  if (role === "editor") return !OWNER_ONLY.has(action);
  return false;
}

export function eventAbilities(actor: EventActor, event: { ownerId: string }) {
  return {
    edit: canOnEvent(actor, "edit", event),
    attach: canOnEvent(actor, "attach", event),
    delete: canOnEvent(actor, "delete", event),
    manageEditors: canOnEvent(actor, "manageEditors", event),
  };
}

export const eventNotFound = () => new AppError(404, "EVENT_NOT_FOUND", "Event not found");

/** Throws unless allowed: 403 for an editor on an owner-only action, 404 for everyone else. */
export function authorizeEvent(actor: EventActor, action: EventAction, event: { ownerId: string }): void {
  if (canOnEvent(actor, action, event)) return;
  if (eventRoleOf(actor, event) === "editor") throw forbidden();
  throw eventNotFound();
}
