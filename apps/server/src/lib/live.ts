import type { Database } from "../db/client.ts";

/** The one channel every server process listens on; payloads name the tournament. */
export const LIVE_CHANNEL = "kickoff_live";

export type LiveEvent = {
  /** "tournament" | "funino" — what the id refers to. */
  scope: string;
  id: string;
  /** What changed, e.g. "results", "schedule", "general". */
  type: string;
  /** The entity's version after the change; clients use it as Last-Event-ID to catch up. */
  version: number;
};

type Subscriber = (event: LiveEvent) => void;

/**
 * Fan-out of change events: a write calls `publishSql` inside its transaction (NOTIFY is
 * delivered at commit, to every process); each process's hub hands events to its local
 * subscribers (SSE streams). Nothing here is state: a restarted process just listens again.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start() {
    this.stop = await this.database.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload));
  }

  async close() {
    await this.stop?.();
    this.stop = null;
    this.subscribers.clear();
  }

  /** Listen to one entity's events; returns the unsubscribe function. */
  subscribe(scope: string, id: string, subscriber: Subscriber): () => void {
    const key = `${scope}:${id}`;
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(key);
    };
  }

  subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  private dispatch(payload: string) {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers.get(`${event.scope}:${event.id}`) ?? []) subscriber(event);
  }
}

/** Arguments for `select pg_notify($1, $2)` announcing an event (run it in the writing transaction). */
export function notifyArgs(event: LiveEvent): [string, string] {
  return [LIVE_CHANNEL, JSON.stringify(event)];
}
