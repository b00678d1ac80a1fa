// Cross-cutting tables: shared rate-limit counters, the security audit trail, the mail outbox.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  integer,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Security events; never passwords or tokens. user_id stays after the account is deleted. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    userId: text('user_id'),
    email: text('email'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_user_id_idx').on(t.userId, t.id),
    // Operators' actions about a person (the console's record of that person).
    index('audit_events_target_idx').on(sql`(${t.detail} ->> 'targetId')`, t.id),
  ],
);

/** Mails of the local outbox (no SMTP configured); operators read them here and in the log. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers the mail carried (e.g. List-Unsubscribe), so they can be checked locally. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt, t.id)],
);

/**
 * Scheduled mails already sent, one row per mail key (record 0070): the job that sends one
 * inserts its key in the transaction around the send, so a replayed job or a second worker
 * finds it and sends nothing.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** Settings generated once and shared by every API process (e.g. the session signing secret). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Work that runs later or again: scheduled course transitions, provider calls that must be
 * retried, mails decided inside a money transaction. Claimed with FOR UPDATE SKIP LOCKED, so
 * any number of API processes can work the queue without running a job twice at once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A job with a key is enqueued once; enqueuing it again is a no-op. */
    key: text('key').unique(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_state_updated_idx').on(t.state, t.updatedAt, t.id),
  ],
);

/** The local payment sandbox's own records (checkout sessions, refunds, accounts, payouts). */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
