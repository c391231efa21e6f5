// Multipart uploads through app.inject for the files and gallery suites.
import type { FastifyInstance } from "fastify";
import type { TestUser } from "./tournament-factories.ts";

/** A multipart body with optional text fields (sent first) and one file part. */
export function multipart(data: Buffer, filename: string, contentType: string, fields: Record<string, string> = {}) {
  const boundary = `----kickoff${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a photo (purpose in the multipart field, as the gallery UI sends it). */
export async function uploadPhoto(
  app: FastifyInstance,
  user: TestUser | null,
  data: Buffer,
  { filename = "photo.jpg", type = "image/jpeg", query = "" } = {},
) {
  const body = multipart(data, filename, type, query ? {} : { purpose: "photo" });
  const res = await app.inject({
    method: "POST",
    url: `/api/v1/files/upload${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** GET files/{id} (a photo's URL as the API answered it, or a plain id) as a user or anonymously. */
export const getFile = (
  app: FastifyInstance,
  url: string,
  user: TestUser | null,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: "GET",
    url: url.startsWith("/") ? url : `/api/v1/files/${url}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  });
