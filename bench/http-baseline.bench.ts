// req/s and p99 of a bare Fastify hello world and of our /api/health (a database round trip through every
// global hook of the app), in alternating rounds of one run, and their ratio.
import { againstHelloWorld, startHelloWorld, startSeededServer } from "./lib.ts";

export default async function run() {
  const hello = await startHelloWorld();
  const server = await startSeededServer();
  try {
    const compared = await againstHelloWorld(
      { url: hello.url, pid: hello.pid },
      { url: `${server.base}/api/health`, pid: server.pid },
      { rounds: 2, duration: 5 },
    );
    return {
      rounds: compared.rounds.map((r) => ({ helloWorld: r.helloWorld, health: r.measured, ratio: r.ratio })),
      healthToHelloWorldRatio: compared.ratio,
      note: "health includes a database round trip (PGlite) and every global hook of the app (security headers …)",
    };
  } finally {
    await server.stop();
    await hello.stop();
  }
}
