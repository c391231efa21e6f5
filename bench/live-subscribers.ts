// The 1,000 SSE subscribers of the live fan-out bench, in a process of their own so that reading 1,000
// streams does not take CPU time from the server's event loop. Each subscriber is a plain TCP socket that
// sends the GET request and scans what arrives for events (node:http's client machinery per socket would
// make this one process, standing in for 1,000 phones, the slowest part of the measurement).
// Started by live-fanout.bench.ts with an IPC channel:
//   argv: <stream URL> <subscriber count>
//   → {type:"ready"} once every subscriber got its `sync` event
//   ← {type:"report"} → {type:"report", arrivals: {[version]: epochMs[]}} (arrival of each `results` event)
//   ← {type:"stop"}: close every stream and exit.
// Times are wall-clock milliseconds with sub-ms resolution (performance.timeOrigin + performance.now()), the
// same clock the bench process reads, so times from both processes can be subtracted.
import net from "node:net";

const [url, countArg] = process.argv.slice(2);
const count = Number(countArg);
if (!url || !Number.isInteger(count) || count < 1) throw new Error("usage: live-subscribers.ts <url> <count>");
const target = new URL(url);
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

const request =
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
  "Accept: text/event-stream\r\nCache-Control: no-cache\r\n\r\n";
const sockets: net.Socket[] = [];
const arrivals = new Map<number, number[]>();
// An event block as the server writes it: `id: <version>\nevent: <name>\n` (chunk framing lines around it
// do not matter to the scan).
const EVENT = /id: (\d+)\nevent: (\w+)\n/g;
let synced = 0;

for (let i = 0; i < count; i++) {
  const socket = net.connect(Number(target.port), target.hostname);
  let status: string | null = null;
  let buffer = "";
  socket.setEncoding("latin1");
  socket.on("connect", () => socket.write(request));
  socket.on("data", (chunk: string) => {
    const at = now();
    buffer += chunk;
    if (status === null) {
      const end = buffer.indexOf("\r\n");
      if (end < 0) return;
      status = buffer.slice(0, end);
      if (!status.startsWith("HTTP/1.1 200")) send({ type: "error", message: `subscriber ${i}: ${status}` });
    }
    const last = buffer.lastIndexOf("\n\n");
    if (last < 0) return;
    const complete = buffer.slice(0, last + 2);
    buffer = buffer.slice(last + 2);
    for (const [, version, event] of complete.matchAll(EVENT)) {
      if (event === "sync" && ++synced === count) send({ type: "ready" });
      if (event === "results") {
        let list = arrivals.get(Number(version));
        if (!list) {
          list = [];
          arrivals.set(Number(version), list);
        }
        list.push(at);
      }
    }
  });
  socket.on("error", (err) => send({ type: "error", message: `subscriber ${i}: ${err.message}` }));
  sockets.push(socket);
}

process.on("message", (message: { type: string }) => {
  if (message.type === "report") send({ type: "report", arrivals: Object.fromEntries(arrivals) });
  if (message.type === "stop") {
    for (const socket of sockets) socket.destroy();
    process.disconnect?.();
    process.exit(0);
  }
});
