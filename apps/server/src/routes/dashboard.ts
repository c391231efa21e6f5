import { PageSchema } from "@kickoff/domain/tournament-contracts.ts";
import { DashboardPageSchema } from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { presentListItem } from "../presenters/tournament.ts";
import { listTournaments } from "../repositories/tournaments.ts";

const tag = "dashboard";

const PAGING =
  "Body `{page, size}`: `page` is zero-based (default 0), `size` 1–100 (default 20); anything else is 400 " +
  "VALIDATION_FAILED. Answers the page's items (status, dates, team count, the caller's role) and the total. " +
  "Past = finished or archived, or the last day is before today (UTC).";

/** The organiser's tournament lists (spec §7 Dashboard); registered in the authenticated context. */
export async function dashboardRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const today = () => new Date().toISOString().slice(0, 10);

  for (const [url, past, summary] of [
    ["/api/v1/dashboard/alltmentview", false, "My tournaments (not past), newest first"],
    ["/api/v1/dashboard/pasttournaments", true, "My past tournaments, latest first"],
  ] as const) {
    r.put(
      url,
      {
        schema: {
          tags: [tag],
          summary,
          description: `Tournaments the caller owns. ${PAGING}`,
          security: [{ session: [] }],
          body: PageSchema,
          response: { 200: DashboardPageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        const { page, size } = request.body;
        const { items, total } = await listTournaments(db, { ownerId: user.id, past, today: today() }, page, size);
        return { items: items.map((i) => presentListItem(i, user.id)), page, size, total };
      },
    );
  }
}
