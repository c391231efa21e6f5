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
    this.fanOuts.length = 0;
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
    const set = this.subscribers.get(`${event.scope}:${event.id}`);
    if (!set) return;
    // Who follows the entity when the change committed; a stream that opens later reads the new version itself,
    // one that closes before its turn is skipped.
    this.fanOuts.push({ event, set, subscribers: [...set], next: 0 });
    if (!this.fanning) this.fanOut();
  }

  /** Events whose fan-out is under way or waiting, in NOTIFY order. */
  private readonly fanOuts: Array<{
    event: LiveEvent;
    set: Set<Subscriber>;
    subscribers: Subscriber[];
    next: number;
  }> = [];
  private fanning = false;

  /**
   * Hands events to their subscribers, FAN_OUT_SLICE at a time, yielding to the event loop in between: a write
   * to 10,000 sockets is ~0.1 s of socket writes, which would otherwise hold up every request, heartbeat and
   * NOTIFY of the process. Events keep their order (a stream skips a version older than what it sent, so a
   * later event overtaking an earlier one would lose the earlier one for part of the viewers).
   */
  private readonly fanOut = () => {
    this.fanning = true;
    let budget = FAN_OUT_SLICE;
    try {
      for (let job = this.fanOuts[0]; job; job = this.fanOuts[0]) {
        const end = Math.min(job.subscribers.length, job.next + budget);
        budget -= end - job.next;
        while (job.next < end) {
          const subscriber = job.subscribers[job.next++] as Subscriber;
          if (job.set.has(subscriber)) subscriber(job.event);
        }
        if (job.next < job.subscribers.length) {
          setImmediate(this.fanOut);
          return;
        }
        this.fanOuts.shift();
      }
      this.fanning = false;
    } catch (err) {
      // A subscriber that throws must not stall live updates for everyone after it.
      if (this.fanOuts.length > 0) setImmediate(this.fanOut);
      else this.fanning = false;
      throw err;
    }
  };
}

/** Subscribers handed an event before the fan-out yields to the event loop (~10 ms of socket writes). */
const FAN_OUT_SLICE = 1000;

/** Arguments for `select pg_notify($1, $2)` announcing an event (run it in the writing transaction). */
export function notifyArgs(event: LiveEvent): [string, string] {
  return [LIVE_CHANNEL, JSON.stringify(event)];
}
