import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../providers/mail/port';
import type { PaymentProvider } from '../../providers/payments/port';

export type MoneySettings = {
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
};

/** What every money service needs; built once in app.ts. */
export type MoneyDeps = {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  mailer: Mailer;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  settings: MoneySettings;
  /** Signs donors' "where my money went" links (kept in app_secrets). */
  linkSecret: string;
};

/** Job kinds of the money module. */
export const MONEY_JOBS = {
  executeRefund: 'money.refund',
  executePayout: 'money.payout',
  donationMails: 'money.donation_mails',
  refundMail: 'money.refund_mail',
  payoutMail: 'money.payout_mail',
  sweep: 'money.sweep',
} as const;
