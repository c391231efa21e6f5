// A real SMTP listener on 127.0.0.1 for integration tests: the app sends through nodemailer
// (SMTP_URL=smtp://127.0.0.1:<port>) and tests read what arrived.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type SmtpListener = {
  url: string;
  mails: ReceivedMail[];
  /** The first mail (arrived or arriving within 10 s) to `to` whose subject matches. */
  waitFor(to: string, subject?: RegExp): Promise<ReceivedMail>;
  /** Every mail to `to` so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

export async function startSmtp(): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({ ...parseMime(raw), to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, subject) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = to(address).find((m) => !subject || subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no mail to ${address} matching ${subject}; got: ${mails.map((m) => `${m.to} ${m.subject}`).join(" | ")}`,
          );
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Just enough MIME for nodemailer's output: headers, multipart/alternative, QP or base64 parts.
function parseMime(raw: string): Omit<ReceivedMail, "to" | "raw"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const headers = parseHeaders(head);
  const subject = decodeWords(headers.subject ?? "");
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith("--"))
    : [`${head}\n\n${body}`];
  let text = "";
  let html = "";
  for (const part of parts) {
    const [ph = "", ...pb] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const h = parseHeaders(ph);
    const decoded = decodeBody(pb.join("\n\n"), h["content-transfer-encoding"] ?? "7bit");
    if ((h["content-type"] ?? "").startsWith("text/html")) html = decoded;
    else if ((h["content-type"] ?? "text/plain").startsWith("text/plain")) text = decoded;
  }
  return { subject, text, html };
}

function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") {
    const soft = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeBody(data.replace(/_/g, " "), "quoted-printable"),
    );
}

/** The 6-digit code of a verification mail. */
export const codeOf = (mail: ReceivedMail) => {
  const m = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return m[1];
};

/** The token at the end of a `/{lang}/{page}/{token}` link in a mail. */
export const tokenOf = (mail: ReceivedMail, page: "validateEmail" | "resetpw") => {
  const m = new RegExp(`https?://\\S+/[a-z]{2}/${page}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m?.[1]) throw new Error(`no ${page} link in mail: ${mail.text}`);
  return m[1];
};
