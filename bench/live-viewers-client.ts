// Viewers of the 10,000-viewer live bench (live-viewers.bench.ts), in a process of their own (the bench starts
// several, each with a share): plain TCP sockets that send the stream's GET and note when each `results`
// event arrives. Viewer i (numbered across the processes from `first`) follows URL i mod n, so one list of
// URLs splits them over server processes. Connections open in batches (each batch waits for its `sync`
// events) so the servers' accept queues are never the bottleneck of the setup.
// The arrival time is read first thing when a socket's read is handed over; the scan that follows works on
// the bytes (no string decoding): with thousands of sockets per process, a heavier parse would make the client's
// own queue part of the measured delay.
//   argv: <JSON array of stream URLs> <viewer count> [first viewer number]
//   → {type:"ready", connectMs, synced, failed} once every viewer got its `sync` event; {type:"error", message}
//   ← {type:"report"} → {type:"report", arrivals: {[version]: epochMs[]}}
//   ← {type:"stop"}: close every stream and exit.
import net from "node:net";
import { answerBench, now, openInBatches, send } from "./viewer-process.ts";

const [urlsArg, countArg, firstArg] = process.argv.slice(2);
const urls = (JSON.parse(urlsArg ?? "[]") as string[]).map((u) => new URL(u));
const count = Number(countArg);
const first = Number(firstArg ?? 0);
if (urls.length === 0 || !Number.isInteger(count) || count < 1 || !Number.isInteger(first))
  throw new Error("usage: <urls json> <count> [first]");

const requests = urls.map(
  (u) =>
    `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nAccept: text/event-stream\r\n` +
    "Cache-Control: no-cache\r\n\r\n",
);
const HEAD_END = Buffer.from("\r\n\r\n");
const OK = Buffer.from("HTTP/1.1 200");
const ID = Buffer.from("id: ");
const RESULTS = Buffer.from("event: results\n");
const SYNC = Buffer.from("event: sync\n");
const LF = 10;
/** Every socket's reads land here in turn (a read is handled before the next one starts). */
const READ_BUFFER = Buffer.alloc(64 * 1024);
const CR = 13;
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

const startsWith = (buf: Buffer, at: number, prefix: Buffer) =>
  at + prefix.length <= buf.length && buf.compare(prefix, 0, prefix.length, at, at + prefix.length) === 0;

/** What is left after the last complete event: nothing when it is only the chunk's closing CRLF. */
function rest(buf: Buffer, from: number): Buffer | null {
  if (from >= buf.length) return null;
  if (from + 2 === buf.length && buf[from] === CR && buf[from + 1] === LF) return null;
  return Buffer.from(buf.subarray(from));
}

function open(k: number) {
  const i = first + k;
  const target = urls[i % urls.length] as URL;
  let head = true;
  let partial: Buffer | null = null;
  // `onread` hands each read to the callback in one buffer the process reuses: no Buffer, stream push and
  // `data` event per read (the socket's data handler at its lowest level).
  const socket = net.connect({
    port: Number(target.port),
    host: target.hostname,
    onread: {
      buffer: READ_BUFFER,
      callback: (n: number) => {
        read(READ_BUFFER.subarray(0, n));
        return true;
      },
    },
  });
  socket.on("connect", () => socket.write(requests[i % urls.length] as string));
  const read = (chunk: Buffer) => {
    const at = now();
    const buf = partial ? Buffer.concat([partial, chunk]) : chunk;
    let from = 0;
    if (head) {
      const end = buf.indexOf(HEAD_END);
      if (end < 0) {
        partial = Buffer.from(buf);
        return;
      }
      if (!startsWith(buf, 0, OK)) send({ type: "error", message: `viewer ${i}: ${buf.toString("latin1", 0, 40)}` });
      head = false;
      from = end + 4;
    }
    // Events end with a blank line; a chunk may hold several, or the start of one.
    const last = buf.lastIndexOf("\n\n");
    for (;;) {
      const id = buf.indexOf(ID, from);
      if (id < 0 || id > last) break;
      let version = 0;
      let pos = id + ID.length;
      for (let c = buf[pos]; c !== undefined && c !== LF; c = buf[++pos]) version = version * 10 + c - 48;
      if (startsWith(buf, pos + 1, RESULTS)) record(version, at);
      else if (startsWith(buf, pos + 1, SYNC)) synced++;
      from = pos + 1;
    }
    partial = last < 0 ? Buffer.from(buf.subarray(from)) : rest(buf, last + 2);
  };
  socket.on("error", (err) => {
    failed++;
    send({ type: "error", message: `viewer ${i}: ${err.message}` });
  });
  sockets.push(socket);
}

await openInBatches(count, open, () => ({ synced, failed }));
answerBench(sockets, () => Object.fromEntries(arrivals));
