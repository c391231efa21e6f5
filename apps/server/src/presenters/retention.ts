import {
  type RetentionCounts,
  RetentionCountsSchema,
  type RetentionPolicy,
  type RetentionRemoved,
  RetentionRemovedSchema,
  type RetentionRun,
} from "@kickoff/domain/retention-contracts.ts";
import type { RetentionConfig } from "../config.ts";
import type { RetentionRunRow } from "../repositories/retention.ts";

const noCounts: RetentionCounts = {
  unverifiedAccounts: 0,
  oneTimeTokens: 0,
  idempotencyKeys: 0,
  draftTournaments: 0,
  orphanedFiles: 0,
  expiredSessions: 0,
  retentionRuns: 0,
};

/** A run as operators see it; the jsonb columns are read through their schemas (a kind added later counts 0). */
export function presentRetentionRun(row: RetentionRunRow): RetentionRun {
  const counts = RetentionCountsSchema.partial().safeParse(row.counts);
  const removed = RetentionRemovedSchema.partial().safeParse(row.removed);
  const lists: Partial<RetentionRemoved> = removed.success ? removed.data : {};
  return {
    id: row.id,
    trigger: row.trigger === "operator" ? "operator" : "schedule",
    operatorId: row.operatorId,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    counts: { ...noCounts, ...(counts.success ? counts.data : {}) },
    removed: { accounts: lists.accounts ?? [], tournaments: lists.tournaments ?? [], files: lists.files ?? [] },
  };
}

export function presentRetentionPolicy(config: RetentionConfig): RetentionPolicy {
  return {
    intervalMinutes: config.intervalMinutes,
    unverifiedAccountDays: config.unverifiedAccountDays,
    idempotencyKeyDays: config.idempotencyKeyDays,
    draftTournamentDays: config.draftTournamentDays,
    orphanedFileDays: config.orphanedFileDays,
    runHistoryDays: config.runHistoryDays,
  };
}
