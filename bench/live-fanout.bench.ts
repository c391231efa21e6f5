// Time from a result save to its delivery at 1,000 SSE subscribers of the live stream (target: p99 < 200 ms).
// Clock: from sending the save (PUT tment/update) to each subscriber receiving the `results` event.

import { randomBytes } from "node:crypto";
import http from "node:http";
import { createBigTournament, startSeededServer } from "./public-tournament.bench.ts";

const SUBSCRIBERS = 1000;
const SAVES = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export default async function run() {
  const server = await startSeededServer();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  try {
    const { id, matches } = await createBigTournament(server.base, server.cookie, 16);
    const waiting = new Map<number, { sentAt: number; pending: number; done: () => void; received: number[] }>();
    const latencies: number[] = [];
    const afterAnswer: number[] = [];
    let connected = 0;
    const allConnected = new Promise<void>((resolve) => {
      for (let i = 0; i < SUBSCRIBERS; i++) {
        const req = http.get(`${server.base}/api/v1/live/tment/${id}`, { agent }, (res) => {
          if (res.statusCode !== 200) throw new Error(`subscriber ${i}: ${res.statusCode}`);
          res.setEncoding("utf8");
          let buffer = "";
          res.on("data", (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf("\n\n");
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf("\n\n");
              const event = /event: (\w+)/.exec(block)?.[1];
              const version = Number(/id: (\d+)/.exec(block)?.[1]);
              if (event === "sync" && ++connected === SUBSCRIBERS) resolve();
              if (event === "results") {
                const w = waiting.get(version);
                if (!w) continue;
                const now = performance.now();
                latencies.push(now - w.sentAt);
                w.received.push(now);
                if (--w.pending === 0) w.done();
              }
            }
          });
        });
        requests.push(req);
      }
    });
    await allConnected;

    const current = (await (await fetch(`${server.base}/api/v1/auth/tment/${id}`)).json()) as { version: number };
    let version = current.version;
    const saveMs: number[] = [];
    const playable = matches.filter((m) => m.home.teamId);
    for (let i = 0; i < SAVES; i++) {
      const match = playable[(i + 60) % playable.length];
      if (!match) break;
      version += 1;
      const delivered = new Promise<void>((done) => {
        waiting.set(version, { sentAt: performance.now(), pending: SUBSCRIBERS, done, received: [] });
      });
      const started = performance.now();
      const res = await fetch(`${server.base}/api/v1/tment/update`, {
        method: "PUT",
        headers: { cookie: server.cookie, "content-type": "application/json" },
        body: JSON.stringify({
          id,
          idempotencyKey: `fanout-${randomBytes(6).toString("hex")}`,
          results: [{ matchId: match.id, home: i % 5, away: (i + 2) % 5 }],
        }),
      });
      if (!res.ok) throw new Error(`save ${res.status} ${await res.text()}`);
      const answeredAt = performance.now();
      saveMs.push(answeredAt - started);
      await delivered;
      // Delivery measured from the save's answer (commit done): negative when the event beat the HTTP answer.
      for (const at of waiting.get(version)?.received ?? []) afterAnswer.push(at - answeredAt);
      await new Promise((r) => setTimeout(r, 100));
    }
    latencies.sort((a, b) => a - b);
    saveMs.sort((a, b) => a - b);
    afterAnswer.sort((a, b) => a - b);
    const round = (n: number) => Number(n.toFixed(1));
    return {
      subscribers: SUBSCRIBERS,
      saves: SAVES,
      deliveries: latencies.length,
      saveToDeliveryMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
      },
      answerToDeliveryMs: {
        p50: round(percentile(afterAnswer, 50)),
        p99: round(percentile(afterAnswer, 99)),
        max: round(afterAnswer.at(-1) ?? 0),
      },
      saveRequestMs: { p50: round(percentile(saveMs, 50)), p99: round(percentile(saveMs, 99)) },
      target: "saveToDeliveryMs.p99 < 200",
      note: "one server process on PGlite; clock starts when the save is sent (includes the write transaction)",
    };
  } finally {
    for (const r of requests) r.destroy();
    agent.destroy();
    await server.stop();
  }
}
