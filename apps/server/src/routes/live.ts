// Live updates of public pages: a server-sent-events stream per tournament, fed by the LiveHub
// (PostgreSQL LISTEN/NOTIFY, so a result saved on any server process reaches every viewer).
import { LIVE_EVENT_TYPES } from "@kickoff/domain/live-events.ts";
import { type LiveEventData, LiveQuerySchema } from "@kickoff/domain/public-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import type { LiveEvent } from "../lib/live.ts";
import { encodeSse, openSse, type SseFrame } from "../lib/sse.ts";
import {
  authorizePublicRead,
  isPubliclyVisibleNow,
  loadPublicTournament,
  mayStillRead,
  publicTournamentId,
} from "../services/public-tournament.ts";

const tag = "live";

// A change event reaches every subscriber of the tournament as the same object (LiveHub.dispatch): its bytes
// are encoded for the first one and written as they are to the others (one JSON encoding per event, not one
// per subscriber).
const encoded = new WeakMap<LiveEvent, SseFrame>();
/** One event as the stream sends it: named by its type, `id:` the version, data the domain's LiveEventData. */
const liveFrame = (data: LiveEventData) => ({ id: data.version, event: data.type, data });
function eventFrame(event: LiveEvent): SseFrame {
  let frame = encoded.get(event);
  if (!frame) {
    frame = encodeSse(
      liveFrame({
        type: event.type,
        version: event.version,
        ...(event.festival ? { festival: event.festival } : {}),
      }),
    );
    encoded.set(event, frame);
  }
  return frame;
}

// After a `status` or `general` event every stream of the tournament asks whether it may stay open: one read of
// the row per event and process answers the public part for all of them.
const visibleAfter = new WeakMap<LiveEvent, Promise<boolean>>();
function publiclyVisibleAfter(database: Database, event: LiveEvent): Promise<boolean> {
  let visible = visibleAfter.get(event);
  if (!visible) {
    visible = isPubliclyVisibleNow(database, event.id);
    visibleAfter.set(event, visible);
  }
  return visible;
}

/** The version a reconnecting client already has: the Last-Event-ID header wins over the query. */
function lastSeen(header: string | string[] | undefined, query: number | undefined): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return query ?? null;
}

export async function liveRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/live/tment/:id",
    {
      // No per-address limit: a venue's Wi-Fi puts every parent's phone behind one address.
      schema: {
        tags: [tag],
        summary: "Live updates of a public tournament (server-sent events)",
        description:
          "An `text/event-stream` that announces every change of the tournament: events named `results`, " +
          "`schedule`, `general` or `status`, each with `id:` = the tournament's new `version` and data " +
          '`{"type","version"}` (no content: refetch GET /api/v1/auth/tment/{id}, which the change has already ' +
          "invalidated in every process's cache). Changes saved on any server process arrive (PostgreSQL " +
          "LISTEN/NOTIFY).\n\nCatch-up: on connect the client's last version is read from the `Last-Event-ID` " +
          "header (EventSource sends it when it reconnects) or the `lastEventId` query (for the first connect); " +
          "if the tournament is newer, or no version was given, a `sync` event with the current version is sent " +
          "at once. Events not newer than what was already sent are skipped. The stream sends `retry: 3000` " +
          "(EventSource reconnects after 3 s; clients should add their own back-off) and a comment every 25 s " +
          "to keep proxies from closing it. A tournament that is deleted, turns private or goes back to draft sends " +
          "its `status` or `general` event and then the stream ends (the refetch and a reconnect answer 404). The " +
          "id matches in any letter case. Same visibility as GET /api/v1/auth/tment/{id}: 404 for private, draft and " +
          "unknown tournaments (owners and editors may follow their own previews).",
        params: z.object({ id: z.string().max(100) }),
        querystring: LiveQuerySchema,
        headers: z.object({ "last-event-id": z.string().max(20).optional() }).loose(),
        response: {
          200: z.string().describe(`text/event-stream; event names: ${LIVE_EVENT_TYPES.join(", ")}`),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      // Any letter case of the id is the same tournament; a malformed id is 404 before any cache work.
      const id = publicTournamentId(request.params.id);
      const entry = id ? await loadPublicTournament(database, id, "page") : null;
      await authorizePublicRead(database, entry, () => request.currentUser());
      if (!id || !entry) return;
      const known = lastSeen(request.headers["last-event-id"], request.query.lastEventId);

      // Subscribe before reading the current version, so a change in between is not lost (duplicates are skipped).
      const pending: LiveEvent[] = [];
      let stream: ReturnType<typeof openSse> | null = null;
      let sent = known ?? -1;
      // Access was checked at connect only: a tournament that turns private or draft, or is deleted, ends the
      // stream after the event that announced it (the client's refetch then answers 404). Events arriving
      // while that check runs wait behind it, so none is sent once access is gone.
      let revoked = false;
      let queue: Promise<void> | null = null;
      const enqueue = (task: () => void | Promise<void>) => {
        const next: Promise<void> = (queue ?? Promise.resolve()).then(task);
        queue = next;
        void next.finally(() => {
          if (queue === next) queue = null;
        });
      };
      const recheck = async (event: LiveEvent) => {
        const allowed = await mayStillRead(
          database,
          id,
          () => request.currentUser(),
          publiclyVisibleAfter(database, event),
        ).catch(() => false);
        if (allowed || revoked) return;
        revoked = true;
        reply.raw.end();
      };
      const deliver = (event: LiveEvent) => {
        if (!stream || revoked || event.version <= sent) return;
        sent = event.version;
        stream.write(eventFrame(event));
        if (event.type === "status" || event.type === "general") enqueue(() => recheck(event));
      };
      const forward = (event: LiveEvent) => {
        if (!stream) pending.push(event);
        else if (queue) enqueue(() => deliver(event));
        else deliver(event);
      };
      const unsubscribe = request.server.live.subscribe("tournament", entry.meta.id, forward);
      // The cached entry may be older than the latest change; a fresh load is cheap (the cache refills).
      const current = (await loadPublicTournament(database, id, "page"))?.meta.version ?? entry.meta.version;

      stream = openSse(request, reply);
      if (known === null || known < current) {
        sent = current;
        stream.send(liveFrame({ type: "sync", version: current }));
      }
      for (const event of pending.splice(0)) forward(event);
      await stream.closed;
      unsubscribe();
    },
  );
}
