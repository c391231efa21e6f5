// Reports and takedowns (issue 20). Anybody reports a tournament, festival, photo or message they can see; a photo
// reported as showing a child without consent is hidden at once, pending review. Operators decide from a queue
// (most severe, then oldest first): hide (reversible), unhide, delete or dismiss. A decision applies to the target,
// closes every open report of it, writes one operator audit row in the same transaction, and tells the owner by a
// system message and a mail in their language.
import {
  hidesAtOnce,
  type OperatorReport,
  type Report,
  type ReportDecided,
  type ReportDecision,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
  type ReportTargetKind,
  severityOf,
} from "@kickoff/domain/report-contracts.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError, conflict, notFound } from "../lib/errors.ts";
import type { FileStore } from "../lib/files.ts";
import { renderTakedownMail, renderTakedownMessage, type TakedownNoticeInput } from "../lib/mail/takedown.ts";
import type { Mail } from "../lib/mail.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import { listInbox } from "../repositories/messages.ts";
import { insertAuditEntry } from "../repositories/operator.ts";
import {
  closeReport,
  closeReportsOf,
  countReportsOf,
  deleteMessageRow,
  findMessageTargets,
  findPhotoTargets,
  findReport,
  findTournamentTargets,
  hasHiddenReport,
  insertReport,
  listReports,
  lockReport,
  type ReportRow,
  setMessageTakenDown,
  setPhotoTakenDown,
} from "../repositories/reports.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findTournament } from "../repositories/tournaments.ts";
import { findUserById } from "../repositories/users.ts";
import { authorizeFileRead, deleteFile, releaseLogo } from "./files.ts";
import { insertSystemMessage } from "./messages.ts";
import { writePublicChange } from "./public-live.ts";
import { keyedHash } from "./secrets.ts";
import { removeTournament } from "./tournament-service.ts";
import { toState } from "./tournament-state.ts";

export type ReportDeps = {
  db: Db;
  config: Pick<Config, "sessionSecret" | "publicUrl">;
  files: FileStore;
  /** Queues a mail in the background (an answer never waits for SMTP). */
  enqueue: (mail: Mail) => void;
  now?: () => Date;
};

const targetNotFound = () => notFound("REPORT_TARGET_NOT_FOUND", "Nothing to report with this id");
const reportNotFound = () => notFound("REPORT_NOT_FOUND", "No report with this id");

/**
 * Whether the reporter can see the target: a publicly visible tournament (festival: of mode funino), a photo they
 * may load (`key`: of a link-only album), a message in their own inbox. Anything else is 404 like an unknown id.
 */
async function assertReportable(db: Db, input: Report, user: UserRow | null): Promise<void> {
  const id = input.targetId.toLowerCase();
  switch (input.targetKind) {
    case "tournament":
    case "festival": {
      const row = await findTournament(db, id);
      const festival = input.targetKind === "festival";
      if (!row || (row.mode === "funino") !== festival || !isPubliclyVisible(toState(row))) throw targetNotFound();
      return;
    }
    case "photo": {
      const read = await authorizeFileRead(db, id, async () => user, input.key).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      // The owner's own (taken down) photo is no report either.
      if (read?.file.purpose !== "photo" || read.file.takenDownAt) throw targetNotFound();
      return;
    }
    case "message": {
      if (!user || (await listInbox(db, user.id, 1, 1, id)).length === 0) throw targetNotFound();
      return;
    }
  }
}

/** Files a report; a photo showing a child without consent is taken down at once. Answers the report's id. */
export async function fileReport(
  deps: ReportDeps,
  input: Report,
  reporter: { user: UserRow | null; ip: string },
): Promise<{ id: string }> {
  await assertReportable(deps.db, input, reporter.user);
  const now = deps.now?.() ?? new Date();
  const targetId = input.targetId.toLowerCase();
  return deps.db.transaction(async (tx) => {
    const row = await insertReport(tx, {
      targetKind: input.targetKind,
      targetId,
      reason: input.reason,
      text: input.text ?? "",
      severity: severityOf(input.reason),
      reporterUserId: reporter.user?.id ?? null,
      reporterIpHash: keyedHash(deps.config.sessionSecret, `report-ip:${reporter.ip}`),
      createdAt: now,
    });
    if (hidesAtOnce(input.targetKind, input.reason)) await setPhotoTakenDown(tx, targetId, now);
    return { id: row.id };
  });
}

// ---------------------------------------------------------------- the queue

type TargetFacts = {
  description: string | null;
  owner: { id: string; email: string; displayName: string; language: string } | null;
  /** Tournament name, album title or message subject: the notice's title. */
  title: string;
  hidden: boolean;
};

