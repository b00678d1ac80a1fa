// What every module's services are built on: the database, the product's calendar, the job
// queue, the providers (payments, mail, storage) and the settings read from the configuration.
// Built once by the core plugin (core/plugin.ts) and handed to each module as `app.services`;
// a module that needs more extends it (the account module adds better-auth, for example).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { JobRunner } from '../platform/jobs';
import type { AppMetrics } from '../platform/metrics';
import type { Mailer } from '../providers/mail/port';
import type { PaymentProvider } from '../providers/payments/port';
import type { Storage } from '../providers/storage/port';

export type ServiceSettings = {
  publicUrl: string;
  /** Origins a donor's return address may be on (see Config.ownOrigins). */
  ownOrigins: string[];
  /** How far ahead a start date may be chosen, in days. */
  startDateMaxDays: number;
  currency: string;
  minBalanceCents: number;
  donationMinCents: number;
  donationMaxCents: number;
  payoutCountry: string;
  /** T8: the share of automatic passes held for an operator's audit (0–1). */
  testAuditShare: number;
  /** T7: unannounced spot tests per course (0–2). */
  spotTests: number;
};

export type ServiceDeps = {
  db: Db;
  /** The product's calendar (courses, money, jobs); may travel in sandbox mode. */
  clock: Clock;
  payments: PaymentProvider;
  mailer: Mailer;
  /** File storage (seminar media, test photos). */
  storage: Storage;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  settings: ServiceSettings;
  /** Signs donors' "where my money went" links (kept in app_secrets). */
  linkSecret: string;
  /** Uniform random numbers in [0, 1) for draws (T8 audits); tests hand in their own. */
  random: () => number;
  /** This process's counters (the money sweeper's repairs). */
  metrics: AppMetrics;
};
