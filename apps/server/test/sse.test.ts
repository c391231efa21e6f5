// Event streams over real sockets: an event encoded once reaches every stream intact, through the direct
// chunk write (HTTP/1.1, chunked) and through the response (HTTP/1.0, no chunking).
import http from "node:http";
import net from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeSse, openSse, type SseStream } from "../src/lib/sse.ts";

describe("server-sent events", () => {
  let app: FastifyInstance;
  let port = 0;
  const streams: SseStream[] = [];
  let opened: () => void = () => {};

  beforeAll(async () => {
    app = Fastify();
    app.get("/stream", async (request, reply) => {
      const stream = openSse(request, reply);
      streams.push(stream);
      opened();
      await stream.closed;
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
  });

  const nextStream = () => new Promise<void>((resolve) => (opened = resolve));

  it("encodes an event once as data and as one HTTP/1.1 chunk", () => {
    const frame = encodeSse({ id: 7, event: "results", data: { type: "results", version: 7 } });
    const data = 'id: 7\nevent: results\ndata: {"type":"results","version":7}\n\n';
    expect(frame.data.toString("utf8")).toBe(data);
    expect(frame.chunk.toString("utf8")).toBe(`${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`);
  });

  it("writes the same frame intact to a chunked HTTP/1.1 stream, between heartbeat-style writes", async () => {
    const ready = nextStream();
    let body = "";
    const received = new Promise<void>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}/stream`, (res) => {
        expect(res.headers["transfer-encoding"]).toBe("chunked");
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
          if (body.includes("event: done")) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on("error", reject);
    });
    await ready;
    const stream = streams.at(-1) as SseStream;
    const frame = encodeSse({ id: 2, event: "results", data: { type: "results", version: 2, text: "Köln ⚽" } });
    stream.write(frame);
    stream.send({ id: 3, event: "schedule", data: { type: "schedule", version: 3 } });
    stream.write(frame);
    stream.send({ event: "done", data: {} });
    await received;
    const events = body.split("\n\n").filter((b) => b.startsWith("id:") || b.startsWith("event:"));
    expect(events).toEqual([
      'id: 2\nevent: results\ndata: {"type":"results","version":2,"text":"Köln ⚽"}',
      'id: 3\nevent: schedule\ndata: {"type":"schedule","version":3}',
      'id: 2\nevent: results\ndata: {"type":"results","version":2,"text":"Köln ⚽"}',
      "event: done\ndata: {}",
    ]);
  });

  it("writes the plain bytes to an HTTP/1.0 stream (no chunked encoding there)", async () => {
    const ready = nextStream();
    const socket = net.connect(port, "127.0.0.1");
    socket.setEncoding("utf8");
    let raw = "";
    socket.on("data", (chunk: string) => {
      raw += chunk;
    });
    socket.write("GET /stream HTTP/1.0\r\nHost: localhost\r\n\r\n");
    await ready;
    const stream = streams.at(-1) as SseStream;
    stream.write(encodeSse({ id: 5, event: "results", data: { type: "results", version: 5 } }));
    const deadline = Date.now() + 5000;
    while (!raw.includes('version":5}\n\n') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    socket.destroy();
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).not.toMatch(/transfer-encoding/i);
    expect(body).toBe('retry: 3000\n\nid: 5\nevent: results\ndata: {"type":"results","version":5}\n\n');
  });
});
