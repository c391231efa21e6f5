import type { ClubContact, Venue } from "@kickoff/domain/account-contracts.ts";
import type { Db } from "../db/client.ts";
import { type ClubContactRow, findClubContact, upsertClubContact } from "../repositories/club-contacts.ts";
import { listVenuesOfUser, replaceVenuesOfUser, type VenueRow } from "../repositories/venues.ts";

/** Saves the club's contact details and which of them are public. */
export function saveClubContact(db: Db, userId: string, input: ClubContact): Promise<ClubContactRow> {
  return upsertClubContact(db, userId, input, new Date());
}

/** The contact details a club shows on its tournaments: only the fields marked public. */
export async function publicClubContact(db: Db, userId: string) {
  const c = await findClubContact(db, userId);
  return {
    contactPerson: c?.showContactPerson ? c.contactPerson : null,
    phone: c?.showPhone ? c.phone : null,
    email: c?.showEmail ? c.email : null,
    website: c?.showWebsite ? c.website : null,
  };
}

/** Makes the user's venues exactly the given list (updating, adding, removing) and returns it. */
export async function saveVenues(db: Db, userId: string, list: Venue[]): Promise<VenueRow[]> {
  await replaceVenuesOfUser(
    db,
    userId,
    list.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      name: v.name,
      street: v.street,
      postalCode: v.postalCode,
      city: v.city,
      country: v.country,
      pitches: v.pitches,
      surface: v.surface,
      indoor: v.indoor,
      latitude: v.latitude ?? null,
      longitude: v.longitude ?? null,
    })),
    new Date(),
  );
  return listVenuesOfUser(db, userId);
}