const excerpt = (text: string, max = 120) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const ownerOf = (r: {
  ownerId: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  ownerLanguage: string | null;
}) =>
  r.ownerId && r.ownerEmail
    ? { id: r.ownerId, email: r.ownerEmail, displayName: r.ownerName ?? "", language: r.ownerLanguage ?? "en" }
    : null;

/** What the operator needs to know about each target (by kind and id); a gone target is absent. */
async function targetFacts(db: Db, wanted: Array<{ kind: ReportTargetKind; id: string }>) {
  const ids = (kinds: ReportTargetKind[]) => wanted.filter((w) => kinds.includes(w.kind)).map((w) => w.id);
  const [ts, ps, ms] = await Promise.all([
    findTournamentTargets(db, ids(["tournament", "festival"])),
    findPhotoTargets(db, ids(["photo"])),
    findMessageTargets(db, ids(["message"])),
  ]);
  const facts = new Map<string, TargetFacts>();
  for (const t of ts) {
    const owner = ownerOf(t);
    facts.set(t.id, {
      // The owner is its own field (shown on its own line): the description names only the content.
      description: t.name,
      owner,
      title: t.name,
      hidden: t.takenDownAt !== null,
    });
  }
  for (const p of ps) {
    facts.set(p.id, {
      description: `${p.albumTitle ?? "—"} · ${p.id}`,
      owner: ownerOf(p),
      title: p.albumTitle ?? "",
      hidden: p.takenDownAt !== null,
    });
  }
  for (const m of ms) {
    facts.set(m.id, {
      description: `${excerpt(m.subject, 80)}: ${excerpt(m.body)}`,
      owner: ownerOf(m),
      title: m.subject,
      hidden: m.takenDownAt !== null,
    });
  }
  return facts;
}

function presentReport(row: ReportRow, facts: TargetFacts | undefined, counts: { all: number; open: number }) {
  const target: ReportTarget = {
    kind: row.targetKind as ReportTargetKind,
    id: row.targetId,
    description: facts?.description ?? null,
    owner: facts?.owner ? { id: facts.owner.id, email: facts.owner.email, displayName: facts.owner.displayName } : null,
    hidden: facts?.hidden ?? false,
    reportCount: counts.all,
    openCount: counts.open,
  };
  return {
    id: row.id,
    reason: row.reason as ReportReason,
    text: row.text,
    severity: row.severity,
    status: row.status as ReportStatus,
    byUser: row.reporterUserId !== null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolutionNote: row.resolutionNote,
    target,
  } satisfies OperatorReport;
}

/** A page of the queue in one state, most severe first, then oldest first. */
export async function reportQueue(db: Db, status: ReportStatus, page: number, size: number) {
  const { items, total } = await listReports(db, status, page, size);
  const wanted = items.map((r) => ({ kind: r.targetKind as ReportTargetKind, id: r.targetId }));
  const [facts, counts] = await Promise.all([
    targetFacts(db, wanted),
    countReportsOf(
      db,
      items.map((r) => r.targetId),
    ),
  ]);
  return {
    items: items.map((r) => presentReport(r, facts.get(r.targetId), counts.get(r.targetId) ?? { all: 1, open: 0 })),
    total,
    page,
    size,
  };
}

// ---------------------------------------------------------------- decisions

const STATUS_OF: Record<ReportDecision["action"], ReportStatus> = {
  hide: "hidden",
  unhide: "dismissed",
  delete: "deleted",
  dismiss: "dismissed",
};

/** Which reports of the target a decision closes: the open ones; unhide and delete also end a "hidden" state. */
const CLOSES: Record<ReportDecision["action"], readonly ReportStatus[]> = {
  hide: ["open"],
  unhide: ["open", "hidden"],
  delete: ["open", "hidden"],
  dismiss: ["open"],
};

/** Takes the target down (`at`) or shows it again (null) inside the transaction; false when it is gone. */
async function setTakenDown(tx: Db, kind: ReportTargetKind, id: string, at: Date | null): Promise<boolean> {
  if (kind === "photo") return setPhotoTakenDown(tx, id, at);
  if (kind === "message") return setMessageTakenDown(tx, id, at);
  if (!(await findTournament(tx, id))) return false;
  // Bumps the revision and announces it: every process drops its cached public payloads of the tournament.
  await writePublicChange(tx, id, "status", { takenDownAt: at });
  return true;
}

