// Who else may work on a tournament: editors (registered users, added by e-mail) and reporter links.
import { createHash, randomBytes } from "node:crypto";
import type { AddEditor, CreateReporterLink } from "@kickoff/domain/tournament-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict, notFound } from "../lib/errors.ts";
import { escapeHtml } from "../lib/mail/templates.ts";
import { authorize, can } from "../policies/tournament-policy.ts";
import {
  acceptEditorInvitation,
  addEditor as addEditorRow,
  countReporterLinks,
  findActiveReporterLinkByHash,
  findEditorInvitation,
  findReporterLink,
  findTournament,
  findVerifiedUserByEmail,
  insertNotification,
  insertReporterLink,
  isUuid,
  markNotificationMailed,
  type ReporterLinkRow,
  removeEditor as removeEditorRow,
  revokeReporterLink as revokeRow,
} from "../repositories/tournaments.ts";
import { findUserById } from "../repositories/users.ts";
import { insertSystemMessage } from "./messages.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { actorFor, type Caller, mutate } from "./tournament-service.ts";
import { toState } from "./tournament-state.ts";

/** A mail as the Accounts area's Mailer (lib/mail.ts) takes it. */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

/** What sends mail; the Accounts area's Mailer fits. Without one, notifications are only recorded. */
export type MailSender = { send(mail: Mail): Promise<void> };

export const hashReporterToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new reporter link's token (shown once) and the hash that is stored (tournament and event links alike). */
export function newReporterToken() {
  const token = randomBytes(24).toString("base64url");
  return { token, tokenHash: hashReporterToken(token) };
}

/** The active link of a token, or 401: a wrong or revoked token is an authentication failure. */
export async function resolveReporterToken(db: Db, token: string): Promise<ReporterLinkRow> {
  const link = token.length <= 200 ? await findActiveReporterLinkByHash(db, hashReporterToken(token)) : null;
  if (!link) throw new AppError(401, "REPORTER_TOKEN_INVALID", "This reporter link is not valid (any more)");
  return link;
}

/**
 * A mail of the `tournament.mail.<kind>` texts in the recipient's language: paragraphs greeting, body, action.
 * The `event…` kinds are the same mails for an event's editors (services/event-editors.ts).
 */
