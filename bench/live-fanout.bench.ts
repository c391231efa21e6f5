import { randomBytes } from "node:crypto";
import {
  type BenchMatch,
  createBigTournament,
  type Engine,
  forkClient,
  now,
  postgresAvailable,
  processCpuMs,
  startSeededServer,
  summary,
  watchCommits,
} from "./lib.ts";

const SUBSCRIBERS = 1000;
const SAVES = 20;
/** Between saves: a match day has a few saves per minute; the pause lets each fan-out finish on its own. */
const PAUSE_MS = 300;
/** Saves before the measured ones (JIT of the save and fan-out paths), as the HTTP benches warm up too. */
const WARM_UP_SAVES = 2;
const TARGET_MS = 200;

/** A process of `count` EventSource-like subscribers to `url` (live-subscribers.ts). */
const startSubscribers = (url: string, count: number) =>
  forkClient("live-subscribers.ts", [url, String(count)], { name: "subscribers", timeoutMs: 120_000 });

async function runOn(engine: Engine) {
  const server = await startSeededServer({ engine });
  const subscribers: Array<ReturnType<typeof startSubscribers>> = [];
  let commits: Awaited<ReturnType<typeof watchCommits>> | null = null;
  try {
    const { id, matches } = await createBigTournament(server.base, server.cookie);
    const subs = startSubscribers(`${server.base}/api/v1/live/tment/${id}`, SUBSCRIBERS);
    subscribers.push(subs);
    await subs.ready;
    if (server.databaseUrl) commits = await watchCommits(server.databaseUrl, id);

    const current = (await (await fetch(`${server.base}/api/v1/auth/tment/${id}`)).json()) as { version: number };
    let version = current.version;
    const saves: Array<{ version: number; sentAt: number; answeredAt: number }> = [];
    const playable = matches.filter((m: BenchMatch) => m.home.teamId);
    let cpuBefore: number | null = null;
    for (let i = -WARM_UP_SAVES; i < SAVES; i++) {
      if (i === 0) cpuBefore = processCpuMs(server.pid);
      const n = i + WARM_UP_SAVES;
      const match = playable[(n + 60) % playable.length];
      if (!match) break;
      version += 1;
      const sentAt = now();
      const res = await fetch(`${server.base}/api/v1/tment/update`, {
        method: "PUT",
        headers: { cookie: server.cookie, "content-type": "application/json" },
        body: JSON.stringify({
          id,
          idempotencyKey: `fanout-${randomBytes(6).toString("hex")}`,
          results: [{ matchId: match.id, home: n % 5, away: (n + 2) % 5 }],
        }),
      });
      const answeredAt = now();
      if (!res.ok) throw new Error(`save ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 0) saves.push({ version, sentAt, answeredAt });
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    // The last fan-out gets the same pause; then the subscribers tell when each event arrived.
    await new Promise((r) => setTimeout(r, 1000));
    const cpuAfter = processCpuMs(server.pid);
    const arrivals = await subs.report();

    const sendToDelivery: number[] = [];
    const answerToDelivery: number[] = [];
    const commitToDelivery: number[] = [];
    const saveRequest: number[] = [];
    const commitAfterSend: number[] = [];
    const spread: number[] = [];
    const commitToFirst: number[] = [];
    let missing = 0;
    for (const save of saves) {
      const times = arrivals[String(save.version)] ?? [];
      missing += SUBSCRIBERS - times.length;
      if (times.length > 0) spread.push(Math.max(...times) - Math.min(...times));
      saveRequest.push(save.answeredAt - save.sentAt);
      const committedAt = commits?.committed.get(save.version);
      if (committedAt !== undefined) commitAfterSend.push(committedAt - save.sentAt);
      if (committedAt !== undefined && times.length > 0) commitToFirst.push(Math.min(...times) - committedAt);
      for (const at of times) {
        sendToDelivery.push(at - save.sentAt);
        answerToDelivery.push(at - save.answeredAt);
        if (committedAt !== undefined) commitToDelivery.push(at - committedAt);
      }
    }
    const commit = commitToDelivery.length ? summary(commitToDelivery) : null;
    const send = summary(sendToDelivery);
    const targetOn = commit ? "commitToDeliveryMs.p99" : "sendToDeliveryMs.p99";
    const measured = commit ? commit.p99 : send.p99;
    return {
      engine,
      subscribers: SUBSCRIBERS,
      saves: saves.length,
      deliveries: sendToDelivery.length,
      missingDeliveries: missing,
      target: `${targetOn} < ${TARGET_MS}`,
      met: measured < TARGET_MS && missing === 0,
      commitToDeliveryMs: commit,
      sendToDeliveryMs: send,
      answerToDeliveryMs: summary(answerToDelivery),
      saveRequestMs: summary(saveRequest),
      sendToCommitMs: commitAfterSend.length ? summary(commitAfterSend) : null,
      // Per save: commit → the first subscriber's event, and first → last subscriber (the fan-out itself).
      commitToFirstDeliveryMs: commitToFirst.length ? summary(commitToFirst) : null,
      fanOutSpreadMs: summary(spread),
      serverCpuMsPerSave:
        cpuBefore !== null && cpuAfter !== null ? Math.round((cpuAfter - cpuBefore) / saves.length) : null,
      subscriberErrors: subs.errors.slice(0, 5),
    };
  } finally {
    await commits?.close();
    for (const s of subscribers) await s.stop();
    await server.stop();
  }
}

export default async function run() {
  // BENCH_LIVE_ENGINES=postgres (or pglite) runs one engine only, e.g. while profiling.
  const engines = (process.env.BENCH_LIVE_ENGINES ?? "postgres,pglite").split(",");
  const postgres = !engines.includes("postgres")
    ? { skipped: "not selected (BENCH_LIVE_ENGINES)" }
    : (await postgresAvailable())
      ? await runOn("postgres")
      : { skipped: "no PostgreSQL answered" };
  const pglite = engines.includes("pglite") ? await runOn("pglite") : { skipped: "not selected (BENCH_LIVE_ENGINES)" };
  const primary = "met" in postgres ? postgres : pglite;
  return {
    target: `p99 from a result save to its delivery at ${SUBSCRIBERS} SSE subscribers < ${TARGET_MS} ms (read on PostgreSQL, the production engine; PGlite reported beside it)`,
    met: "met" in primary ? primary.met : false,
    postgres,
    pglite,
    setup:
      `one server process (production mode); ${SUBSCRIBERS} subscribers of one 64-team tournament in a separate ` +
      `process (plain TCP sockets); ${SAVES} measured saves of one result each (after ${WARM_UP_SAVES} warm-up ` +
      `saves), ${PAUSE_MS} ms apart, sent by the bench process`,
    clocks:
      "commitToDelivery: NOTIFY seen by a LISTEN connection of the bench (= commit) → event received by a " +
      "subscriber; sendToDelivery: save request sent → event received; answerToDelivery: save answered → event " +
      "received. Wall clock with sub-ms resolution (performance.timeOrigin + now) shared by the processes",
  };
}
