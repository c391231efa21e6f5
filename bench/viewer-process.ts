// What the viewer processes of the live benches share (live-viewers-client.ts, funino-viewers-client.ts): opening
// the streams in batches that wait for their `sync` events, and the messages to and from the bench process.
import type net from "node:net";

export const send = (message: unknown) => process.send?.(message);
export const now = () => performance.timeOrigin + performance.now();
const BATCH = 250;

/**
 * Opens `count` viewers with `open(i)`, a batch at a time, each batch waiting (30 s at most) until `settled()`
 * (synced + failed) reaches it, so the servers' accept queues are never the bottleneck; then reports ready.
 */
export async function openInBatches(
  count: number,
  open: (i: number) => void,
  counts: () => { synced: number; failed: number },
) {
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const upTo = Math.min(count, from + BATCH);
    for (let i = from; i < upTo; i++) open(i);
    const deadline = Date.now() + 30_000;
    while (counts().synced + counts().failed < upTo && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
  }
  send({ type: "ready", connectMs: Math.round(performance.now() - started), ...counts() });
}

/** Answers the bench process: `report` with the arrivals, `stop` closes every socket and exits. */
export function answerBench(sockets: net.Socket[], arrivals: () => Record<string, number[]>, onStop?: () => void) {
  process.on("message", (message: { type: string }) => {
    if (message.type === "report") send({ type: "report", arrivals: arrivals() });
    if (message.type === "stop") {
      for (const socket of sockets) socket.destroy();
      onStop?.();
      process.disconnect?.();
      process.exit(0);
    }
  });
}
