// The same-body baseline: a bare Fastify app (no plugins, no logger, no hooks) answering the public
// tournament call's path with the very bytes and headers the real server sent for it (the brotli body, its
// ETag, cache and security headers), so the ratio real/bare reads what our per-request work costs on top
// of what Fastify needs to send that answer. Started by public-tournament.bench.ts:
//   env PORT, ANSWER_FILE (JSON {headers: Record<string,string>, bodyBase64: string})
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const answer = JSON.parse(readFileSync(String(process.env.ANSWER_FILE), "utf8")) as {
  headers: Record<string, string>;
  bodyBase64: string;
};
const body = Buffer.from(answer.bodyBase64, "base64");
const app = Fastify();
app.get("/api/v1/auth/tment/:id", (_request, reply) => {
  reply.headers(answer.headers).send(body);
});
// The readiness probe of startProcess.
app.get("/", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
