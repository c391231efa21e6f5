// Editors of a whole event (issue 19): invited by e-mail by the owner, no access until they accept; an accepted
// event editor edits the event and every one of its divisions (repositories/tournaments.ts isEditor).
import type { Db } from "../db/client.ts";
import { conflict, notFound } from "../lib/errors.ts";
import {
  acceptEventInvitation,
  addEventEditor,
  findEvent,
  findOpenEventInvitation,
  listEventEditors,
  listOpenEventInvitations,
  removeEventEditor,
  updateEvent,
} from "../repositories/events.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findVerifiedUserByEmail } from "../repositories/tournaments.ts";
import { loadEvent } from "./events.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { ACCOUNT_LOOKUPS_PER_HOUR } from "./tournament-access.ts";

const HOUR_MS = 60 * 60 * 1000;

const presentEditor = (e: {
  userId: string;
  email: string;
  displayName: string;
  addedAt: Date;
  acceptedAt: Date | null;
}) => ({
  userId: e.userId,
  email: e.email,
  displayName: e.displayName,
  addedAt: e.addedAt.toISOString(),
  acceptedAt: e.acceptedAt?.toISOString() ?? null,
});

export async function listEditorsOf(db: Db, user: UserRow, eventId: string) {
  const { row } = await loadEvent(db, user, eventId, "view");
  return { editors: (await listEventEditors(db, row.id)).map(presentEditor) };
}

/** Invites a verified user (owner only); the account lookup counts against the tournament editors' budget. */
export async function inviteEventEditor(db: Db, user: UserRow, input: { id: string; email: string }) {
  await new RateLimiter(db).consume(`euser:${user.id}`, ACCOUNT_LOOKUPS_PER_HOUR, HOUR_MS);
  const { row } = await loadEvent(db, user, input.id, "manageEditors");
  const invited = await findVerifiedUserByEmail(db, input.email);
  if (!invited) throw notFound("USER_NOT_FOUND", "email: no registered user with this e-mail address");
  if (invited.id === row.ownerId) throw conflict("ALREADY_OWNER", "email: this user owns the event");
  const addedAt = await addEventEditor(db, row.id, invited.id, user.id);
  if (!addedAt) throw conflict("ALREADY_EDITOR", "email: this user is already an editor or invited");
  return presentEditor({
    userId: invited.id,
    email: invited.email,
    displayName: invited.displayName,
    addedAt,
    acceptedAt: null,
  });
}

export async function removeEventEditorOf(db: Db, user: UserRow, input: { id: string; userId: string }) {
  const { row } = await loadEvent(db, user, input.id, "manageEditors");
  if (!(await removeEventEditor(db, row.id, input.userId)))
    throw notFound("EDITOR_NOT_FOUND", "userId: not an editor of this event");
  return { id: row.id, userId: input.userId, removed: true as const };
}

export async function openEventInvitations(db: Db, user: UserRow) {
  const rows = await listOpenEventInvitations(db, user.id);
  return {
    invitations: rows.map((r) => ({
      eventId: r.eventId,
      eventName: r.eventName,
      invitedAt: r.invitedAt.toISOString(),
      invitedBy: r.invitedBy,
    })),
  };
}

/** Accepts (the user becomes an event editor) or declines (the invitation goes) an open invitation. */
export async function answerEventInvitation(db: Db, user: UserRow, eventId: string, accept: boolean) {
  const missing = () => notFound("INVITATION_NOT_FOUND", "No open invitation for this event");
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await findOpenEventInvitation(tx, eventId, user.id))) throw missing();
    if (!(await findEvent(tx, eventId))) throw missing();
    if (accept) await acceptEventInvitation(tx, eventId, user.id);
    else await removeEventEditor(tx, eventId, user.id);
    await updateEvent(tx, eventId, {});
  });
  return { eventId, accepted: accept };
}
