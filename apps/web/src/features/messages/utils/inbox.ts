// Pure helpers of the messages page (unit-tested in inbox.test.ts).
import { MESSAGE_SUBJECT_MAX } from "@kickoff/domain/message-contracts.ts";

/** The selection after ticking or unticking one message. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all" on a page: selects every id of the page, or clears them when all were selected already. */
export function toggleAll(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return allSelected ? new Set() : new Set(pageIds);
}

/** The state of the "select all" box: all, some (indeterminate) or none of the page's ids. */
export function selectionState(selected: ReadonlySet<string>, pageIds: readonly string[]): "all" | "some" | "none" {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return "none";
  return count === pageIds.length ? "all" : "some";
}

/** Keeps only the selected ids that are still on the page (after a refetch or a page change). */
export function pruneSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  return new Set(pageIds.filter((id) => selected.has(id)));
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The subject of a reply: the original with the language's prefix ("Re: …"), not prefixed twice, and cut to the
 * subject's maximum length. `prefixed` turns a subject into the translated "Re: {{subject}}".
 */
export function replySubject(subject: string, prefixed: (subject: string) => string): string {
  const bare = subject.trim();
  const marker = prefixed("").trim();
  const already = marker !== "" && bare.toLowerCase().startsWith(marker.toLowerCase());
  return (already ? bare : prefixed(bare)).slice(0, MESSAGE_SUBJECT_MAX);
}