/** Removes the target for good (as its owner would); the message row goes inside the decision's transaction. */
async function removeTarget(deps: ReportDeps, kind: ReportTargetKind, id: string, owner: TargetFacts["owner"]) {
  if (kind === "message") return; // deleted in the decision's transaction
  const user = owner ? await findUserById(deps.db, owner.id) : null;
  if (!user) throw conflict("REPORT_TARGET_GONE", "The reported item no longer exists");
  if (kind === "photo") {
    await deleteFile(deps.db, deps.files, user, id);
    return;
  }
  await releaseLogo(deps.db, deps.files, user, await removeTournament(deps.db, { user }, id));
}

/**
 * An operator's decision on a report, applied to its target. 404 REPORT_NOT_FOUND; 409 REPORT_CLOSED when
 * dismissing a report that is no longer open; 409 NOT_HIDDEN when unhiding a target that is shown; 409
 * REPORT_TARGET_GONE when hiding, unhiding or deleting a target that no longer exists.
 */
export async function decideReport(
  deps: ReportDeps,
  operator: UserRow,
  reportId: string,
  input: ReportDecision,
): Promise<ReportDecided & { target: { kind: ReportTargetKind; id: string } }> {
  const now = deps.now?.() ?? new Date();
  const first = await findReport(deps.db, reportId);
  if (!first) throw reportNotFound();
  const kind = first.targetKind as ReportTargetKind;
  const target = { kind, id: first.targetId };
  const before = (await targetFacts(deps.db, [target])).get(target.id);
  if (input.action !== "dismiss" && !before) throw conflict("REPORT_TARGET_GONE", "The reported item no longer exists");
  if (input.action === "dismiss" && first.status !== "open")
    throw conflict("REPORT_CLOSED", "This report was decided already");
  if (input.action === "unhide" && !before?.hidden) throw conflict("NOT_HIDDEN", "The reported item is not hidden");

  // A deletion of a tournament or photo runs the owner's own deletion (files, logo, live event) first.
  if (input.action === "delete") await removeTarget(deps, kind, target.id, before?.owner ?? null);

  const status = STATUS_OF[input.action];
  const closed = await deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId);
    if (!report) throw reportNotFound();
    // Checked again under the report's lock: a concurrent decision on the same report may have committed since
    // the checks above (two dismissals or unhides would both pass them, and audit and notify twice).
    if (input.action === "dismiss" && report.status !== "open")
      throw conflict("REPORT_CLOSED", "This report was decided already");
    if (input.action === "unhide" && !(await targetFacts(tx, [target])).get(target.id)?.hidden)
      throw conflict("NOT_HIDDEN", "The reported item is not hidden");
    if (input.action === "hide") await setTakenDown(tx, kind, target.id, now);
    if (input.action === "unhide") await setTakenDown(tx, kind, target.id, null);
    if (input.action === "delete" && kind === "message") await deleteMessageRow(tx, target.id);
    // A photo hidden at once pending review is shown again when its report is dismissed (no operator hid it).
    if (input.action === "dismiss" && kind === "photo" && before?.hidden && !(await hasHiddenReport(tx, target)))
      await setPhotoTakenDown(tx, target.id, null);
    const decision = { status, by: operator.id, note: input.reason, at: now };
    let n = await closeReportsOf(tx, target, CLOSES[input.action], decision);
    // Hiding again from an already decided report still records the decision on it.
    if (!CLOSES[input.action].includes(report.status as ReportStatus)) n += await closeReport(tx, report.id, decision);
    await insertAuditEntry(tx, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: `report.${input.action}`,
      targetKind: kind,
      targetId: target.id,
      reason: input.reason,
      details: {
        reportId,
        reportReason: report.reason,
        closed: n,
        description: before?.description ?? null,
        ...(input.noteToOwner ? { noteToOwner: input.noteToOwner } : {}),
      },
    });
    if (input.action !== "dismiss" && before?.owner) {
      const notice: TakedownNoticeInput = {
        action: input.action,
        kind,
        language: before.owner.language,
        name: before.owner.displayName,
        title: before.title,
        reason: report.reason as ReportReason,
        noteToOwner: input.noteToOwner,
      };
      const message = await renderTakedownMessage(notice, deps.config.publicUrl);
      const tournamentId =
        (kind === "tournament" || kind === "festival") && input.action !== "delete" ? target.id : null;
      await insertSystemMessage(tx, { receiverId: before.owner.id, tournamentId, ...message });
      return { n, mail: await renderTakedownMail({ ...notice, to: before.owner.email }, deps.config.publicUrl) };
    }
    return { n, mail: null };
  });
  // After the commit: a rolled-back decision sends nothing.
  if (closed.mail) deps.enqueue(closed.mail);
  return { closed: closed.n, status, target };
}
