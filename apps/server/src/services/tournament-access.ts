// Who else may work on a tournament: editors (registered users, added by e-mail) and reporter links.
import { createHash, randomBytes } from "node:crypto";
import type { AddEditor, CreateReporterLink } from "@kickoff/domain/tournament-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict, notFound } from "../lib/errors.ts";
import { authorize, can } from "../policies/tournament-policy.ts";
import {
  addEditor as addEditorRow,
  countReporterLinks,
  findActiveReporterLinkByHash,
  findReporterLink,
  findTournament,
  findVerifiedUserByEmail,
  insertNotification,
  insertReporterLink,
  markNotificationMailed,
  type ReporterLinkRow,
  removeEditor as removeEditorRow,
  revokeReporterLink as revokeRow,
} from "../repositories/tournaments.ts";
import { insertSystemMessage } from "./messages.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { actorFor, type Caller, mutate } from "./tournament-service.ts";
import { toState } from "./tournament-state.ts";

/** A mail as the Accounts area's Mailer (lib/mail.ts) takes it. */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

/** What sends mail; the Accounts area's Mailer fits. Without one, notifications are only recorded. */
export type MailSender = { send(mail: Mail): Promise<void> };

export const hashReporterToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The active link of a token, or 401: a wrong or revoked token is an authentication failure. */
export async function resolveReporterToken(db: Db, token: string): Promise<ReporterLinkRow> {
  const link = token.length <= 200 ? await findActiveReporterLinkByHash(db, hashReporterToken(token)) : null;
  if (!link) throw new AppError(401, "REPORTER_TOKEN_INVALID", "This reporter link is not valid (any more)");
  return link;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The "you are now an editor" mail in the recipient's language (namespace "tournament"). */
export async function renderEditorAddedMail(input: {
  to: string;
  language: string;
  params: { name: string; inviter: string; tournament: string; link: string };
}): Promise<Mail> {
  const lang = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const t = (key: string) => interpolate(lang, m[`tournament.mail.editorAdded.${key}`] ?? "", input.params);
  const paragraphs = [t("greeting"), t("body"), t("action")];
  return {
    to: input.to,
    subject: t("subject"),
    text: `${paragraphs.join("\n\n")}\n`,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t("subject"))}</title></head><body>${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("")}</body></html>`,
    link: input.params.link,
  };
}

export type AddEditorDeps = {
  db: Db;
  publicUrl: string;
  mailer?: MailSender | undefined;
  /** A failed mail does not undo adding the editor: it is reported here and the notification stays unmailed. */
  onMailError?: (err: unknown) => void;
};

/** Lookups of whether an address has an account, per user and hour; the same budget as user/euser. */
export const ACCOUNT_LOOKUPS_PER_HOUR = 30;

/**
 * Adds a verified registered user as editor (owner only) and answers the new editor; unknown or unverified
 * e-mail → 404 USER_NOT_FOUND.
 * The 404 tells whether an address has an account, so lookups count against the caller's `euser:` budget
 * (shared with user/euser, kept in PostgreSQL: a new login does not reset it) → 429 RATE_LIMITED.
 * The new editor is notified: a recorded notification and, with a mailer, a mail in their language.
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
    if (!addedAt) throw conflict("ALREADY_EDITOR", "This user is already an editor");
    const link = `${publicUrl}/${isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE}/tmentOverview/${state.id}`;
    const notification = await insertNotification(tx, {
      userId: user.id,
      tournamentId: state.id,
      kind: "editorAdded",
      payload: { tournamentName: state.general.name, addedBy: caller.user?.displayName ?? "", link },
    });
    const mail = await renderEditorAddedMail({
      to: user.email,
      language: user.language,
      params: { name: user.displayName, inviter: caller.user?.displayName ?? "", tournament: state.general.name, link },
    });
    // The same news as a system message in the new editor's inbox (the mail above already tells about it).
    await insertSystemMessage(tx, {
      receiverId: user.id,
      tournamentId: state.id,
      subject: mail.subject,
      body: mail.text.trim(),
    });
    return { user, addedAt, state, link, notification, mail };
  });
  if (mailer) {
    try {
      const { mail } = result;
      await mailer.send(mail);
      await markNotificationMailed(db, result.notification.id);
    } catch (err) {
      onMailError?.(err);
    }
  }
  const { user, addedAt } = result;
  return { userId: user.id, email: user.email, displayName: user.displayName, addedAt };
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
    if ((await countReporterLinks(tx, state.id)) >= MAX_REPORTER_LINKS)
      throw conflict(
        "REPORTER_LINK_LIMIT",
        `A tournament may have at most ${MAX_REPORTER_LINKS} reporter links (revoked ones count)`,
      );
    const token = randomBytes(24).toString("base64url");
    const link = await insertReporterLink(tx, {
      tournamentId: state.id,
      tokenHash: hashReporterToken(token),
      pitch: input.pitch ?? null,
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
