import { useLiveUpdates } from "../../../lib/use-live-updates.ts";

/** Follows one division's live stream: any newer change (a reporter's, another device's) calls `onChange`. */
export function DivisionLive({ id, version, onChange }: { id: string; version: number; onChange: () => void }) {
  useLiveUpdates(id, version, onChange);
  return null;
}
