// The live stream's event names and a reader for its data, without zod: the public page's script reads every
// event with it and need not carry the schemas (LiveEventDataSchema in public-contracts.ts is the contract).

/** What a change of a tournament announces on the live stream (clients refetch either way; the type is a hint). */
export const LIVE_CHANGE_TYPES = ["results", "schedule", "general", "status"] as const;
export type LiveChangeType = (typeof LIVE_CHANGE_TYPES)[number];

/** Live stream event names: the change types, plus "sync" sent on connect when the client is behind. */
export const LIVE_EVENT_TYPES = ["sync", ...LIVE_CHANGE_TYPES] as const;

const EVENT_TYPES: ReadonlySet<unknown> = new Set(LIVE_EVENT_TYPES);

/** The version a live event's data announces, or null for data that is not a LiveEventData. */
export function liveEventVersion(data: unknown): number | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const { type, version } = data as { type?: unknown; version?: unknown };
  if (!EVENT_TYPES.has(type)) return null;
  return typeof version === "number" && Number.isSafeInteger(version) && version >= 0 ? version : null;
}
