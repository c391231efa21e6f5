// A lean HTTP/1.1 load generator for loopback benches: N keep-alive connections, one request in flight each,
// answers framed by Content-Length and skipped without decoding. Why not autocannon alone: on this 2-core
// machine the load generator shares the CPU with the server, and autocannon parses every answer with a
// JavaScript HTTP parser and appends every body to a string (a 6.6 kB brotli body is decoded as UTF-8 on
// every answer) — per answer it then costs more CPU than our server spends, so a ratio against hello world
// (17-byte body, four headers) measured mostly the client. This client's cost per answer is small and about
// the same for both, so the ratio reads the servers. autocannon stays available (`load()` in lib.ts).
import net from "node:net";

export type LeanLoad = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Status codes seen, with counts. */
  statuses: Record<string, number>;
  bytesPerAnswer: number;
};

const HEADER_END = Buffer.from("\r\n\r\n", "latin1");

/** `duration` seconds of load with `connections` connections (each sends its next request on an answer). */
export async function leanLoad(
  url: string,
  opts: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LeanLoad> {
  const target = new URL(url);
  const connections = opts.connections ?? 50;
  const durationMs = (opts.duration ?? 8) * 1000;
  const headerLines = Object.entries({ host: target.host, ...(opts.headers ?? {}) })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\n${headerLines}\r\n`, "latin1");
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  let running = true;
  let measuringFrom = Number.POSITIVE_INFINITY;
  const sockets: net.Socket[] = [];

  const open = (): Promise<void> =>
    new Promise((resolve) => {
      const socket = net.connect(Number(target.port), target.hostname);
      socket.setNoDelay(true);
      sockets.push(socket);
      let pending: Buffer = Buffer.alloc(0);
      let bodyLeft = -1; // -1: still reading the head
      let status = "";
      let sentAt = 0;
      const send = () => {
        if (!running) return;
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on("connect", () => {
        resolve();
        send();
      });
      socket.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        while (pending.length > 0) {
          if (bodyLeft < 0) {
            const end = pending.indexOf(HEADER_END);
            if (end < 0) return;
            const head = pending.toString("latin1", 0, end);
            status = head.slice(9, 12);
            const length = /\r\ncontent-length: *(\d+)/i.exec(head);
            if (!length && /\r\ntransfer-encoding:/i.test(head)) {
              errors++;
              socket.destroy();
              return;
            }
            bodyLeft = length ? Number(length[1]) : 0;
            pending = pending.subarray(end + 4);
          }
          const take = Math.min(bodyLeft, pending.length);
          bodyLeft -= take;
          pending = pending.subarray(take);
          if (bodyLeft > 0) return;
          bodyLeft = -1;
          const now = performance.now();
          // Answers to requests sent while the other connections were still opening are not counted.
          if (sentAt >= measuringFrom) {
            latencies.push(now - sentAt);
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
          send();
        }
      });
      socket.on("error", () => {
        errors++;
        resolve();
      });
    });

  await Promise.all(Array.from({ length: connections }, open));
  const started = performance.now();
  measuringFrom = started;
  await new Promise((r) => setTimeout(r, durationMs));
  running = false;
  const elapsed = performance.now() - started;
  for (const s of sockets) s.destroy();

  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const answered = latencies.length;
  const ok = Object.entries(statuses)
    .filter(([s]) => s.startsWith("2"))
    .reduce((n, [, c]) => n + c, 0);
  return {
    requestsPerSec: Math.round((answered / elapsed) * 1000),
    p50Ms: Number(at(0.5).toFixed(2)),
    p99Ms: Number(at(0.99).toFixed(2)),
    errors,
    non2xx: answered - ok,
    statuses,
    bytesPerAnswer: answered ? Math.round(bytes / answered) : 0,
  };
}
