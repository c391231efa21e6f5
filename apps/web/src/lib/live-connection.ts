import { LIVE_EVENT_TYPES, liveEventVersion } from "@kickoff/domain/live-events.ts";

export type LiveStatus = "connecting" | "connected" | "reconnecting" | "offline";

/** Delay before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s, plus up to 20 % jitter. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (1 + 0.2 * random()));
}

/** The stream URL; `lastEventId` is the version the page already shows (EventSource cannot send headers). */
export function liveUrl(id: string, lastEventId: number | null): string {
  const base = `/api/v1/live/tment/${encodeURIComponent(id)}`;
  return lastEventId === null ? base : `${base}?lastEventId=${lastEventId}`;
}

/**
 * The version an event announces (its data is the domain's LiveEventData); null for data that is not one. Read
 * without zod (liveEventVersion accepts what LiveEventDataSchema accepts), so the public page does not carry it.
 */
function parseEvent(data: string): { version: number; data: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(data);
    const version = liveEventVersion(parsed);
    return version === null ? null : { version, data: parsed };
  } catch {
    return null;
  }
}

type Options = {
  id: string;
  /** The version the page shows now (null before the first load). */
  version: () => number | null;
  /** A change newer than what the page shows: refetch (or apply what the event carries, `data`). */
  onChange: (version: number, data: unknown) => void;
  onStatus: (status: LiveStatus) => void;
  /** Injected in tests. */
  createSource?: (url: string) => EventSource;
  isOnline?: () => boolean;
};

/**
 * Follows a tournament's live stream. EventSource reconnects by itself (with Last-Event-ID) after a
 * dropped connection; when it gives up or errors, we close it and reopen with `?lastEventId=` after a
 * growing delay, at once when the browser comes back online. Returns the function that stops it.
 */
export function followTournament({
  id,
  version,
  onChange,
  onStatus,
  createSource = (url) => new EventSource(url),
  isOnline = () => navigator.onLine,
}: Options): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const handle = (event: MessageEvent<string>) => {
    const next = parseEvent(event.data);
    if (next === null) return;
    const shown = version();
    // `sync` comes on connect when the server is ahead of the version we asked with; others are changes.
    if (shown === null || next.version > shown) onChange(next.version, next.data);
  };

  const open = () => {
    if (stopped) return;
    clearTimeout(timer);
    source?.close();
    onStatus(attempt === 0 ? "connecting" : "reconnecting");
    // Ask with the version on screen (not the last event seen): if a refetch failed, `sync` repeats it.
    const current = createSource(liveUrl(id, version()));
    source = current;
    current.onopen = () => {
      attempt = 0;
      onStatus("connected");
    };
    for (const type of LIVE_EVENT_TYPES) current.addEventListener(type, handle as EventListener);
    current.onerror = () => {
      if (stopped || source !== current) return;
      current.close();
      source = null;
      if (!isOnline()) {
        onStatus("offline");
        return; // the `online` event reopens
      }
      onStatus("reconnecting");
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  const goneOffline = () => {
    onStatus("offline");
  };
  const backOnline = () => {
    attempt = 0;
    open();
  };
  window.addEventListener("offline", goneOffline);
  window.addEventListener("online", backOnline);
  open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    window.removeEventListener("offline", goneOffline);
    window.removeEventListener("online", backOnline);
  };
}
