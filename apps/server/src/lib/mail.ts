import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Absent for a plain-text mail (the contact form's: nothing a visitor typed is ever rendered as HTML). */
  html?: string;
  /** Where answers go (the contact form's sender); a validated address, never free text. */
  replyTo?: string;
  /** The link the mail carries, logged by the outbox so a local user can follow it. */
  link?: string;
};

/** Where mails go: SMTP when configured, otherwise `.eml` files in DATA_DIR/outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}

/** SMTP through nodemailer; a plain `smtp://` URL to 127.0.0.1 (tests, local relays) skips STARTTLS. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "::1";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    ignoreTLS: url.protocol === "smtp:" && local,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Writes each mail as one `.eml` file to `dir` and logs the link: without SMTP a local user can
 * still verify and reset. The parts are 8bit UTF-8, so the code and the link read verbatim.
 */
export function outboxMailer(dir: string, from: string, log?: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, toEml(mail, from), "utf8");
      log?.info(
        { to: mail.to, file, link: mail.link },
        `mail written to the outbox${mail.link ? `: ${mail.link}` : ""}`,
      );
    },
  };
}

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;

/** A MIME multipart/alternative message (text, then HTML; text only without HTML), readable in any text editor. */
export function toEml(mail: Mail, from: string): string {
  const boundary = `kickoff-${randomBytes(8).toString("hex")}`;
  const head = [
    `From: ${from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    ...(mail.link ? [`X-Kickoff-Link: ${mail.link}`] : []),
    "MIME-Version: 1.0",
  ];
  if (mail.html === undefined) {
    return [
      ...head,
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: 8bit",
      "",
      mail.text,
      "",
    ].join("\r\n");
  }
  return [
    ...head,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    mail.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    mail.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** The mailer the configuration asks for. */
export function mailerFromConfig(config: Config, log?: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom, log);
}

/**
 * Sends mails in the background so an answer never waits for (or reveals, by its timing) a
 * mail; failures are logged. `drain` lets shutdown and tests wait for what is still in flight.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** Told of every mail that could not be sent (the operator's health view). */
    private readonly onFailure?: (mail: Mail, err: unknown) => void,
  ) {}

  enqueue(mail: Mail): void {
    const p = this.mailer
      .send(mail)
      .catch((err: unknown) => {
        this.log.error({ err, to: mail.to, subject: mail.subject }, "mail not sent");
        this.onFailure?.(mail, err);
      })
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
