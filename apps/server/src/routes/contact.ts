import { ContactSchema, ContactSentSchema } from "@kickoff/domain/contact-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { receiveContact } from "../services/contact.ts";
import { ipLimit } from "../services/ip-limits.ts";

/** Messages per client IP and hour; bots' dropped submissions count too. */
export const CONTACT_PER_IP_PER_HOUR = 5;

/** The public contact form (spec §7 Contact). */
export async function contactRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!config.contactTo) {
    app.log.warn("CONTACT_TO is not set: contact form messages are stored but not mailed to anyone");
  }

  r.post(
    "/api/v1/contact/contact",
    {
      config: ipLimit(CONTACT_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: ["contact"],
        summary: "Send the contact form",
        description:
          "Stores the message and mails it as plain text to the operator (CONTACT_TO) with Reply-To the sender; " +
          "without CONTACT_TO it is stored only. Anonymous or logged in (the account is noted). A filled honeypot " +
          "(`website`) or a form sent less than 3 s after it opened (`fillMs`, absent counts as too fast) is answered " +
          "the same 202 but neither stored nor mailed. 400 VALIDATION_FAILED names the field; 429 RATE_LIMITED " +
          `after ${CONTACT_PER_IP_PER_HOUR} messages per IP and hour (Retry-After).`,
        body: ContactSchema,
        response: { 202: ContactSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await receiveContact(
        {
          db: database.db,
          contactTo: config.contactTo,
          enqueue: (mail) => app.accounts.mail.enqueue(mail),
          log: request.log,
        },
        request.body,
        { userId: user?.id ?? null },
      );
      return reply.code(202).send({ status: "sent" as const });
    },
  );
}
