// The parents of the funino round bench (funino-round.bench.ts), in a process of their own: each viewer loads the
// public plan (GET auth/funinop/{id}) and keeps the festival's live stream open (a plain TCP socket), as the page
// does. It notes when it first sees a new current round — from the event that carries the next round's pitches,
// or from a refetched plan after any other change: the moment the parent's phone can show the next pitch.
//   argv: <stream URL> <plan URL> <viewer count>
//   → {type:"ready", connectMs, synced, failed}; {type:"error", message}
//   ← {type:"report"} → {type:"report", arrivals: {[round]: epochMs[]}}
//   ← {type:"stop"}
import http from "node:http";
import net from "node:net";
import { answerBench, now, openInBatches, send } from "./viewer-process.ts";

const [streamArg, planArg, countArg] = process.argv.slice(2);
const stream = new URL(streamArg ?? "");
const plan = new URL(planArg ?? "");
const count = Number(countArg);
// One connection per phone: no pooling limit, as 1,000 phones each have their own.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const request =
  `GET ${stream.pathname} HTTP/1.1\r\nHost: ${stream.host}\r\nAccept: text/event-stream\r\n` +
  "Cache-Control: no-cache\r\n\r\n";
const sockets: net.Socket[] = [];
const arrivals = new Map<number, number[]>();
let synced = 0;
let failed = 0;

/** The first time a viewer sees a round as current. */
function record(seen: Set<number>, round: number, at: number) {
  if (seen.has(round)) return;
  seen.add(round);
  const list = arrivals.get(round) ?? [];
  list.push(at);
  arrivals.set(round, list);
}

function fetchPlan(seen: Set<number>) {
  http
    .get(plan, { agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => record(seen, (JSON.parse(body) as { currentRound: number }).currentRound, now()));
    })
    .on("error", (err) => send({ type: "error", message: `plan: ${err.message}` }));
}

function open(i: number) {
  const socket = net.connect(Number(stream.port), stream.hostname);
  const seen = new Set<number>();
  let head = true;
  let partial = "";
  // The page has loaded the plan once before it follows the stream (its connection stays open).
  socket.on("connect", () => {
    socket.write(request);
    fetchPlan(seen);
  });
  socket.on("data", (chunk: Buffer) => {
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
    const last = text.lastIndexOf("\n\n");
    partial = last < 0 ? text : text.slice(last + 2);
    if (text.includes("event: sync")) synced++;
    // A round's last outcome: the event carries the next round's pitches (the page shows them at once).
    const at = text.indexOf('"currentRound":');
    if (at >= 0) record(seen, Number(/^\d+/.exec(text.slice(at + 15))?.[0]), now());
    // Any other change: the page refetches the plan.
    else if (text.includes("event: results")) fetchPlan(seen);
  });
  socket.on("error", (err) => {
    failed++;
    send({ type: "error", message: `viewer ${i}: ${err.message}` });
  });
  sockets.push(socket);
}

await openInBatches(count, open, () => ({ synced, failed }));
answerBench(
  sockets,
  () => Object.fromEntries(arrivals),
  () => agent.destroy(),
);
