import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followTournament, type LiveStatus, liveUrl, reconnectDelay } from "./live-connection.ts";

/** A stand-in for EventSource that the test drives. */
class FakeSource {
  static all: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, version: number) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify({ type, version }) }));
  }
}

const latest = () => {
  const source = FakeSource.all.at(-1);
  if (!source) throw new Error("no source");
  return source;
};

describe("live connection", () => {
  let version: number | null;
  let statuses: LiveStatus[];
  let changes: number[];
  let online: boolean;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.all = [];
    version = 7;
    statuses = [];
    changes = [];
    online = true;
    stop = followTournament({
      id: "t-1",
      version: () => version,
      onChange: (v) => changes.push(v),
      onStatus: (s) => statuses.push(s),
      createSource: (url) => new FakeSource(url) as unknown as EventSource,
      isOnline: () => online,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("connects with the version on screen and refetches on newer events only", () => {
    expect(latest().url).toBe("/api/v1/live/tment/t-1?lastEventId=7");
    latest().onopen?.();
    expect(statuses).toEqual(["connecting", "connected"]);
    latest().emit("results", 7);
    expect(changes).toEqual([]);
    latest().emit("results", 8);
    latest().emit("sync", 9);
    expect(changes).toEqual([8, 9]);
  });

  it("ignores event data that is not the domain's LiveEventData", () => {
    const send = (data: string) => latest().listeners.get("results")?.(new MessageEvent("results", { data }));
    for (const data of ["not json", "{}", '{"type":"results","version":"9"}', '{"type":"other","version":9}', "null"])
      send(data);
    expect(changes).toEqual([]);
    send('{"type":"results","version":9}');
    expect(changes).toEqual([9]);
  });

  it("on an error closes the stream and reopens with a growing delay and the current version", () => {
    const first = latest();
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(statuses.at(-1)).toBe("reconnecting");
    version = 9;
    vi.advanceTimersByTime(1300);
    expect(FakeSource.all).toHaveLength(2);
    expect(latest().url).toBe("/api/v1/live/tment/t-1?lastEventId=9");
    latest().onerror?.();
    vi.advanceTimersByTime(1300);
    expect(FakeSource.all).toHaveLength(2); // the second wait is longer
    vi.advanceTimersByTime(1200);
    expect(FakeSource.all).toHaveLength(3);
    latest().onopen?.();
    expect(statuses.at(-1)).toBe("connected");
  });

  it("goes offline without retrying and reconnects at once when the browser is back online", () => {
    online = false;
    latest().onerror?.();
    expect(statuses.at(-1)).toBe("offline");
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(1);
    online = true;
    window.dispatchEvent(new Event("online"));
    expect(FakeSource.all).toHaveLength(2);
  });

  it("stops for good", () => {
    stop();
    expect(latest().closed).toBe(true);
    latest().onerror?.();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(1);
  });
});

describe("reconnect delay and URL", () => {
  it("doubles from 1 s up to 30 s with at most 20 % jitter", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => reconnectDelay(a, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThanOrEqual(1200);
  });
  it("omits lastEventId before the first load", () => {
    expect(liveUrl("a b", null)).toBe("/api/v1/live/tment/a%20b");
  });
});
