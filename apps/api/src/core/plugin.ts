// Configuration, database, clocks, job queue and providers: what every module builds on,
// decorated on the app once so modules take them from there.
import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { createMailer } from '../providers/mail/create-mailer';
import type { Mailer } from '../providers/mail/port';
import { createPayments } from '../providers/payments/create-payments';
import type { PaymentProvider } from '../providers/payments/port';
import type { SandboxPayments } from '../providers/payments/sandbox-payments';
import { createStorage } from '../providers/storage/create-storage';
import type { Storage } from '../providers/storage/port';
import { systemClock, type Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import { registerPrune, schedulePrune } from '../platform/prune';
import { JobRunner } from '../platform/jobs';
import { AppMetrics, measureRequests, poolOf } from '../platform/metrics';
import { createTravelClock, type TravelClock } from '../platform/travel-clock';
import { sharedSecret } from '../platform/auth/secret';
import { ChangeBus } from '../platform/changes';
import { mayWrite } from '../platform/recent-writes';
import { trackCommits } from '../db/after-commit';
import type { ServiceDeps } from './service-deps';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Real time: session lifetimes and everything about accounts. */
    clock: Clock;
    /** The product's calendar (courses, money, jobs); may travel in sandbox mode. */
    calendar: Clock;
    /** The sandbox's movable calendar; undefined with real payments or a given clock. */
    travel: TravelClock | undefined;
    /** The job queue of this process (tests call `jobs.runDue()` instead of waiting for polls). */
    jobs: JobRunner;
    mailer: Mailer;
    /** File storage (seminar media). */
    storage: Storage;
    payments: {
      provider: PaymentProvider;
      /** The local payment sandbox, when no Stripe key is configured. */
      sandbox: SandboxPayments | undefined;
      webhookSecret: string;
    };
    /** What every module's services are built on (core/service-deps.ts). */
    services: ServiceDeps;
    /** What changed, told once it is final: caches drop what it touched (platform/changes.ts). */
    changes: ChangeBus;
    /** This process's figures for Prometheus (platform/metrics.ts, record 0074). */
    metrics: AppMetrics;
  }
}

/** Uniform in [0, 1) from the operating system's cryptographic source (48 bits). */
const cryptoRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

export type CoreOptions = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Time for everything (tests of session expiry move it). */
  clock?: Clock | undefined;
  /** Time for the product's calendar only (courses, money, jobs); sessions keep `clock`. */
  calendarClock?: Clock | undefined;
  mailer?: Mailer | undefined;
  /** File storage (seminar media); default from the configuration. */
  storage?: Storage | undefined;
  /** Uniform random numbers in [0, 1) for draws (T8 audits); default a cryptographic source. */
  random?: (() => number) | undefined;
};

export const corePlugin = fp<CoreOptions>(
  async (app, options) => {
    const { config } = options;
    const changes = new ChangeBus();
    // Writes to the ledger tell the bus once their transaction has committed.
    const db = trackCommits(options.db, (committed) => {
      for (const change of committed) changes.emit(change);
    });
    // The product's calendar may travel in sandbox mode; session lifetimes always use real time.
    const travel =
      options.clock === undefined &&
      options.calendarClock === undefined &&
      config.payments.kind === 'sandbox'
        ? await createTravelClock(db)
        : undefined;
    const calendar = options.calendarClock ?? options.clock ?? travel ?? systemClock;
    const jobs = new JobRunner({ db, clock: calendar, log: app.log });
    registerPrune(jobs, { db, now: () => calendar.now() });
    const mailer =
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: options.logger });
    const { payments, sandbox, webhookSecret } = await createPayments({
      config: config.payments,
      db,
      clock: calendar,
      publicUrl: config.publicUrl,
    });

    app.decorate('changes', changes);
    const metrics = new AppMetrics(poolOf(options.db));
    app.decorate('metrics', metrics);
    measureRequests(app, metrics);
    jobs.onRoundDone(() => changes.emit({ kind: 'jobs-round' }));
    // A request that may write: caches of who is calling and per-user answers drop what they
    // hold before it runs and again after (a read that ran meanwhile is not kept).
    app.addHook('onRequest', (request, _reply, done) => {
      if (mayWrite(request)) changes.emit({ kind: 'write' });
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      if (mayWrite(request)) changes.emit({ kind: 'write' });
      done();
    });
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('clock', options.clock ?? systemClock);
    app.decorate('calendar', calendar);
    app.decorate('travel', travel);
    app.decorate('jobs', jobs);
    app.decorate('mailer', mailer);
    app.decorate('storage', options.storage ?? createStorage(config.storage));
    app.decorate('payments', { provider: payments, sandbox, webhookSecret });
    app.decorate('services', {
      db,
      clock: calendar,
      payments,
      mailer,
      storage: app.storage,
      jobs,
      log: app.log,
      linkSecret: await sharedSecret(db, 'donation_link_secret'),
      random: options.random ?? cryptoRandom,
      metrics,
      settings: {
        publicUrl: config.publicUrl,
        ownOrigins: config.ownOrigins,
        startDateMaxDays: config.startDateMaxDays,
        currency: config.currency,
        minBalanceCents: config.minBalanceCents,
        donationMinCents: config.donationMinCents,
        donationMaxCents: config.donationMaxCents,
        payoutCountry: config.payoutCountry,
        testAuditShare: config.testAuditShare,
        spotTests: config.spotTests,
      },
    });

    app.addHook('onReady', async () => {
      // A process that works jobs keeps the daily prune's chain alive (tests prune by hand).
      if (config.jobsPollMs > 0) await schedulePrune(db, calendar.now());
      jobs.start(config.jobsPollMs);
    });
    app.addHook('onClose', async () => {
      travel?.stop();
      await jobs.stop();
      changes.clear();
    });
  },
  { name: 'core' },
);
