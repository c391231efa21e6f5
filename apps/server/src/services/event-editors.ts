// Editors of a whole event (issue 19): invited by e-mail by the owner, no access until they accept; an accepted
// event editor edits the event and every one of its divisions (repositories/tournaments.ts isEditor). Invitations
// and answers are told by system message and mail like a tournament's (the same texts, `event…` kinds).
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
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
import { findUserById } from "../repositories/users.ts";
import { loadEvent } from "./events.ts";
import { insertSystemMessage } from "./messages.ts";
import { RateLimiter } from "./rate-limiter.ts";
import {
  ACCOUNT_LOOKUPS_PER_HOUR,
  type AddEditorDeps,
  languageOf,
  renderTournamentMail,
  sendAndMark,
} from "./tournament-access.ts";

/** What the invitation calls need besides the database: where links lead and what sends mail. */
export type EventMailDeps = Omit<AddEditorDeps, "db">;

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

/**
 * Invites a verified user (owner only); the account lookup counts against the tournament editors' budget. The
 * invited user gets a system message and a mail in their language leading to their dashboard, where they answer.
 */
export async function inviteEventEditor(
  db: Db,
  user: UserRow,
  input: { id: string; email: string },
  deps: EventMailDeps = { publicUrl: "" },
) {
  await new RateLimiter(db).consume(`euser:${user.id}`, ACCOUNT_LOOKUPS_PER_HOUR, HOUR_MS);
  const { row } = await loadEvent(db, user, input.id, "manageEditors");
  const invited = await findVerifiedUserByEmail(db, input.email);
  if (!invited) throw notFound("USER_NOT_FOUND", "email: no registered user with this e-mail address");
  if (invited.id === row.ownerId) throw conflict("ALREADY_OWNER", "email: this user owns the event");
  const link = `${deps.publicUrl}/${languageOf(invited.language)}/adminboard`;
  const mail = await renderTournamentMail({
    kind: "eventEditorInvited",
    to: invited.email,
    language: invited.language,
    params: { name: invited.displayName, inviter: user.displayName, event: row.name, link },
    link,
  });
  const addedAt = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const added = await addEventEditor(tx, row.id, invited.id, user.id);
    if (!added) throw conflict("ALREADY_EDITOR", "email: this user is already an editor or invited");
    await insertSystemMessage(tx, {
      receiverId: invited.id,
      tournamentId: null,
      subject: mail.subject,
      body: mail.text.trim(),
    });
    return added;
  });
  if (deps.mailer) await sendAndMark(db, deps.mailer, mail, undefined, deps.onMailError);
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

/**
 * Accepts (the user becomes an event editor) or declines (the invitation goes) an open invitation. The inviter
 * (or else the owner) hears the answer by system message and mail, with a link to the event.
 */
export async function answerEventInvitation(
  db: Db,
  user: UserRow,
  eventId: string,
  accept: boolean,
  deps: EventMailDeps = { publicUrl: "" },
) {
  const missing = () => notFound("INVITATION_NOT_FOUND", "No open invitation for this event");
  const mail = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invitation = await findOpenEventInvitation(tx, eventId, user.id);
    if (!invitation) throw missing();
    const event = await findEvent(tx, eventId);
    if (!event) throw missing();
    if (accept) await acceptEventInvitation(tx, eventId, user.id);
    else await removeEventEditor(tx, eventId, user.id);
    await updateEvent(tx, eventId, {});
    const inviter =
      (invitation.addedBy ? await findUserById(tx, invitation.addedBy) : null) ??
      (await findUserById(tx, event.ownerId));
    if (!inviter) return null;
    const language = languageOf(inviter.language);
    const link = `${deps.publicUrl}/${language}/eventOverview/${event.id}`;
    const answer =
      (await flatCatalogOf(language))[`tournament.mail.invitationAnswered.${accept ? "accepted" : "declined"}`] ?? "";
    const answered = await renderTournamentMail({
      kind: "eventInvitationAnswered",
      to: inviter.email,
      language,
      params: { name: inviter.displayName, editor: user.displayName, event: event.name, answer, link },
      link,
    });
    await insertSystemMessage(tx, {
      receiverId: inviter.id,
      tournamentId: null,
      subject: answered.subject,
      body: answered.text.trim(),
    });
    return answered;
  });
  if (deps.mailer && mail) await sendAndMark(db, deps.mailer, mail, undefined, deps.onMailError);
  return { eventId, accepted: accept };
}
