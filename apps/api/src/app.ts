import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from './db/client';
import { accountModule } from './modules/account/plugin';
import { adminModule } from './modules/admin/plugin';
import { chatModule } from './modules/chat/plugin';
import { authPlugin } from './modules/account/auth-plugin';
import { consentModule } from './modules/consent/plugin';
import { contactModule } from './modules/contact/plugin';
import { courseModule } from './modules/course/plugin';
import { dashboardModule } from './modules/dashboard/plugin';
import { globalRoutes } from './modules/global/routes';
import { graphqlModule } from './modules/graphql/plugin';
import { healthRoutes } from './modules/health/routes';
import { moneyModule } from './modules/money/plugin';
import { providerEventsModule } from './modules/provider-events/plugin';
import { programmeModule } from './modules/programme/plugin';
import { questionnairesModule } from './modules/questionnaires/plugin';
import { pushModule } from './modules/push/plugin';
import { remindersModule } from './modules/reminders/plugin';
import { sandboxModule } from './modules/sandbox/plugin';
import { testkitModule } from './modules/testkit/plugin';
import { testimonialsModule } from './modules/testimonials/plugin';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import { corePlugin } from './core/plugin';
import { errorHandler } from './platform/error-handler';
import { requestLanguage } from './platform/language';
import { openApi } from './platform/openapi';
import { compressLargeJson } from './platform/compression';
import { recentWrites } from './platform/recent-writes';
import { securityHeaders } from './platform/security';
import { createServer } from './platform/server';
import { webApp } from './platform/web-app';
import type { Mailer } from './providers/mail/port';
import type { Storage } from './providers/storage/port';
import { fundraiserModule } from './modules/fundraiser/plugin';
import { shareCardModule } from './modules/share-card/plugin';

/**
 * The whole HTTP app, as plugins in a fixed order: core (config, database, clocks, jobs,
 * providers) → HTTP platform → auth → modules → sandbox (only on the payment sandbox) → web app.
 */
export async function buildApp(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  /** Time for everything (tests of session expiry move it). */
  clock?: Clock;
  /** Time for the product's calendar only (courses, money, jobs); sessions keep `clock`. */
  calendarClock?: Clock;
  mailer?: Mailer;
  /** File storage (seminar media); default from the configuration. */
  storage?: Storage;
  /** Uniform random numbers in [0, 1) for draws (T8 audits); default a cryptographic source. */
  random?: () => number;
}): Promise<FastifyInstance> {
  const { config } = deps;
  const settings = {
    minBalanceCents: config.minBalanceCents,
    currency: config.currency,
    startDateMaxDays: config.startDateMaxDays,
  };
  const app = createServer(config, deps.logger);

  await app.register(corePlugin, deps);

  await app.register(requestLanguage);
  await app.register(errorHandler, { settings });
  await app.register(securityHeaders, { https: config.publicUrl.startsWith('https://') });
  await app.register(recentWrites, { https: config.publicUrl.startsWith('https://') });
  await app.register(compressLargeJson); // before any route: it attaches to routes as they come
  await app.register(openApi);

  await app.register(authPlugin);

  await app.register(healthRoutes, { db: app.db });
  await app.register(globalRoutes, { config });
  await app.register(contactModule);
  await app.register(accountModule);
  await app.register(moneyModule);
  await app.register(courseModule);
  await app.register(consentModule);
  await app.register(programmeModule);
  await app.register(questionnairesModule);
  await app.register(pushModule);
  await app.register(remindersModule);
  await app.register(adminModule);
  await app.register(fundraiserModule);
  await app.register(shareCardModule);
  await app.register(graphqlModule);
  await app.register(testkitModule);
  await app.register(providerEventsModule);
  await app.register(chatModule);
  await app.register(testimonialsModule);
  await app.register(dashboardModule);
  if (app.payments.sandbox) await app.register(sandboxModule);

  await app.register(webApp, {
    distDir: config.webDistDir,
    settings,
    pageHead: (request, pathname) => app.pageHead(request, pathname),
  });
  return app;
}
