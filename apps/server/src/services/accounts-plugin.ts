import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { type Mailer, MailQueue, mailerFromConfig } from "../lib/mail.ts";
import { AccountService } from "./accounts.ts";
import { RateLimitedError } from "./rate-limiter.ts";

export type Accounts = { service: AccountService; db: Db; config: Config; mail: MailQueue };

declare module "fastify" {
  interface FastifyInstance {
    /** Account flows and what the account routes need (database, config, mail queue). */
    accounts: Accounts;
  }
}

/**
 * Wires the account service: the mailer (given, or from SMTP_URL, or the outbox), the mail queue
 * that shutdown drains, and the Retry-After header on our 429 answers.
 */
export const accountsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database; mailer?: Mailer | undefined }) => {
    const mailer = opts.mailer ?? mailerFromConfig(opts.config, app.log);
    const mail = new MailQueue(mailer, app.log, (m, err) =>
      app.hasDecorator("failures") ? app.failures.recordMail(m.subject, err) : undefined,
    );
    const service = new AccountService({ db: opts.database.db, config: opts.config, mail, log: app.log });
    app.decorate("accounts", { service, db: opts.database.db, config: opts.config, mail });
    app.addHook("onError", async (_request, reply, error) => {
      if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
    });
    app.addHook("onClose", async () => {
      await mail.drain();
      await mailer.close?.();
    });
  },
  { name: "accounts", dependencies: ["session"] },
);
