import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import type { Config } from './platform/config';
import { errorHandler } from './platform/error-handler';
import { requestLanguage } from './platform/language';
import { openApi } from './platform/openapi';
import { securityHeaders } from './platform/security';
import { webApp } from './platform/web-app';
import { federatedRoutes } from './modules/account/federated-routes';
import type { AccountDeps } from './modules/account/deps';
import { accountRoutes } from './modules/account/routes';
import { moneyBeforeAccountDeletion } from './modules/money/account-deletion';
import { resetMailSender } from './modules/account/reset-mail';
import { contactRoutes } from './modules/contact/routes';
import { profileRoutes } from './modules/profile/routes';
import { createAuth } from './platform/auth/better-auth';
import { accessGuard } from './platform/auth/access';
import { hasRole } from './modules/account/people';
import { sameOriginGuard } from './platform/auth/same-origin';
import { authSecret, sharedSecret } from './platform/auth/secret';
import { sessionPlugin } from './platform/auth/session';
import { systemClock, type Clock } from './platform/clock';
import { createMailer } from './providers/mail/create-mailer';
import type { Mailer } from './providers/mail/port';
import { globalRoutes } from './modules/global/routes';
import { healthRoutes } from './modules/health/routes';
import type { MoneyDeps } from './modules/money/deps';
import { registerMoneyJobs } from './modules/money/jobs';
import { participantMoneyRoutes } from './modules/money/participant-routes';
import { publicMoneyRoutes } from './modules/money/public-routes';
import { supporterMoneyRoutes } from './modules/money/supporter-routes';
import { webhookRoutes } from './modules/money/webhook-routes';
import { sandboxRoutes } from './modules/sandbox/routes';
import { JobRunner } from './platform/jobs';
import { createTravelClock } from './platform/travel-clock';
import { clockRoutes } from './modules/course/clock-routes';
import { registerCourseJobs } from './modules/course/jobs';
import { courseRoutes } from './modules/course/routes';
import type { ReminderDeps } from './modules/reminders/deps';
import { registerReminderJobs } from './modules/reminders/jobs';
import { resumeReminderChains } from './modules/reminders/schedule';
import { reminderRoutes } from './modules/reminders/routes';
import { createPayments } from './providers/payments/create-payments';
import { SANDBOX_JOBS, signSandboxEvent } from './providers/payments/sandbox-payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of this process (tests call `jobs.runDue()` instead of waiting for polls). */
    jobs: JobRunner;
    /** The money services' dependencies (the course module and tests call the engines with them). */
    money: MoneyDeps;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP app in a fixed order: platform → API modules → web app. */
export async function buildApp(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  /** Time for everything (tests of session expiry move it). */
  clock?: Clock;
  /** Time for the product's calendar only (courses, money, jobs); sessions keep `clock`. */
  calendarClock?: Clock;
  mailer?: Mailer;
}): Promise<FastifyInstance> {
  const { config, db } = deps;
  // The product's calendar may travel in sandbox mode; session lifetimes always use real time.
  const travel =
    deps.clock === undefined &&
    deps.calendarClock === undefined &&
    config.payments.kind === 'sandbox'
      ? await createTravelClock(db)
      : undefined;
  const clock = deps.calendarClock ?? deps.clock ?? travel ?? systemClock;
  const authClock = deps.clock ?? systemClock;
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: deps.logger });
  const auth = createAuth({
    db,
    secret: await authSecret(db, config.authSecret),
    publicUrl: config.publicUrl,
    clock: authClock,
    oidc: config.oidc,
    sendResetPassword: resetMailSender(db, mailer, config.publicUrl),
  });
  const accountDeps: AccountDeps = { db, auth, clock: authClock, mailer, beforeDeletion: [] };
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-request-id', request.id);
    next();
  });
  // One log line per request, after the answer (no query strings: they may carry tokens).
  app.addHook('onResponse', (request, reply, next) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    next();
  });

  const jobs = new JobRunner({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const { payments, sandbox, webhookSecret } = await createPayments({
    config: config.payments,
    db,
    clock,
    publicUrl: config.publicUrl,
  });
  const moneyDeps: MoneyDeps = {
    db,
    clock,
    payments,
    mailer,
    jobs,
    log: app.log,
    settings: {
      publicUrl: config.publicUrl,
      currency: config.currency,
      minBalanceCents: config.minBalanceCents,
      donationMinCents: config.donationMinCents,
      donationMaxCents: config.donationMaxCents,
      payoutCountry: config.payoutCountry,
    },
  };
  app.decorate('money', moneyDeps);
  accountDeps.beforeDeletion.push(moneyBeforeAccountDeletion(moneyDeps));
  registerMoneyJobs(jobs, moneyDeps);
  registerCourseJobs(jobs, moneyDeps);
  const reminderDeps: ReminderDeps = {
    db,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    unsubscribeSecret: await sharedSecret(db, 'reminder_unsubscribe_secret'),
  };
  registerReminderJobs(jobs, reminderDeps);
  await resumeReminderChains(db);
  if (sandbox) {
    // Sandbox events take the same road as Stripe's: a signed POST to the webhook.
    jobs.register(SANDBOX_JOBS.webhook, async (payload) => {
      const body = JSON.stringify(payload['event']);
      const response = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signSandboxEvent(body, webhookSecret),
        },
      });
      if (response.statusCode >= 300) {
        throw new Error(`sandbox webhook answered ${response.statusCode}: ${response.body}`);
      }
    });
    jobs.register(SANDBOX_JOBS.settle, async (payload) => {
      await sandbox.settleCheckout(String(payload['checkoutId']), 'paid');
    });
  }
  app.addHook('onReady', (done) => {
    jobs.start(config.jobsPollMs);
    done();
  });
  app.addHook('onClose', async () => {
    travel?.stop();
    await jobs.stop();
  });

  const settings = { minBalanceCents: config.minBalanceCents, currency: config.currency };
  await app.register(requestLanguage);
  await app.register(errorHandler, { settings });
  await app.register(securityHeaders, { https: config.publicUrl.startsWith('https://') });
  await app.register(openApi);
  await app.register(sameOriginGuard);
  await app.register(sessionPlugin, { auth, db, clock: authClock });
  await app.register(accessGuard, { hasRole: (userId, role) => hasRole(db, userId, role) });

  await app.register(healthRoutes, { db });
  await app.register(globalRoutes, { config });
  await app.register(contactRoutes, { db, clock });
  await app.register(accountRoutes, { deps: accountDeps });
  await app.register(federatedRoutes, {
    deps: accountDeps,
    providerName: config.oidc?.providerName,
    publicUrl: config.publicUrl,
  });
  await app.register(profileRoutes, { deps: accountDeps });
  await app.register(publicMoneyRoutes, { deps: moneyDeps });
  await app.register(participantMoneyRoutes, { deps: moneyDeps });
  await app.register(supporterMoneyRoutes, { deps: moneyDeps });
  await app.register(webhookRoutes, { deps: moneyDeps });
  await app.register(courseRoutes, { deps: moneyDeps });
  await app.register(reminderRoutes, { deps: reminderDeps });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
  if (travel) await app.register(clockRoutes, { clock: travel, jobs });

  await app.register(webApp, { distDir: config.webDistDir, settings });
  return app;
}
