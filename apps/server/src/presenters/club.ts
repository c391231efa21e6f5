import { VENUE_SURFACES } from "@kickoff/domain/account-contracts.ts";
import type { SavedContact, SavedVenue } from "@kickoff/domain/account-views.ts";
import type { ClubContactRow } from "../repositories/club-contacts.ts";
import type { VenueRow } from "../repositories/venues.ts";

// A surface stored before the list had its current values shows as "other" rather than failing the answer.
const surface = (s: string) =>
  ((VENUE_SURFACES as readonly string[]).includes(s) ? s : "other") as SavedVenue["surface"];

/** A venue as the client sees it (SavedVenueSchema). */
export function presentVenue(v: VenueRow): SavedVenue {
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

/** The club's contact details as the client sees them (SavedContactSchema); none saved yet is all empty. */
export function presentClubContact(c: ClubContactRow | null): SavedContact {
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
