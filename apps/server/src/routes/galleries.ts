import {
  AlbumSchema,
  DeleteAlbumSchema,
  GalleryUserSchema,
  GetAlbumSchema,
  HidePhotoSchema,
  SaveAlbumSchema,
  TournamentGalleriesSchema,
  UserGalleriesSchema,
} from "@kickoff/domain/gallery-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { authenticate, sessionUser } from "../plugins/session.ts";
import {
  deleteAlbum,
  getAlbum,
  hidePhoto,
  saveAlbum,
  tournamentGalleries,
  userGalleries,
} from "../services/galleries.ts";

const tag = "gallery";
const security = [{ session: [] }];
const NOT_IN_SPEC = "Not in the spec (added for issue 17).";

const VISIBILITY =
  "Visibility: the owner sees all their albums with every photo, the link key and the consent record. Anybody " +
  "else sees only published albums (public, or link-only with the album's `key`; link-only albums are never " +
  "listed) and not the photos a tournament organiser hid. Photo addresses in the answer carry the key where the " +
  "reader needs it (GET files/{id}).";

/** Club photo galleries (spec §7 Gallery). */
export async function galleryRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.post(
    "/api/v1/g/galauser",
    {
      schema: {
        tags: [tag],
        summary: "A user's albums",
        description:
          "With or without a session. The caller's own id: all their albums (private, link-only and public). " +
          "Someone else's id (or anonymous): that user's public albums only, without hidden photos; an unknown " +
          `user has none (no 404, so ids do not leak).\n\n${VISIBILITY}`,
        body: GalleryUserSchema,
        response: { 200: UserGalleriesSchema, ...errorResponses(400) },
      },
    },
    async (request) => userGalleries(db, request.body.id, await request.currentUser()),
  );

  r.post(
    "/api/v1/g/gsave",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Create or update an album",
        description:
          "Logged-in users (401). Without `id` creates an album (at most 200 per account, 409 ALBUM_QUOTA_EXCEEDED); " +
          "with `id` replaces one of the caller's (404 ALBUM_NOT_FOUND for anybody else's). `photos` lists the " +
          "caller's uploaded photos (files/upload with purpose photo) in order, each with a plain-text caption; " +
          "another file answers 400 naming `photos.{i}.fileId`. `coverFileId` must be one of them (null: the first). " +
          "`tournamentId` links the album to a tournament the caller can see (404 TOURNAMENT_NOT_FOUND otherwise), " +
          "`season` to a season.\n\nPublishing (`visibility` link or public), widening link-only to public and " +
          "adding photos to a published album require `consentConfirmed: true`: the owner confirms holding the consent needed for the people " +
          "shown (parents' for minors); it is stored with the date and the confirming user. Without it 409 " +
          "CONSENT_REQUIRED. Take-down: saving the album as private, or without the photo, ends its publication " +
          "at once (files of public albums may stay up to five minutes in caches). `renewLinkKey` makes a new key " +
          "for the link-only address, so the old link stops working.",
        security,
        body: SaveAlbumSchema,
        response: { 200: AlbumSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => saveAlbum(db, sessionUser(request), request.body),
  );

  r.post(
    "/api/v1/g/galbum",
    {
      schema: {
        tags: [tag],
        summary: "One album",
        description: `${NOT_IN_SPEC} With or without a session; 404 ALBUM_NOT_FOUND for albums the caller may not see, like unknown ids. The organisers of the tournament a published album is linked to see it with the hidden photos marked.\n\n${VISIBILITY}`,
        body: GetAlbumSchema,
        response: { 200: AlbumSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getAlbum(db, request.body.id, request.body.key, await request.currentUser()),
  );

  r.post(
    "/api/v1/g/gdelete",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Delete an album",
        description: `${NOT_IN_SPEC} The owner only (404 ALBUM_NOT_FOUND otherwise). The photos stay among the owner's files (POST files/delete removes a photo from every album).`,
        security,
        body: DeleteAlbumSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteAlbum(db, sessionUser(request), request.body.id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/v1/g/ghide",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Hide a photo from a tournament's page (organisers)",
        description: `${NOT_IN_SPEC} The owner or an editor of the tournament a published album is linked to hides one of its photos (\`hidden: true\`) or shows it again. A hidden photo is left out for everybody but the album's owner and the organisers, and its file is no longer public. 403 FORBIDDEN for other callers of a public album, 404 ALBUM_NOT_FOUND for albums they cannot see, 404 PHOTO_NOT_IN_ALBUM.`,
        security,
        body: HidePhotoSchema,
        response: { 200: AlbumSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => hidePhoto(db, sessionUser(request), request.body),
  );

  r.get(
    "/api/v1/auth/tment/galleries/:id",
    {
      schema: {
        tags: [tag],
        summary: "A tournament's public albums",
        description: `${NOT_IN_SPEC} For the link on the public tournament page: the public albums linked to a public or unlisted, published tournament (404 TOURNAMENT_NOT_FOUND otherwise), with their photo count and cover thumbnail. Link-only albums are never listed. \`cache-control: public, max-age=60\`.`,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: TournamentGalleriesSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const answer = await tournamentGalleries(db, request.params.id);
      reply.header("cache-control", "public, max-age=60");
      return answer;
    },
  );
}
