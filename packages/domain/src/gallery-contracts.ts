// Zod contracts of the gallery calls (g/*, auth/tment/galleries/{id}), shared by the server and the SPA.
// Albums hold the owner's uploaded photos (files of purpose "photo") with captions, an order and a cover.
import { z } from "zod";

/** private: the owner only; link: whoever has the album's key (never listed); public: everybody. */
export const ALBUM_VISIBILITIES = ["private", "link", "public"] as const;
export const AlbumVisibilitySchema = z.enum(ALBUM_VISIBILITIES);
export type AlbumVisibility = z.infer<typeof AlbumVisibilitySchema>;

export const MAX_ALBUM_PHOTOS = 500;
export const MAX_ALBUMS_PER_USER = 200;
export const ALBUM_TITLE_MAX = 120;
export const ALBUM_DESCRIPTION_MAX = 1000;
/** Captions are plain text typed by the owner (never names the system adds). */
export const CAPTION_MAX = 500;

const id = z.string().trim().min(1).max(100);
// Plain text: control characters other than tab and line breaks are refused (checked by code point, so no
// control characters in a regular expression).
const isControl = (c: number) => (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => ![...s].some((ch) => isControl(ch.codePointAt(0) ?? 0)), "must not contain control characters");

/** POST g/galauser: whose albums. */
export const GalleryUserSchema = z.object({ id });

/** One photo of a saved album, in the album's order. */
export const AlbumPhotoInputSchema = z.object({ fileId: id, caption: plain(CAPTION_MAX).default("") });

/** POST g/gsave: creates an album (no id) or replaces one of the caller's (with id). */
export const SaveAlbumSchema = z.object({
  id: id.optional(),
  title: plain(ALBUM_TITLE_MAX).pipe(z.string().min(1)),
  description: plain(ALBUM_DESCRIPTION_MAX).default(""),
  /** Linked to a tournament, or to a season (e.g. "2026/27"), or neither. */
  tournamentId: id.nullable().default(null),
  season: plain(20).nullable().default(null),
  visibility: AlbumVisibilitySchema.default("private"),
  /** The photos in order; each must be one of the caller's uploaded photos. */
  photos: z.array(AlbumPhotoInputSchema).max(MAX_ALBUM_PHOTOS).default([]),
  /** One of `photos`, or null for the first one. */
  coverFileId: id.nullable().default(null),
  /**
   * The owner confirms holding the consent needed for the people shown (parents' consent for minors).
   * Required to publish (visibility other than private) and to add photos to a published album.
   */
  consentConfirmed: z.boolean().default(false),
  /** Makes a new link key, so an old shared link stops working. */
  renewLinkKey: z.boolean().default(false),
});
export type SaveAlbum = z.infer<typeof SaveAlbumSchema>;

/** POST g/gdelete. */
export const DeleteAlbumSchema = z.object({ id });

/** POST g/galbum: one album, with the key for a link-only album. */
export const GetAlbumSchema = z.object({ id, key: z.string().max(100).optional() });

/** POST g/ghide: a tournament organiser hides (or shows again) a photo of an album linked to the tournament. */
export const HidePhotoSchema = z.object({ albumId: id, fileId: id, hidden: z.boolean() });

export const AlbumPhotoSchema = z.object({
  fileId: z.uuid(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** GET files/{id}?size=display (with the link key where needed). */
  url: z.string(),
  thumbUrl: z.string(),
  /** Hidden by a tournament organiser; shown to the album's owner and the organisers only. */
  hidden: z.boolean().optional(),
});
export type AlbumPhoto = z.infer<typeof AlbumPhotoSchema>;

export const AlbumSchema = z
  .object({
    id: z.uuid(),
    ownerId: z.uuid(),
    title: z.string(),
    description: z.string(),
    tournamentId: z.uuid().nullable(),
    season: z.string().nullable(),
    visibility: AlbumVisibilitySchema,
    /** Owner only: the key of the link-only address. */
    linkKey: z.string().optional(),
    /** Owner only: the last consent confirmation. */
    consent: z.object({ confirmedAt: z.string(), confirmedBy: z.uuid().nullable() }).nullable().optional(),
    coverFileId: z.uuid().nullable(),
    photos: z.array(AlbumPhotoSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Album" });
export type Album = z.infer<typeof AlbumSchema>;

/** Answer of g/galauser. */
export const UserGalleriesSchema = z.object({ albums: z.array(AlbumSchema) }).meta({ id: "UserGalleries" });
export type UserGalleries = z.infer<typeof UserGalleriesSchema>;

/** Answer of auth/tment/galleries/{id}: the tournament's public albums, for a link from its page. */
export const TournamentGalleriesSchema = z
  .object({
    albums: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        photoCount: z.number().int(),
        coverThumbUrl: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "TournamentGalleries" });
export type TournamentGalleries = z.infer<typeof TournamentGalleriesSchema>;
