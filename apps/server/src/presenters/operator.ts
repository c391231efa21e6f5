import type {
  OperatorAuditEntry,
  OperatorUserDetail,
  OperatorUserSummary,
  PlatformHealth,
} from "@kickoff/domain/operator-contracts.ts";
import { TOURNAMENT_STATUSES } from "@kickoff/domain/tournament-contracts.ts";
import type { Config } from "../config.ts";
import { isOperatorAccount } from "../policies/operator-policy.ts";
import type { OperatorAuditRow } from "../repositories/operator.ts";
import type { platformCounts, UserSummaryRow } from "../repositories/operator-users.ts";

/** A user as the operator area lists them: account state and usage, never the hash or tokens. */
export function presentUserSummary(row: UserSummaryRow, config: Pick<Config, "operatorEmails">): OperatorUserSummary {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    clubName: row.clubName,
    createdAt: row.createdAt.toISOString(),
    verified: row.emailVerifiedAt !== null,
    blocked: row.blockedAt !== null,
    operator: isOperatorAccount(config.operatorEmails, row, row.granted),
    tournamentCount: row.tournamentCount,
    storageBytes: row.storageBytes,
  };
}

export function presentUserDetail(
  row: UserSummaryRow,
  config: Pick<Config, "operatorEmails">,
  extra: Pick<OperatorUserDetail, "tournaments" | "photoCount" | "activeSessions">,
): OperatorUserDetail {
  return {
    ...presentUserSummary(row, config),
    ...extra,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockedReason: row.blockedReason,
  };
}

export function presentAuditEntry(row: OperatorAuditRow): OperatorAuditEntry {
  return {
    id: row.id,
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details ?? null,
    at: row.at.toISOString(),
  };
}

/** The counts with every tournament status present (0 when none). */
export function presentHealth(
  counts: Awaited<ReturnType<typeof platformCounts>>,
  databaseBytes: number | null,
  liveViewers: number,
  process: Pick<PlatformHealth, "mailTransport" | "serverErrors" | "mailFailures">,
): PlatformHealth {
  const tournaments: Record<string, number> = Object.fromEntries(TOURNAMENT_STATUSES.map((s) => [s, 0]));
  for (const { status, count } of counts.byStatus) tournaments[status] = count;
  return {
    users: counts.users,
    tournaments,
    matchesThisWeek: counts.matchesThisWeek,
    liveViewers,
    storage: counts.storage,
    databaseBytes,
    ...process,
  };
}
