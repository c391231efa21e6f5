// Funino: from the last pitch result of a round to the next round's pitches on 1,000 parents' phones. Each
// viewer follows the live stream as the page does (the event of a round's last outcome carries the next round's
// pitches; other events make it refetch the plan); a round's time is from sending its last result to the viewer
// seeing the new current round.
import { randomBytes } from "node:crypto";
import { forkClient, now, postgresAvailable, startSeededServer, summary } from "./lib.ts";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000);
const ROUNDS = 7;
const TARGET_MS = 200;

type Festival = {
  id: string;
  planVersion: number;
  currentRound: number;
  rounds: Array<{ round: number; games: unknown[] }>;
};

export default async function run() {
  const engine = (await postgresAvailable()) ? "postgres" : "pglite";
  const server = await startSeededServer({ engine });
  let viewers: ReturnType<typeof forkClient<{ connectMs: number; synced: number; failed: number }>> | null = null;
  try {
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { cookie: server.cookie, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Festival & { festival: Festival }>;
    };
    // A 12-team festival on 6 pitches, 8 rounds (7 measured transitions).
    let festival: Festival = await call("POST", "/api/v1/funino/create", {
      general: { name: "Bench festival", startDate: "2030-05-04", visibility: "public" },
      config: { rounds: ROUNDS + 1, publicResults: true },
      teams: Array.from({ length: 12 }, (_, i) => ({ name: `Kids ${i + 1}` })),
    });
    await call("PUT", "/api/v1/tment/status", { id: festival.id, status: "published" });
    festival = await call("GET", `/api/v1/funino/${festival.id}`);
    viewers = forkClient<{ connectMs: number; synced: number; failed: number }>(
      "funino-viewers-client.ts",
      [
        `${server.base}/api/v1/live/tment/${festival.id}`,
        `${server.base}/api/v1/auth/funinop/${festival.id}`,
        String(VIEWERS),
      ],
      { name: "festival viewers", timeoutMs: 120_000 },
    );
    const connected = await viewers.ready;
    const sentAt = new Map<number, number>();
    for (let r = 1; r <= ROUNDS; r++) {
      const round = festival.rounds[festival.currentRound - 1];
      if (!round) break;
      for (let g = 0; g < round.games.length; g++) {
        const last = g === round.games.length - 1;
        if (last) sentAt.set(round.round + 1, now());
        const answer = await call("POST", "/api/v1/funino/result", {
          id: festival.id,
          round: round.round,
          game: g,
          outcome: (r + g) % 3 === 0 ? "second" : "first",
          planVersion: festival.planVersion,
          idempotencyKey: `bench-${randomBytes(6).toString("hex")}`,
        });
        festival = answer.festival;
      }
      // Every phone has fetched the new round (or given up) before the next round is played.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    const arrivals = await viewers.report();
    const times: number[] = [];
    const perRound: Record<string, { p50: number; p99: number; max: number }> = {};
    let missing = 0;
    for (const [round, at] of sentAt) {
      const list = (arrivals[String(round)] ?? []).map((t) => t - at);
      missing += VIEWERS - list.length;
      times.push(...list);
      if (list.length) perRound[round] = summary(list);
    }
    const s = summary(times);
    return {
      target: `p99 from a round's last result to its next round shown at ${VIEWERS} viewers < ${TARGET_MS} ms, none missed`,
      met: s.p99 < TARGET_MS && missing === 0,
      engine,
      viewers: VIEWERS,
      viewersConnected: connected.synced,
      connectFailures: connected.failed,
      transitions: sentAt.size,
      missing,
      lastResultToNextRoundMs: s,
      byRound: perRound,
      viewerErrors: viewers.errors.slice(0, 5),
      setup:
        `${VIEWERS} viewers in one separate process (raw-socket SSE streams, a keep-alive HTTP connection each for ` +
        "the plan's load and refetches) of one 12-team festival on 6 pitches; the bench process enters every outcome of a round " +
        "through the API; measured from sending a round's last outcome to a viewer's refetched plan showing the " +
        `next round, over ${ROUNDS} rounds`,
    };
  } finally {
    await viewers?.stop();
    await server.stop();
  }
}
