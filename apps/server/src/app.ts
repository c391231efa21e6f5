import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { LiveHub } from "./lib/live.ts";
import { loggingOptions } from "./lib/logger.ts";
import type { Mailer } from "./lib/mail.ts";
import { closeAllSse } from "./lib/sse.ts";
import { validatorCompiler } from "./lib/validation.ts";
import { errorsPlugin, sendFrameworkError } from "./plugins/errors.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { securityPlugin } from "./plugins/security.ts";
import { authenticatedContext, sessionPlugin } from "./plugins/session.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { authRoutes } from "./routes/auth.ts";
import { calendarRoutes } from "./routes/calendar.ts";
import { contactRoutes } from "./routes/contact.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { eventExportRoutes } from "./routes/event-exports.ts";
import { eventRegistrationRoutes } from "./routes/event-registration.ts";
import { eventReporterSessionRoutes, eventReportingRoutes } from "./routes/event-reporting.ts";
import { eventRoutes } from "./routes/events.ts";
import { fileRoutes } from "./routes/files.ts";
import { funinoResultRoutes, funinoRoutes } from "./routes/funino.ts";
import { galleryRoutes } from "./routes/galleries.ts";
import { healthRoutes } from "./routes/health.ts";
import { legalRoutes } from "./routes/legal.ts";
import { liveRoutes } from "./routes/live.ts";
import { matchCardRoutes } from "./routes/match-cards.ts";
import { messageRoutes } from "./routes/message.ts";
import { officialsRoutes } from "./routes/officials.ts";
import { operatorRoutes } from "./routes/operator.ts";
import { operatorContactRoutes } from "./routes/operator-contact.ts";
import { operatorRetentionRoutes } from "./routes/operator-retention.ts";
import { passwordRoutes } from "./routes/password-reset.ts";
import { platformStatsRoutes } from "./routes/platform-stats.ts";
import { publicEventRoutes } from "./routes/public-events.ts";
import { publicFuninoRoutes } from "./routes/public-funino.ts";
import { publicTournamentRoutes } from "./routes/public-tournaments.ts";
import { reporterLinkRoutes } from "./routes/reporter-links.ts";
import { operatorReportRoutes, reportRoutes } from "./routes/reports.ts";
import { scheduleRoutes } from "./routes/schedule-export.ts";
import { seoRoutes } from "./routes/seo.ts";
import { shortLinkRoutes } from "./routes/short-link.ts";
import { tournamentAccessRoutes } from "./routes/tournament-access.ts";
import { tournamentPlanRoutes } from "./routes/tournament-plan.ts";
import { tournamentResultRoutes } from "./routes/tournament-results.ts";
import { tournamentRoutes } from "./routes/tournaments.ts";
import { userRoutes } from "./routes/user.ts";
import { registrationRoutes, waitingListRoutes } from "./routes/waiting-list.ts";
import { accountsPlugin } from "./services/accounts-plugin.ts";
import { retentionPlugin } from "./services/retention.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Change events of tournaments and festivals, for SSE streams. */
    live: LiveHub;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  version?: string;
  /** Where mails go; defaults to SMTP_URL or the DATA_DIR/outbox (tests pass their own). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout; a test reads what would be logged (logging is off in tests otherwise). */
  logStream?: DestinationStream;
};

/** The whole application; `server.ts` listens, tests call `inject()`. */
export async function buildApp({
  config,
  database,
  version = "dev",
  mailer,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, logStream),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The x-request-id answer header is set with the security headers (plugins/security.ts).

  // External plugins, then ours, then routes: later registrations may rely on earlier ones.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimit, { global: false });
  await app.register(openapiPlugin, { version });
  await app.register(sessionPlugin, { config, database });
  await app.register(accountsPlugin, { config, database, mailer });
  await app.register(retentionPlugin, { config, database });

  await app.register(healthRoutes, { database });
  // Anonymous calls, calls that take a session or a token, and calls that check the session themselves.
  for (const routes of [
    authRoutes,
    publicTournamentRoutes,
    publicEventRoutes,
    eventExportRoutes,
    platformStatsRoutes,
    liveRoutes,
    calendarRoutes,
    publicFuninoRoutes,
    userRoutes,
    funinoResultRoutes,
    tournamentResultRoutes,
    eventReporterSessionRoutes,
    registrationRoutes,
    eventRegistrationRoutes,
    galleryRoutes,
    fileRoutes,
    scheduleRoutes,
    passwordRoutes,
    contactRoutes,
    reportRoutes,
    legalRoutes,
  ]) {
    await app.register(routes, { config, database });
  }
  // Calls that need a session: one encapsulated context whose hook authenticates each request once.
  await app.register(
    authenticatedContext([
      tournamentRoutes,
      tournamentPlanRoutes,
      officialsRoutes,
      matchCardRoutes,
      tournamentAccessRoutes,
      reporterLinkRoutes,
      dashboardRoutes,
      funinoRoutes,
      eventRoutes,
      eventReportingRoutes,
      messageRoutes,
      waitingListRoutes,
      operatorRoutes,
      operatorReportRoutes,
      operatorContactRoutes,
      operatorRetentionRoutes,
    ]),
    { config, database },
  );
  await app.register(seoRoutes, { config, database });
  await app.register(shortLinkRoutes, { database });
  await app.register(spaPlugin, {
    webDist: config.webDist,
    gaMeasurementId: config.gaMeasurementId,
    database,
    publicUrl: config.publicUrl,
  });

  // Live fan-out: every process listens; writes NOTIFY inside their transaction (lib/live.ts).
  const live = new LiveHub(database);
  await live.start();
  app.decorate("live", live);

  app.addHook("preClose", async () => {
    closeAllSse(app);
  });
  app.addHook("onClose", async () => {
    await live.close();
    await database.close();
  });
  return app;
}
