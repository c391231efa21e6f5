import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export type SseEvent = { id?: string | number; event?: string; data: unknown };

/** Format one server-sent event (data is JSON on a single line). */
export function formatSse({ id, event, data }: SseEvent): string {
  let out = "";
  if (id !== undefined) out += `id: ${id}\n`;
  if (event) out += `event: ${event}\n`;
  return `${out}data: ${JSON.stringify(data)}\n\n`;
}

/** One event encoded once for any number of streams: its bytes, and the same as one HTTP/1.1 chunk. */
export type SseFrame = { data: Buffer; chunk: Buffer };

const CRLF = Buffer.from("\r\n", "latin1");

export function encodeSse(event: SseEvent): SseFrame {
  const data = Buffer.from(formatSse(event), "utf8");
  return { data, chunk: Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`, "latin1"), data, CRLF]) };
}

export type SseStream = {
  send(event: SseEvent): void;
  /** Write an event encoded once with `encodeSse` (a fan-out writes the same bytes to every stream). */
  write(frame: SseFrame): void;
  closed: Promise<void>;
};

const HEARTBEAT_MS = 25_000;

// Open streams per HTTP server (plugin contexts differ, the server is one), so shutdown can end
// them: they are never idle, so a graceful close would otherwise wait for them forever.
const openStreams = new WeakMap<object, Set<ServerResponse>>();

/** End every open event stream of this app; clients reconnect to another instance. */
export function closeAllSse(app: FastifyInstance) {
  for (const res of openStreams.get(app.server) ?? []) res.end();
  openStreams.delete(app.server);
}

/**
 * Take over the response as an event stream: no compression or buffering (proxies included),
 * a heartbeat comment so idle connections survive load balancers, and a `closed` promise that
 * resolves when the client goes away.
 */
export function openSse(request: FastifyRequest, reply: FastifyReply, retryMs = 3000): SseStream {
  reply.hijack();
  const res = reply.raw;
  // The security headers the security plugin's hook set on the reply: a hijacked answer does not send them itself.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  res.write(`retry: ${retryMs}\n\n`);
  let streams = openStreams.get(request.server.server);
  if (!streams) {
    streams = new Set();
    openStreams.set(request.server.server, streams);
  }
  streams.add(res);
  const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  const closed = new Promise<void>((resolve) => {
    const done = () => {
      clearInterval(heartbeat);
      streams.delete(res);
      resolve();
    };
    request.raw.once("close", done);
    res.once("close", done);
  });
  return {
    send: (event) => {
      if (!res.writableEnded) res.write(formatSse(event));
    },
    write: (frame) => {
      if (res.writableEnded) return;
      // A fan-out writes one event to every stream at once. The chunk framed in advance goes straight to the
      // socket — one write instead of the response's framing, four buffered writes and a deferred flush per
      // stream. Only when the headers are out, the answer is chunked and owns its socket (`res.socket` is
      // set exactly then); otherwise through the response as usual.
      const socket = res.socket;
      if (socket && !socket.destroyed && res.headersSent && res.chunkedEncoding) socket.write(frame.chunk);
      else res.write(frame.data);
    },
    closed,
  };
}
