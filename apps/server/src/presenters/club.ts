import { VENUE_SURFACES } from "@kickoff/domain/account-contracts.ts";
import { z } from "zod";
import type { ClubContactRow } from "../repositories/club-contacts.ts";
import type { VenueRow } from "../repositories/venues.ts";

export const PresentedVenueSchema = z
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

export const VenueListSchema = z.object({ venues: z.array(PresentedVenueSchema) }).meta({ id: "VenueList" });

const surface = (s: string) =>
  ((VENUE_SURFACES as readonly string[]).includes(s) ? s : "other") as (typeof VENUE_SURFACES)[number];

export function presentVenue(v: VenueRow): z.infer<typeof PresentedVenueSchema> {
  return {
    id: v.id,
    name: v.name,
    street: v.street,
    postalCode: v.postalCode,
    city: v.city,
    country: v.country,
    pitches: v.pitches,
    pitchCount: v.pitches.length,
    surface: surface(v.surface),
    indoor: v.indoor,
    latitude: v.latitude,
    longitude: v.longitude,
  };
}

export const PresentedClubContactSchema = z
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

export function presentClubContact(c: ClubContactRow | null): z.infer<typeof PresentedClubContactSchema> {
  return {
    contactPerson: c?.contactPerson ?? null,
    phone: c?.phone ?? null,
    email: c?.email ?? null,
    website: c?.website ?? null,
    showContactPerson: c?.showContactPerson ?? false,
    showPhone: c?.showPhone ?? false,
    showEmail: c?.showEmail ?? false,
    showWebsite: c?.showWebsite ?? false,
  };
}
