// The retention clean-up (issue 20): removes what the policy (RETENTION_*, config.ts) says is due — unverified
// accounts, dead one-time tokens, old idempotency keys, untouched drafts, orphaned files, expired sessions and old
// runs of this log — on a schedule inside every server process, and on an operator's request.
//
// One process at a time: a run is one transaction that first takes a PostgreSQL advisory lock with
// pg_try_advisory_xact_lock (PGlite has it too). A process that does not get it skips the run at once instead of
// waiting, so N processes on one database clean up once per interval between them, and a crashed holder releases
// the lock with its connection (no lease to expire). Inside one process a second run while one is going is skipped
// before touching the database. The run's removals and its record in `retention_runs` commit together; stored file
// bytes are removed only after that commit (a rollback must not leave rows whose bytes are gone).
import type { RetentionCounts, RetentionRemoved } from "@kickoff/domain/retention-contracts.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { type FileStore, fileStoreFor } from "../lib/files.ts";
import { listStorageKeysOf } from "../repositories/files.ts";
import { insertAuditEntry } from "../repositories/operator.ts";
import {
  deleteDeadTokens,
  deleteDueDrafts,
  deleteExpiredSessions,
  deleteOldIdempotencyKeys,
  deleteOldRuns,
  deleteOrphanedFiles,
  insertRun,
  lockDueDrafts,
  lockDueUnverifiedUsers,
  type RetentionRunRow,
  tryRetentionLock,
} from "../repositories/retention.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { deleteAccount } from "./account-deletion.ts";
import { publishTournamentDeleted } from "./public-live.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts, drafts and files removed per kind and run at most: a long backlog is worked off run by run. */
export const RETENTION_BATCH = 500;
/** A used or expired one-time token stays this long, so a late code is still answered CODE_EXPIRED. */
export const DEAD_TOKEN_GRACE_MS = DAY_MS;

export type RetentionTrigger = { kind: "schedule" } | { kind: "operator"; operator: UserRow; reason: string };

export type RetentionOutcome =
  | { status: "done"; run: RetentionRunRow }
  /** "process": this process is running one; "lock": another process (or connection) holds the lock. */
  | { status: "skipped"; why: "process" | "lock" };

export type RetentionDeps = {
  db: Db;
  config: Pick<Config, "retention">;
  files: FileStore;
  log: FastifyBaseLogger;
};

