import { type ContactInput, ContactSentSchema } from "@kickoff/domain/contact-contracts.ts";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/**
 * POST /api/v1/contact/contact — the contact form. Silent: the form shows field errors and the rate limit itself;
 * other failures go to the snackbar from there.
 */
export const sendContact = (body: ContactInput) =>
  apiRequestParsed("/api/v1/contact/contact", ContactSentSchema, { method: "POST", body, silent: true });