export async function renderTournamentMail(input: {
  kind: "editorInvited" | "invitationAnswered" | "eventEditorInvited" | "eventInvitationAnswered";
  to: string;
  language: string;
  params: Record<string, string>;
  link?: string;
}): Promise<Mail> {
  const lang = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const t = (key: string) => interpolate(lang, m[`tournament.mail.${input.kind}.${key}`] ?? "", input.params);
  const paragraphs = [t("greeting"), t("body"), t("action")];
  return {
    to: input.to,
    subject: t("subject"),
    text: `${paragraphs.join("\n\n")}\n`,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t("subject"))}</title></head><body>${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("")}</body></html>`,
    ...(input.link ? { link: input.link } : {}),
  };
}

export type AddEditorDeps = {
  db: Db;
  publicUrl: string;
  mailer?: MailSender | undefined;
  /** A failed mail does not undo the invitation: it is reported here and the notification stays unmailed. */
  onMailError?: (err: unknown) => void;
};

/** Lookups of whether an address has an account, per user and hour; the same budget as user/euser. */
export const ACCOUNT_LOOKUPS_PER_HOUR = 30;

export const languageOf = (language: string) => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/**
 * Invites a verified registered user as editor (owner only) and answers the invited editor; unknown or unverified
 * e-mail → 404 USER_NOT_FOUND.
 * The 404 tells whether an address has an account, so lookups count against the caller's `euser:` budget
 * (shared with user/euser, kept in PostgreSQL: a new login does not reset it) → 429 RATE_LIMITED.
 * Nobody becomes an editor without consent: until the invited user accepts (answerInvitation), they have no access
 * and the tournament is not on their dashboard. They get a system message and, with a mailer, a mail.
 */
export async function addEditor(
  { db, publicUrl, mailer, onMailError }: AddEditorDeps,
  caller: Caller,
  input: AddEditor,
) {
  // Counted outside the transaction, so a refused lookup (404) is not rolled back out of the budget.
  if (caller.user) await new RateLimiter(db).consume(`euser:${caller.user.id}`, ACCOUNT_LOOKUPS_PER_HOUR, HOUR_MS);
  const { value: result } = await mutate(db, caller, input.id, "manageEditors", async (tx, state) => {
    const user = await findVerifiedUserByEmail(tx, input.email);
    if (!user) throw notFound("USER_NOT_FOUND", "No registered user with this e-mail address");
    if (user.id === state.ownerId) throw conflict("ALREADY_OWNER", "This user owns the tournament");
    const addedAt = await addEditorRow(tx, state.id, user.id, caller.user?.id ?? state.ownerId);
    if (!addedAt) throw conflict("ALREADY_EDITOR", "This user is already an editor or invited");
    // The invitation is answered in the messages area.
    const link = `${publicUrl}/${languageOf(user.language)}/messages`;
    const notification = await insertNotification(tx, {
      userId: user.id,
      tournamentId: state.id,
      kind: "editorInvited",
      payload: { tournamentName: state.general.name, addedBy: caller.user?.displayName ?? "", link },
    });
    const mail = await renderTournamentMail({
      kind: "editorInvited",
      to: user.email,
      language: user.language,
      params: { name: user.displayName, inviter: caller.user?.displayName ?? "", tournament: state.general.name, link },
      link,
    });
    // The invitation in the invited user's inbox, where they accept or decline it (the message view offers both).
    await insertSystemMessage(tx, {
      receiverId: user.id,
      tournamentId: state.id,
      subject: mail.subject,
      body: mail.text.trim(),
    });
    return { user, addedAt, notification, mail };
  });
  if (mailer) await sendAndMark(db, mailer, result.mail, result.notification.id, onMailError);
  const { user, addedAt } = result;
  return { userId: user.id, email: user.email, displayName: user.displayName, addedAt, acceptedAt: null };
}

/** Sends the mail; a failure is reported (not thrown) and leaves the notification unmailed. */
export async function sendAndMark(
  db: Db,
  mailer: MailSender,
  mail: Mail,
  notificationId: string | undefined,
  onMailError?: (err: unknown) => void,
) {
  try {
    await mailer.send(mail);
    if (notificationId) await markNotificationMailed(db, notificationId);
  } catch (err) {
    onMailError?.(err);
  }
}

/**
 * The invited user accepts (becomes an editor) or declines (the invitation is removed) an open invitation.
 * No open invitation for the caller → 404 INVITATION_NOT_FOUND (also when already accepted: nothing to answer).
 * The inviter (or else the owner) hears the answer by system message and mail.
 */
export async function answerInvitation(
  { db, publicUrl, mailer, onMailError }: AddEditorDeps,
  user: { id: string; displayName: string },
  tournamentId: string,
  accept: boolean,
) {
  if (!isUuid(tournamentId)) throw notFound("INVITATION_NOT_FOUND", "No open invitation for this tournament");
  const outcome = await db.transaction(async (tx) => {
    const invitation = await findEditorInvitation(tx, tournamentId, user.id);
    if (!invitation || invitation.acceptedAt)
      throw notFound("INVITATION_NOT_FOUND", "No open invitation for this tournament");
    const row = await findTournament(tx, tournamentId);
    if (!row) throw notFound("INVITATION_NOT_FOUND", "No open invitation for this tournament");
    if (accept) await acceptEditorInvitation(tx, tournamentId, user.id);
    else await removeEditorRow(tx, tournamentId, user.id);
    const inviter =
      (invitation.addedBy ? await findUserById(tx, invitation.addedBy) : null) ?? (await findUserById(tx, row.ownerId));
    if (!inviter) return { row, mail: null };
    const state = toState(row);
    const link = `${publicUrl}/${languageOf(inviter.language)}/tmentOverview/${state.id}`;
    const mail = await renderTournamentMail({
      kind: "invitationAnswered",
      to: inviter.email,
      language: inviter.language,
      params: {
        name: inviter.displayName,
        editor: user.displayName,
        tournament: state.general.name,
        answer:
          (await flatCatalogOf(languageOf(inviter.language)))[
            `tournament.mail.invitationAnswered.${accept ? "accepted" : "declined"}`
          ] ?? "",
        link,
      },
      link,
    });
    await insertSystemMessage(tx, {
      receiverId: inviter.id,
      tournamentId: state.id,
      subject: mail.subject,
      body: mail.text.trim(),
    });
    return { row, mail };
  });
  if (mailer && outcome.mail) await sendAndMark(db, mailer, outcome.mail, undefined, onMailError);
  return {
    tournamentId,
    mode: outcome.row.mode === "funino" ? ("funino" as const) : ("normal" as const),
    accepted: accept,
  };
}

const HOUR_MS = 60 * 60 * 1000;

export async function removeEditor(db: Db, caller: Caller, tournamentId: string, userId: string) {
  await mutate(db, caller, tournamentId, "manageEditors", async (tx, state) => {
    if (!(await removeEditorRow(tx, state.id, userId))) throw notFound("EDITOR_NOT_FOUND", "No such editor");
  });
}

/** Reporter links per tournament, revoked ones included (they stay listed as the tournament's history). */
export const MAX_REPORTER_LINKS = 100;

/** A new reporter link; the raw token is returned once and stored only as a hash. */
export async function createReporterLink(db: Db, caller: Caller, input: CreateReporterLink) {
  const { value } = await mutate(db, caller, input.id, "manageReporters", async (tx, state) => {
    if (state.status === "archived") throw conflict("TOURNAMENT_READ_ONLY", "An archived tournament cannot be changed");
    if (input.pitch && !state.settings.pitches.some((p) => p.id === input.pitch))
      throw badRequest("UNKNOWN_PITCH", `No pitch ${input.pitch} in this tournament`);
    if (input.refereeId && !state.officials.referees.some((r) => r.id === input.refereeId))
      throw notFound("REFEREE_NOT_FOUND", `No referee ${input.refereeId} in this tournament`);
    if ((await countReporterLinks(tx, state.id)) >= MAX_REPORTER_LINKS)
      throw conflict(
        "REPORTER_LINK_LIMIT",
        `A tournament may have at most ${MAX_REPORTER_LINKS} reporter links (revoked ones count)`,
      );
    const { token, tokenHash } = newReporterToken();
    const link = await insertReporterLink(tx, {
      tournamentId: state.id,
      tokenHash,
      pitch: input.pitch ?? null,
      refereeId: input.refereeId ?? null,
      label: input.label,
      createdBy: caller.user?.id ?? null,
    });
    return { link, token, mode: state.mode };
  });
  return value;
}

/** Revokes a link (owner only); an unknown link and a link of a tournament the caller cannot see are both 404. */
export async function revokeReporterLink(db: Db, caller: Caller, linkId: string) {
  const link = await findReporterLink(db, linkId);
  if (!link) throw notFound("REPORTER_LINK_NOT_FOUND", "No such reporter link");
  const row = await findTournament(db, link.tournamentId);
  if (!row) throw notFound("REPORTER_LINK_NOT_FOUND", "No such reporter link");
  const state = toState(row);
  const actor = await actorFor(db, caller, row.id);
  try {
    authorize(actor, "manageReporters", state);
  } catch (err) {
    // Only the tournament's organisers learn that the link exists (an editor hears 403); to anybody else a
    // link id is unknown, whether its tournament is public or not.
    if (err instanceof AppError && (err.statusCode === 404 || !can(actor, "viewInternal", state)))
      throw notFound("REPORTER_LINK_NOT_FOUND", "No such reporter link");
    throw err;
  }
  return revokeRow(db, link.id);
}
