// What the API answers about an account (auth/me, user/*): one schema each. The server validates and documents
// its answers with them, the SPA parses what it receives with the same ones, so neither side types them by hand.
import { z } from "zod";
import { VENUE_SURFACES } from "./account-contracts.ts";

/** What the client may know about a user: never the password hash or internal columns. */
export const AccountSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    clubName: z.string(),
    /** The club's logo (GET files/{id}), or null. */
    clubLogoFileId: z.uuid().nullable().optional(),
    language: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string().describe("ISO date-time of the registration"),
    termsVersion: z.string().nullable().describe("The version of the terms of use the user accepted"),
    privacyVersion: z.string().nullable().describe("The version of the privacy policy the user accepted"),
  })
  .meta({ id: "User" });
export type Account = z.infer<typeof AccountSchema>;

/** A stored venue: the saved input plus its id and the number of pitches. */
export const SavedVenueSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    pitches: z.array(z.string()),
    pitchCount: z.number().int(),
    surface: z.enum(VENUE_SURFACES),
    indoor: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: "Venue" });
export type SavedVenue = z.infer<typeof SavedVenueSchema>;

/** `user/uspielstaette` (GET and POST): the user's whole list of venues. */
export const VenueListSchema = z.object({ venues: z.array(SavedVenueSchema) }).meta({ id: "VenueList" });
export type VenueList = z.infer<typeof VenueListSchema>;

/** `user/kontakt` (GET and POST): the club's contact details; nothing saved yet is all null and hidden. */
export const SavedContactSchema = z
  .object({
    contactPerson: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    showContactPerson: z.boolean(),
    showPhone: z.boolean(),
    showEmail: z.boolean(),
    showWebsite: z.boolean(),
  })
  .meta({ id: "ClubContact" });
export type SavedContact = z.infer<typeof SavedContactSchema>;

/** `user/getusercount`: the number of verified users. */
export const UserCountSchema = z.object({ count: z.number().int() }).meta({ id: "UserCount" });
export type UserCount = z.infer<typeof UserCountSchema>;

/** `user/euser`: whether a verified account has the address. */
export const EditorLookupResultSchema = z.object({ exists: z.boolean() }).meta({ id: "EditorLookup" });
export type EditorLookupResult = z.infer<typeof EditorLookupResultSchema>;

/** A change that needs nothing more than being done (password changed, account deleted, logged out). */
export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: "Ok" });
export type Ok = z.infer<typeof OkSchema>;

/** A mail went out (registration, resend, e-mail change); the same answer whether or not the address has an account. */
export const MailSentSchema = z
  .object({ status: z.literal("sent") })
  .describe("The same answer whether or not the address has an account")
  .meta({ id: "MailSent" });
export type MailSent = z.infer<typeof MailSentSchema>;

/** `auth/validateuser/{code}`: which confirmation the code completed, and whether it signed this browser in. */
export const VerifiedSchema = z
  .object({
    purpose: z.enum(["verify-email", "change-email"]),
    email: z.string(),
    signedIn: z.boolean().describe("A session cookie was set: this browser registered the address"),
  })
  .meta({ id: "Verified" });
export type Verified = z.infer<typeof VerifiedSchema>;
