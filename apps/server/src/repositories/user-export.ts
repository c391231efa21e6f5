// Everything the platform holds about one user, for an export on request (operator area). Never secrets: no
// password hash, token hashes, link keys or storage keys.
import { asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  albumPhotos,
  albums,
  clubContacts,
  contactMessages,
  eventEditors,
  events,
  files,
  messages,
  registrations,
  tournamentEditors,
  tournaments,
  users,
  venues,
} from "../db/schema.ts";

export async function readUserData(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      clubName: users.clubName,
      clubLogoFileId: users.clubLogoFileId,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
      blockedAt: users.blockedAt,
      blockedReason: users.blockedReason,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;
  const [venueRows, contact, owned, editing, albumRows, photoRows, fileRows, messageRows, applied, contacted] =
    await Promise.all([
      db.select().from(venues).where(eq(venues.userId, userId)).orderBy(asc(venues.position)),
      db.select().from(clubContacts).where(eq(clubContacts.userId, userId)),
      db
        .select({
          id: tournaments.id,
          name: tournaments.name,
          mode: tournaments.mode,
          status: tournaments.status,
          visibility: tournaments.visibility,
          startDate: tournaments.startDate,
          endDate: tournaments.endDate,
          shortCode: tournaments.shortCode,
          general: tournaments.general,
          teams: tournaments.teams,
          results: tournaments.results,
          funino: tournaments.funino,
          createdAt: tournaments.createdAt,
          updatedAt: tournaments.updatedAt,
        })
        .from(tournaments)
        .where(eq(tournaments.ownerId, userId))
        .orderBy(asc(tournaments.createdAt)),
      db
        .select({
          tournamentId: tournamentEditors.tournamentId,
          addedAt: tournamentEditors.addedAt,
          acceptedAt: tournamentEditors.acceptedAt,
        })
        .from(tournamentEditors)
        .where(eq(tournamentEditors.userId, userId)),
      db
        .select({
          id: albums.id,
          title: albums.title,
          description: albums.description,
          tournamentId: albums.tournamentId,
          season: albums.season,
          visibility: albums.visibility,
          coverFileId: albums.coverFileId,
          consentConfirmedAt: albums.consentConfirmedAt,
          createdAt: albums.createdAt,
          updatedAt: albums.updatedAt,
        })
        .from(albums)
        .where(eq(albums.ownerId, userId))
        .orderBy(asc(albums.createdAt)),
      db
        .select({
          albumId: albumPhotos.albumId,
          fileId: albumPhotos.fileId,
          position: albumPhotos.position,
          caption: albumPhotos.caption,
          hiddenAt: albumPhotos.hiddenAt,
        })
        .from(albumPhotos)
        .innerJoin(albums, eq(albums.id, albumPhotos.albumId))
        .where(eq(albums.ownerId, userId))
        .orderBy(asc(albumPhotos.albumId), asc(albumPhotos.position)),
      db
        .select({
          id: files.id,
          purpose: files.purpose,
          contentType: files.contentType,
          width: files.width,
          height: files.height,
          sizeBytes: files.sizeBytes,
          createdAt: files.createdAt,
        })
        .from(files)
        .where(eq(files.ownerId, userId))
        .orderBy(asc(files.createdAt)),
      db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          tournamentId: messages.tournamentId,
          kind: messages.kind,
          subject: messages.subject,
          body: messages.body,
          readAt: messages.readAt,
          receiverDeletedAt: messages.receiverDeletedAt,
          senderDeletedAt: messages.senderDeletedAt,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(asc(messages.createdAt)),
      db
        .select({
          id: registrations.id,
          tournamentId: registrations.tournamentId,
          state: registrations.state,
          teamName: registrations.teamName,
          club: registrations.club,
          contactName: registrations.contactName,
          email: registrations.email,
          phone: registrations.phone,
          message: registrations.message,
          createdAt: registrations.createdAt,
        })
        .from(registrations)
        .where(eq(registrations.userId, userId)),
      db
        .select({
          id: contactMessages.id,
          subject: contactMessages.subject,
          message: contactMessages.message,
          rating: contactMessages.rating,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId)),
    ]);
  const { events: ownedEvents, eventEditorOf } = await readUserEvents(db, userId);
  const photosOf = (albumId: string) => photoRows.filter((p) => p.albumId === albumId);
  return {
    account,
    venues: venueRows.map(({ userId: _userId, ...venue }) => venue),
    clubContact: contact[0] ? (({ userId: _userId, ...rest }) => rest)(contact[0]) : null,
    tournaments: owned,
    editorOf: editing,
    albums: albumRows.map((album) => ({
      ...album,
      photos: photosOf(album.id).map(({ albumId: _albumId, ...photo }) => photo),
    })),
    files: fileRows,
    messages: messageRows,
    registrations: applied,
    contactMessages: contacted,
    events: ownedEvents,
    eventEditorOf,
  };
}

/** The user's events (general data and their divisions' ids) and the events they were invited to edit. */
async function readUserEvents(db: Db, userId: string) {
  const [owned, editing] = await Promise.all([
    db
      .select({
        id: events.id,
        name: events.name,
        startDate: events.startDate,
        endDate: events.endDate,
        general: events.general,
        createdAt: events.createdAt,
        updatedAt: events.updatedAt,
      })
      .from(events)
      .where(eq(events.ownerId, userId))
      .orderBy(asc(events.createdAt)),
    db
      .select({ eventId: eventEditors.eventId, addedAt: eventEditors.addedAt, acceptedAt: eventEditors.acceptedAt })
      .from(eventEditors)
      .where(eq(eventEditors.userId, userId)),
  ]);
  const divisions = owned.length
    ? await db
        .select({ id: tournaments.id, eventId: tournaments.eventId })
        .from(tournaments)
        .where(
          inArray(
            tournaments.eventId,
            owned.map((e) => e.id),
          ),
        )
        .orderBy(asc(tournaments.createdAt))
    : [];
  return {
    events: owned.map((e) => ({ ...e, divisionIds: divisions.filter((d) => d.eventId === e.id).map((d) => d.id) })),
    eventEditorOf: editing,
  };
}

export type UserData = NonNullable<Awaited<ReturnType<typeof readUserData>>>;
