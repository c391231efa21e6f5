// The viewers of the 10,000-viewer live bench (live-viewers.bench.ts), in a process of their own: plain TCP
// sockets that send the stream's GET and note when each `results` event arrives. Viewer i follows URL
// i mod n, so one list of URLs splits them over server processes. Connections open in batches (each batch
// waits for its `sync` events) so the servers' accept queues are never the bottleneck of the setup.
// Per event the work is a latin1 decode and two indexOf calls: with 10,000 sockets in one process, a heavier
// parse would make the client's own queue the measured delay.
//   argv: <JSON array of stream URLs> <viewer count>
//   → {type:"ready", connectMs} once every viewer got its `sync` event; {type:"error", message}
//   ← {type:"report"} → {type:"report", arrivals: {[version]: epochMs[]}}
//   ← {type:"stop"}: close every stream and exit.
import net from "node:net";
import { answerBench, now, openInBatches, send } from "./viewer-process.ts";

const [urlsArg, countArg] = process.argv.slice(2);
const urls = (JSON.parse(urlsArg ?? "[]") as string[]).map((u) => new URL(u));
const count = Number(countArg);
if (urls.length === 0 || !Number.isInteger(count) || count < 1) throw new Error("usage: <urls json> <count>");

const requests = urls.map(
  (u) =>
    `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nAccept: text/event-stream\r\n` +
    "Cache-Control: no-cache\r\n\r\n",
);
const sockets: net.Socket[] = [];
const arrivals = new Map<number, number[]>();
let synced = 0;
let failed = 0;

function record(version: number, at: number) {
  let list = arrivals.get(version);
  if (!list) {
    list = [];
    arrivals.set(version, list);
  }
  list.push(at);
}

function open(i: number) {
  const target = urls[i % urls.length] as URL;
  const socket = net.connect(Number(target.port), target.hostname);
  let head = true;
  let partial = "";
  socket.on("connect", () => socket.write(requests[i % urls.length] as string));
  socket.on("data", (chunk: Buffer) => {
    const at = now();
    let text = partial + chunk.toString("latin1");
    if (head) {
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) {
        partial = text;
        return;
      }
      if (!text.startsWith("HTTP/1.1 200")) send({ type: "error", message: `viewer ${i}: ${text.slice(0, 40)}` });
      head = false;
      text = text.slice(end + 4);
    }
    // Events end with a blank line; a chunk may hold several, or the start of one.
    const last = text.lastIndexOf("\n\n");
    partial = last < 0 ? text : text.slice(last + 2);
    let from = 0;
    for (;;) {
      const id = text.indexOf("id: ", from);
      if (id < 0 || id > last) break;
      const nl = text.indexOf("\n", id);
      const version = Number(text.slice(id + 4, nl));
      if (text.startsWith("event: results", nl + 1)) record(version, at);
      else if (text.startsWith("event: sync", nl + 1)) synced++;
      from = nl + 1;
    }
  });
  socket.on("error", (err) => {
    failed++;
    send({ type: "error", message: `viewer ${i}: ${err.message}` });
  });
  sockets.push(socket);
}

await openInBatches(count, open, () => ({ synced, failed }));
answerBench(sockets, () => Object.fromEntries(arrivals));
