import type { Match, Result } from "@kickoff/domain/contracts.ts";
import type { AuditEntry } from "@kickoff/domain/tournament-views.ts";

/** The kinds of change the server records (delay: kick-offs moved); anything else is shown as "other". */
export const AUDIT_KINDS = ["entry", "correction", "regenerate", "delay"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number] | "other";

export const auditKind = (kind: string): AuditKind =>
  (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : "other";

/** One line of the trail, ready to render. */
export type AuditRow = {
  entry: AuditEntry;
  kind: AuditKind;
  /** The match of the current plan, or null when the entry belongs to an earlier plan (or the match is gone). */
  match: Match | null;
  /** Who made the change. */
  actor: { type: "user"; name: string } | { type: "reporter"; label: string } | { type: "unknown" };
};

/**
 * The trail newest first. An entry made before the newest plan regeneration refers to a match of an earlier plan,
 * whose id may now name a different pairing: such entries (and the regeneration removals themselves) get no match.
 */
export function auditRows(entries: readonly AuditEntry[], matches: readonly Match[]): AuditRow[] {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const time = (e: AuditEntry) => Date.parse(e.at);
  const lastRegenerate = entries.reduce(
    (latest, e) => (auditKind(e.kind) === "regenerate" ? Math.max(latest, time(e)) : latest),
    Number.NEGATIVE_INFINITY,
  );
  // The server answers oldest first; reversing keeps its order among entries with the same time stamp.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(b.entry) - time(a.entry) || b.index - a.index)
    .map(({ entry }) => {
      const kind = auditKind(entry.kind);
      const current = kind !== "regenerate" && kind !== "delay" && time(entry) > lastRegenerate;
      return {
        entry,
        kind,
        match: current ? (byId.get(entry.matchId) ?? null) : null,
        actor: entry.user
          ? { type: "user", name: entry.user.displayName }
          : entry.reporterLink
            ? { type: "reporter", label: entry.reporterLink.label }
            : { type: "unknown" },
      };
    });
}

/** "2:1", or null when there was no result (before the first entry, after a removal). */
export const scoreOf = (result: Result | null): string | null => (result ? `${result.home}:${result.away}` : null);

/** The shoot-out of a knockout draw ("4:3"), or null. */
export const penaltiesOf = (result: Result | null): string | null =>
  result?.penalties ? `${result.penalties.home}:${result.penalties.away}` : null;
