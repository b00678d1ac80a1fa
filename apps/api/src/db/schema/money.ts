// Courses, donations and the money ledger (decisions M1–M9, C2). Amounts are integer cents.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@quit/domain/constants';
import { COURSE_STATES, OPEN_COURSE_STATES } from '@quit/domain/course-state';
import { DONATION_STATUSES } from '@quit/domain/donation';
import { DONATION_POTS } from '@quit/domain/follow-up';
import { PAYOUT_STATUSES } from '@quit/domain/payout';
import { REFUND_STATUSES } from '@quit/domain/refund-split';
import { users } from './auth';
import { oneOf } from './vocabulary';

const cents = (name: string) => bigint(name, { mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true });

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the participant's account is deleted (C6): the bookkeeping stays. */
    participantId: text('participant_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: COURSE_STATES }).notNull().default('funding'),
    startDate: date('start_date', { mode: 'string' }),
    /** Set with a partial test outcome (C5): diary days marked "not smoked". */
    smokeFreeDays: integer('smoke_free_days'),
    /** Cache of the participant's share of confirmed money; the ledger is the truth (M9). */
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_one_open_per_participant')
      .on(t.participantId)
      .where(sql`${t.state} in (${oneOf(OPEN_COURSE_STATES)})`),
    index('courses_participant_idx').on(t.participantId),
    index('courses_state_created_idx').on(t.state, t.createdAt, t.id),
    index('courses_created_idx').on(t.createdAt, t.id),
    check('courses_state_check', sql`${t.state} in (${oneOf(COURSE_STATES)})`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** The supporter account the donor email matched (A5); null for donors without one. */
    supporterId: text('supporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Personal data: erased (null) when the donor's account is deleted. */
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    message: text('message'),
    anonymous: boolean('anonymous').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    coverFee: boolean('cover_fee').notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    shareCents: cents('share_cents').notNull(),
    chargedCents: cents('charged_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('open'),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    checkoutId: text('checkout_id'),
    paymentId: text('payment_id'),
    paidOutCents: cents('paid_out_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    /** C7: the kept gift of an ended course this donation carries into the next attempt. */
    carriedFromId: uuid('carried_from_id'),
    /** C8 (record 0083): the course's own pot, or the 3-month test's stay-quit bonus pot. */
    pot: text('pot', { enum: DONATION_POTS }).notNull().default('course'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donations_checkout_idx').on(t.checkoutId),
    index('donations_course_idx').on(t.courseId),
    // The public fundraiser's gift list, newest first, paged by (created_at, id).
    index('donations_course_created_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
    index('donations_supporter_idx').on(t.supporterId),
    uniqueIndex('donations_carried_from_idx').on(t.carriedFromId),
    check('donations_status_check', sql`${t.status} in (${oneOf(DONATION_STATUSES)})`),
    check('donations_pot_check', sql`${t.pot} in (${oneOf(DONATION_POTS)})`),
    check('donations_language_check', sql`${t.language} in (${oneOf(LANGUAGES)})`),
    check(
      'donations_amounts_check',
      sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.shareCents} >= 0 and ${t.chargedCents} = ${t.shareCents} + ${t.feeCents}`,
    ),
  ],
);

/**
 * The ledger's accounts, per course. `donors` is the outside world the money comes from;
 * `refunded`, `paid_out` and `fees` are where it ends. Every other account holds money the
 * platform has and must never go below zero. The participant's figures are the `*_share`
 * accounts; the fee part of each donation is kept apart until it is earned or refunded (M8).
 */
export const LEDGER_ACCOUNTS = [
  'donors',
  'pending_share',
  'pending_fee',
  'available_share',
  'available_fee',
  'refunding',
  'refunded',
  'paying_out',
  /**
   * Transferred to the participant's payout account at the provider, whose payout to the bank
   * failed after it was sent: the money sits there, not on the platform, until paid out again.
   */
  'payout_returned',
  'fees_pending',
  'paid_out',
  'fees',
  /** C7: gifts of an ended course kept for the participant's next attempt (no fee taken yet). */
  'kept_share',
  'kept_fee',
  /**
   * C7: kept money on its way from the ended course to the next one. The move posts +x here on
   * the ended course and −x on the next in one transaction, so over all courses it sums to zero.
   */
  'carried',
  /**
   * C8 (record 0083): the stay-quit bonus pot of the course's 3-month follow-up test, kept apart
   * from the course's own money: paid at the checkout, then confirmed (held until the test).
   */
  'bonus_pending_share',
  'bonus_pending_fee',
  'bonus_share',
  'bonus_fee',
  /** C8: the bonus pot's payout on its way and paid (the course's own figures stay its own). */
  'bonus_paying_out',
  'bonus_paid_out',
  /**
   * Record 0101: the bonus pot's `payout_returned` — its payout failed after it was sent, so the
   * money is on the participant's payout account at the provider until it is paid out again.
   */
  'bonus_payout_returned',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Append-only (a trigger refuses UPDATE and DELETE); the rows of one movement sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movementId: uuid('movement_id').notNull(),
    kind: text('kind').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    donationId: uuid('donation_id').references(() => donations.id),
    payoutId: uuid('payout_id'),
    refundId: uuid('refund_id'),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_course_idx').on(t.courseId), index('ledger_donation_idx').on(t.donationId)],
);

/**
 * Kept balances (issue 15): one row per course and ledger account, moved in the same
 * transaction as every ledger movement (`postMovement`), so reading a balance costs the same at
 * 10 or 100,000 gifts. The ledger stays the truth: `npm run ledger:check` compares the two.
 */
export const keptBalances = pgTable(
  'course_balances',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    cents: cents('cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.account] })],
);

/** One row per idempotency key: a retried money call finds its first result here. */
export const moneyOperations = pgTable('money_operations', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  courseId: uuid('course_id').references(() => courses.id),
  /** What the first call produced (a donation or payout id), returned to every retry. */
  resultId: text('result_id'),
  /** SHA-256 of the first call's validated request: the same key with another request is refused. */
  requestHash: text('request_hash'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Provider webhook events already acted on (stored in the same transaction as the effect). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

export { REFUND_STATUSES };

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_one_per_donation').on(t.donationId),
    uniqueIndex('refunds_provider_idx').on(t.providerRefundId),
    index('refunds_status_idx').on(t.status),
    index('refunds_course_idx').on(t.courseId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export { PAYOUT_STATUSES };

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    kind: text('kind', { enum: ['full', 'partial'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    accountId: text('account_id').notNull(),
    /** Pays out money already on the participant's account (returned by a failed payout). */
    fromAccountBalance: boolean('from_account_balance').notNull().default(false),
    /** C8 (record 0083): the course's own pot, or the stay-quit bonus pot paid on a 3-month pass. */
    pot: text('pot', { enum: DONATION_POTS }).notNull().default('course'),
    providerPayoutId: text('provider_payout_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one payout of a course's pot is under way or done; a failed one may be tried again.
    uniqueIndex('payouts_one_live_per_course_pot')
      .on(t.courseId, t.pot)
      .where(sql`${t.status} <> 'failed'`),
    uniqueIndex('payouts_provider_idx').on(t.providerPayoutId),
    index('payouts_status_idx').on(t.status),
    index('payouts_course_idx').on(t.courseId),
    check('payouts_pot_check', sql`${t.pot} in (${oneOf(DONATION_POTS)})`),
  ],
);

/** The participant's payout method: the provider account and its bank account (never the IBAN). */
export const payoutAccounts = pgTable('payout_accounts', {
  participantId: text('participant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  accountId: text('account_id').notNull(),
  onboarded: boolean('onboarded').notNull().default(false),
  bankAccountId: text('bank_account_id'),
  bankHolder: text('bank_holder'),
  bankCountry: text('bank_country'),
  bankLast4: text('bank_last4'),
  /**
   * Bank account changes begun (counted before the provider is called) and the count the stored
   * bank account was last known to match the provider at. Unequal: a change may have reached the
   * provider without being stored here, so the next read asks the provider (payout-methods).
   */
  bankChangesStarted: integer('bank_changes_started').notNull().default(0),
  bankChangesSynced: integer('bank_changes_synced').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