export type RunOptions = {
  now?: Date;
  /** Tests: called while the run holds the lock, before it removes anything. */
  afterLock?: () => Promise<void>;
};

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export class Retention {
  private running: Promise<RetentionOutcome> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly deps: RetentionDeps) {}

  /** Whether a schedule runs in this process (RETENTION_INTERVAL_MINUTES above 0). */
  get scheduled(): boolean {
    return this.timer !== null;
  }

  /** One clean-up now, or "skipped" when one runs already (here or in another process). */
  run(trigger: RetentionTrigger, options: RunOptions = {}): Promise<RetentionOutcome> {
    if (this.running) return Promise.resolve({ status: "skipped", why: "process" });
    const run = this.runLocked(trigger, options).finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  private async runLocked(trigger: RetentionTrigger, options: RunOptions): Promise<RetentionOutcome> {
    const { db, config, files, log } = this.deps;
    const policy = config.retention;
    const now = options.now ?? new Date();
    const storageKeys: string[] = [];
    const run = await db.transaction(async (tx) => {
      if (!(await tryRetentionLock(tx))) return null;
      await options.afterLock?.();
      const counts: RetentionCounts = {
        unverifiedAccounts: 0,
        oneTimeTokens: 0,
        idempotencyKeys: 0,
        draftTournaments: 0,
        orphanedFiles: 0,
        expiredSessions: 0,
        retentionRuns: 0,
      };
      const removed: RetentionRemoved = { accounts: [], tournaments: [], files: [] };

      if (policy.unverifiedAccountDays > 0) {
        for (const user of await lockDueUnverifiedUsers(
          tx,
          cutoff(now, policy.unverifiedAccountDays),
          RETENTION_BATCH,
        )) {
          // The self-deletion's cascade; the bytes of anything the account stored go after the commit.
          storageKeys.push(...(await listStorageKeysOf(tx, user.id)));
          await deleteAccount(tx, user);
          removed.accounts.push({ id: user.id, email: user.email });
        }
        counts.unverifiedAccounts = removed.accounts.length;
      }

      if (policy.draftTournamentDays > 0) {
        const draftCutoff = cutoff(now, policy.draftTournamentDays);
        const due = await lockDueDrafts(tx, draftCutoff, RETENTION_BATCH);
        const deleted = await deleteDueDrafts(
          tx,
          due.map((d) => d.id),
          draftCutoff,
        );
        for (const draft of deleted) {
          const revision = due.find((d) => d.id === draft.id)?.revision ?? 0;
          await publishTournamentDeleted(tx, draft.id, revision);
          removed.tournaments.push(draft);
        }
        counts.draftTournaments = deleted.length;
      }

      // After accounts and drafts: a logo only a removed draft showed is orphaned now and goes in the same run.
      if (policy.orphanedFileDays > 0) {
        for (const file of await deleteOrphanedFiles(tx, cutoff(now, policy.orphanedFileDays), RETENTION_BATCH)) {
          storageKeys.push(file.storageKey, ...(file.thumbKey ? [file.thumbKey] : []));
          removed.files.push({ id: file.id, ownerId: file.ownerId, purpose: file.purpose, bytes: file.sizeBytes });
        }
        counts.orphanedFiles = removed.files.length;
      }

      counts.oneTimeTokens = await deleteDeadTokens(tx, new Date(now.getTime() - DEAD_TOKEN_GRACE_MS));
      if (policy.idempotencyKeyDays > 0)
        counts.idempotencyKeys = await deleteOldIdempotencyKeys(tx, cutoff(now, policy.idempotencyKeyDays));
      counts.expiredSessions = await deleteExpiredSessions(tx, now);
      if (policy.runHistoryDays > 0) counts.retentionRuns = await deleteOldRuns(tx, cutoff(now, policy.runHistoryDays));

      const row = await insertRun(tx, {
        trigger: trigger.kind,
        operatorId: trigger.kind === "operator" ? trigger.operator.id : null,
        startedAt: now,
        finishedAt: new Date(),
        counts,
        removed,
      });
      if (trigger.kind === "operator") {
        await insertAuditEntry(tx, {
          operatorId: trigger.operator.id,
          operatorEmail: trigger.operator.email,
          action: "retention",
          targetKind: "retention",
          targetId: row.id,
          reason: trigger.reason,
          details: { counts },
        });
      }
      return row;
    });
    if (!run) return { status: "skipped", why: "lock" };
    for (const key of storageKeys) {
      // Rows are gone for good; a failed removal only leaves unreachable bytes behind, so it is logged, not thrown.
      await files.remove(key).catch((err: unknown) => log.error({ err, key }, "retention: stored file not removed"));
    }
    log.info({ retentionRun: run.id, trigger: trigger.kind, counts: run.counts }, "retention run done");
    return { status: "done", run };
  }

  /** Runs every RETENTION_INTERVAL_MINUTES, the first RETENTION_FIRST_RUN_DELAY_SECONDS after start; off at 0. */
  start(): void {
    const { intervalMinutes, firstRunDelaySeconds } = this.deps.config.retention;
    if (intervalMinutes === 0 || this.stopped || this.timer) return;
    const schedule = (ms: number) => {
      this.timer = setTimeout(tick, ms);
      // A pending clean-up never keeps the process alive.
      this.timer.unref();
    };
    const tick = async () => {
      try {
        const outcome = await this.run({ kind: "schedule" });
        if (outcome.status === "skipped") this.deps.log.debug({ why: outcome.why }, "retention run skipped");
      } catch (err) {
        this.deps.log.error({ err }, "retention run failed");
      }
      if (!this.stopped) schedule(intervalMinutes * 60_000);
    };
    schedule(firstRunDelaySeconds * 1000);
  }

  /** Stops the schedule and waits for a run in progress (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The retention clean-up of this process (its schedule and runs on request). */
    retention: Retention;
  }
}

/** Decorates `app.retention`; the schedule starts once the app is ready and stops before it closes. */
export const retentionPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database }) => {
    const retention = new Retention({
      db: opts.database.db,
      config: opts.config,
      files: fileStoreFor(opts.config),
      log: app.log,
    });
    app.decorate("retention", retention);
    app.addHook("onReady", async () => retention.start());
    app.addHook("preClose", async () => retention.stop());
  },
  { name: "retention" },
);
