import { LIVE_CHANGE_TYPES } from "@kickoff/domain/live-events.ts";
import { LiveEventDataSchema } from "@kickoff/domain/public-contracts.ts";
import { z } from "zod";
import type { Database } from "../db/client.ts";

/** The one channel every server process listens on; payloads name the tournament. */
export const LIVE_CHANNEL = "kickoff_live";

/**
 * A change event between server processes (the NOTIFY payload): the stream's event data (the domain's
 * LiveEventDataSchema, whose `version` clients use as Last-Event-ID to catch up) plus what it is about.
 */
const LiveEventSchema = LiveEventDataSchema.extend({
  /** What the id refers to. */
  scope: z.enum(["tournament", "funino"]),
  id: z.string().min(1),
  /** A change, never "sync" (that one is only sent to a connecting client). */
  type: z.enum(LIVE_CHANGE_TYPES),
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** A NOTIFY payload of the live channel as an event; null for anything else on the channel. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
    // Parsed once: every subscriber gets the same object (the stream encodes its frame once per event).
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const subscriber of this.subscribers.get(`${event.scope}:${event.id}`) ?? []) subscriber(event);
  }
}

/** Arguments for `select pg_notify($1, $2)` announcing an event (run it in the writing transaction). */
export function notifyArgs(event: LiveEvent): [string, string] {
  return [LIVE_CHANNEL, JSON.stringify(event)];
}
