// Messages between users and system messages (spec §7 Messages). Authorization is by construction: the caller's
// id is part of every query of their messages (repositories/messages.ts); ids of other users' messages are
// silently ignored (they change nothing and are not counted), so an answer never tells whether such an id exists.
import {
  MESSAGE_MAIL_INTERVAL_MS,
  MESSAGE_SENDS_PER_HOUR,
  type MessageKind,
  type MessageView,
  type SendMessage,
} from "@kickoff/domain/message-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Db } from "../db/client.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import type { Mail } from "../lib/mail.ts";
import { can } from "../policies/tournament-policy.ts";
import {
  claimMessageMail,
  countInbox,
  deleteForUser,
  findUserForMessage,
  findUsersForMail,
  getMessageMail,
  insertMessages,
  listInbox,
  type NewMessageRow,
  setMessageMail,
  setRead,
} from "../repositories/messages.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findTournament, listEditors } from "../repositories/tournaments.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { actorFor } from "./tournament-service.ts";
import { toState } from "./tournament-state.ts";

const HOUR_MS = 60 * 60 * 1000;

export type MessageDeps = {
  db: Db;
  publicUrl: string;
  /** Queues a mail in the background (an answer never waits for SMTP); absent: no mails. */
  enqueue?: (mail: Mail) => void;
  now?: () => Date;
};

type Sender = UserRow;

/**
 * Sends a message to one user or to a tournament's organisers (owner and editors, the sender left out); one row
 * per receiver, which is also the sender's copy. Counts against the sender's budget first (also refused sends,
 * so ids cannot be probed cheaply) → 429. Unknown receiver → 404 USER_NOT_FOUND; a tournament the sender may not
 * see → 404 TOURNAMENT_NOT_FOUND; to oneself only → 400 MESSAGE_TO_SELF.
 */
export async function sendMessage(deps: MessageDeps, sender: Sender, input: SendMessage): Promise<number> {
  const { db } = deps;
  await new RateLimiter(db).consume(`msgsend:${sender.id}`, MESSAGE_SENDS_PER_HOUR, HOUR_MS);
  let receivers: string[];
  let tournamentId: string | null = null;
  if (input.receiverId) {
    const receiver = await findUserForMessage(db, input.receiverId);
    if (!receiver) throw notFound("USER_NOT_FOUND", "No such user");
    receivers = [receiver.id];
  } else {
    const row = input.tournamentId ? await findTournament(db, input.tournamentId) : null;
    const actor = row ? await actorFor(db, { user: sender }, row.id) : null;
    if (!row || !actor || !can(actor, "viewPublic", toState(row)))
      throw notFound("TOURNAMENT_NOT_FOUND", "Tournament not found");
    tournamentId = row.id;
    // Invited editors who have not accepted yet are not organisers.
    const editors = (await listEditors(db, row.id)).filter((e) => e.acceptedAt !== null);
    receivers = [row.ownerId, ...editors.map((e) => e.userId)];
  }
  receivers = [...new Set(receivers)].filter((id) => id !== sender.id);
  if (receivers.length === 0) throw badRequest("MESSAGE_TO_SELF", "You cannot send a message to yourself");
  await insertMessages(
    db,
    receivers.map((receiverId) => ({
      senderId: sender.id,
      receiverId,
      tournamentId,
      kind: "user",
      subject: input.subject,
      body: input.body,
    })),
  );
  await mailAboutNewMessages(deps, receivers);
  return receivers.length;
}

/** A system message (no sender) into a user's inbox; takes a transaction so it is part of the event's change. */
export async function insertSystemMessage(
  db: Db,
  message: Pick<NewMessageRow, "receiverId" | "tournamentId" | "subject" | "body">,
): Promise<void> {
  await insertMessages(db, [{ ...message, senderId: null, kind: "system" }]);
}

/** The caller's inbox page, newest first, with the totals over all pages. */
export async function inbox(db: Db, userId: string, query: { page: number; size: number; id?: string | undefined }) {
  const [rows, counts, mailOnNew] = await Promise.all([
    listInbox(db, userId, query.page, query.size, query.id),
    countInbox(db, userId),
    getMessageMail(db, userId),
  ]);
  const items: MessageView[] = rows.map((r) => ({
    id: r.id,
    kind: (r.kind === "system" ? "system" : "user") satisfies MessageKind,
    sender: r.senderId ? { id: r.senderId, displayName: r.senderName ?? "" } : null,
    tournament: r.tournamentId ? { id: r.tournamentId, name: r.tournamentName ?? "" } : null,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt ? r.readAt.toISOString() : null,
  }));
  return { items, ...counts, page: query.page, size: query.size, mailOnNew };
}

export async function markMessages(deps: MessageDeps, userId: string, ids: string[], read: boolean) {
  const changed = await setRead(deps.db, userId, [...new Set(ids)], read, deps.now?.() ?? new Date());
  return { changed, unread: (await countInbox(deps.db, userId)).unread };
}

export async function deleteMessages(deps: MessageDeps, userId: string, ids: string[]) {
  const changed = await deleteForUser(deps.db, userId, [...new Set(ids)], deps.now?.() ?? new Date());
  return { changed, unread: (await countInbox(deps.db, userId)).unread };
}

/**
 * The "you have new messages" mail in the receiver's language: plain text only, and nothing of the message
 * itself (neither subject nor body), just where to read it.
 */
export async function renderNewMessagesMail(input: {
  to: string;
  language: string;
  name: string;
  publicUrl: string;
}): Promise<Mail> {
  const lang = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const link = `${input.publicUrl}/${lang}/messages`;
  const t = (key: string) =>
    interpolate(lang, m[`account.messages.mail.${key}`] ?? "", { name: input.name, link, app: m["app.name"] ?? "" });
  return {
    to: input.to,
    subject: t("subject"),
    text: `${[t("greeting"), t("body"), t("action"), t("settings")].join("\n\n")}\n`,
    link,
  };
}

/** Mails each receiver who wants it and had no such mail in the last 15 minutes. */
async function mailAboutNewMessages(deps: MessageDeps, receiverIds: string[]): Promise<void> {
  const { enqueue } = deps;
  if (!enqueue) return;
  const now = deps.now?.() ?? new Date();
  for (const user of await findUsersForMail(deps.db, receiverIds)) {
    if (!user.verified) continue;
    if (!(await claimMessageMail(deps.db, user.id, now, MESSAGE_MAIL_INTERVAL_MS))) continue;
    enqueue(
      await renderNewMessagesMail({
        to: user.email,
        language: user.language,
        name: user.displayName,
        publicUrl: deps.publicUrl,
      }),
    );
  }
}

/** Turns the caller's "new messages" mails on or off; answers the setting. */
export async function setMessageMailSetting(db: Db, userId: string, mailOnNew: boolean) {
  await setMessageMail(db, userId, mailOnNew);
  return { mailOnNew };
}
