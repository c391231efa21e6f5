import {
  AccountDeletionSchema,
  ClubContactSchema,
  EditorLookupSchema,
  EmailChangeSchema,
  PasswordChangeSchema,
  ProfileUpdateSchema,
  VenuesUpdateSchema,
} from "@kickoff/domain/account-contracts.ts";
import {
  AccountSchema,
  EditorLookupResultSchema,
  MailSentSchema,
  OkSchema,
  SavedContactSchema,
  UserCountSchema,
  VenueListSchema,
} from "@kickoff/domain/account-views.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser, SESSION_COOKIE } from "../plugins/session.ts";
import { assertCanManageAccount } from "../policies/account.ts";
import { presentClubContact, presentVenue } from "../presenters/club.ts";
import { presentUser } from "../presenters/user.ts";
import { findClubContact } from "../repositories/club-contacts.ts";
import { updateUser } from "../repositories/users.ts";
import { listVenuesOfUser } from "../repositories/venues.ts";
import { deleteAccount } from "../services/account-deletion.ts";
import { saveClubContact, saveVenues } from "../services/club.ts";
import { assertOwnLogo } from "../services/files.ts";
import { ipLimit } from "../services/ip-limits.ts";
import { verifiedUserCount } from "../services/platform-counts.ts";
import { clearSessionCookie } from "./auth.ts";

const tag = "user";
const session = [{ session: [] }];

// Authenticate before validating: without a session every call answers 401, whatever the body.
const authenticate = async (request: FastifyRequest) => {
  await requireUser(request);
};

/** Profile, club, venues, contact and account deletion (spec §7 User). */
export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, db, config } = app.accounts;

  r.get(
    "/api/v1/user/getusercount",
    {
      schema: {
        tags: [tag],
        summary: "Number of verified users",
        description: "Public; cached for a minute.",
        response: { 200: UserCountSchema },
      },
    },
    async (_request, reply) => {
      const count = await verifiedUserCount(db);
      reply.header("cache-control", "public, max-age=60");
      return { count };
    },
  );

  r.post(
    "/api/v1/user/uupdate",
    {
      onRequest: authenticate,
      schema: {
        tags: [tag],
        summary: "Update profile and club",
        description:
          "Display name, club name, language and the club's logo; fields left out stay unchanged. " +
          "`clubLogoFileId` must be one of the caller's uploaded logos (400 naming the field otherwise), null removes it.",
        security: session,
        body: ProfileUpdateSchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const logo = request.body.clubLogoFileId;
      // Only one's own upload, so nobody shows (and keeps from the sweep) someone else's file.
      if (logo && logo !== user.clubLogoFileId) await assertOwnLogo(db, user, logo, "clubLogoFileId");
      const updated = await updateUser(db, user.id, request.body);
      return presentUser(updated ?? user);
    },
  );

  r.get(
    "/api/v1/user/uspielstaette",
    {
      onRequest: authenticate,
      schema: {
        tags: [tag],
        summary: "The user's venues",
        security: session,
        response: { 200: VenueListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { venues: (await listVenuesOfUser(db, user.id)).map(presentVenue) };
    },
  );

  r.post(
    "/api/v1/user/uspielstaette",
    {
      onRequest: authenticate,
      schema: {
        tags: [tag],
        summary: "Save the user's venues",
        description:
          "The whole list: entries with the id of an existing venue update it, entries without id are added, " +
          "venues left out are deleted. Answers the saved list.",
        security: session,
        body: VenuesUpdateSchema,
        response: { 200: VenueListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { venues: (await saveVenues(db, user.id, request.body.venues)).map(presentVenue) };
    },
  );

  r.post(
    "/api/v1/user/euser",
    {
      onRequest: authenticate,
      config: ipLimit(60, "1 hour"),
      schema: {
        tags: [tag],
        summary: "Whether a verified account has this e-mail",
        description: "For adding tournament editors. Login required; 429 RATE_LIMITED after 30 lookups an hour.",
        security: session,
        body: EditorLookupSchema,
        response: {
          200: EditorLookupResultSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { exists: await service.verifiedAccountExists(user, request.body.email) };
    },
  );

  r.post(
    "/api/v1/user/uuemail",
    {
      onRequest: authenticate,
      config: ipLimit(10, "1 hour"),
      schema: {
        tags: [tag],
        summary: "Change e-mail address",
        description:
          "Needs the password. Mails a code and link to the new address and a notice to the old one; the change " +
          "applies when verified through GET auth/validateuser. 202 also when the new address has an account " +
          "(nothing is sent then). 400 WRONG_PASSWORD / EMAIL_UNCHANGED; 429 RATE_LIMITED.",
        security: session,
        body: EmailChangeSchema,
        response: { 202: MailSentSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await service.requestEmailChange(user, request.body);
      return reply.code(202).send({ status: "sent" as const });
    },
  );

  r.post(
    "/api/v1/user/updateuser",
    {
      onRequest: authenticate,
      config: ipLimit(10, "15 minutes"),
      schema: {
        tags: [tag],
        summary: "Change password",
        description:
          "With the current password; ends every other session and notifies by mail. 400 WRONG_PASSWORD " +
          "(field currentPassword) / WEAK_PASSWORD (field newPassword); 429 after repeated wrong passwords.",
        security: session,
        body: PasswordChangeSchema,
        response: { 200: OkSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.changePassword(user, request.body, request.cookies[SESSION_COOKIE]);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/v1/user/kontakt",
    {
      onRequest: authenticate,
      schema: {
        tags: [tag],
        summary: "The club's contact details",
        security: session,
        response: { 200: SavedContactSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return presentClubContact(await findClubContact(db, user.id));
    },
  );

  r.post(
    "/api/v1/user/kontakt",
    {
      onRequest: authenticate,
      schema: {
        tags: [tag],
        summary: "Save public contact details",
        description: "Contact person, phone, e-mail, website — each optional, each with its own show-publicly flag.",
        security: session,
        body: ClubContactSchema,
        response: { 200: SavedContactSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return presentClubContact(await saveClubContact(db, user.id, request.body));
    },
  );

  r.delete(
    "/api/v1/user/deleteuser/:id",
    {
      onRequest: authenticate,
      config: ipLimit(10, "15 minutes"),
      schema: {
        tags: [tag],
        summary: "Delete one's own account",
        description:
          "Only one's own id (403 FORBIDDEN for any other); body `{password}` (400 WRONG_PASSWORD). Deletes the " +
          "account with all its data and ends its sessions.",
        security: session,
        params: z.object({ id: z.string().max(100) }),
        body: AccountDeletionSchema,
        response: { 200: OkSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      assertCanManageAccount(user, request.params.id);
      await service.assertOwnPassword(user, request.body.password, "password");
      await deleteAccount(db, user, fileStoreFor(config));
      await service.notifyDeleted(user);
      clearSessionCookie(reply, config.secureCookies);
      return { ok: true as const };
    },
  );
}
