// Nicotine test kits (decision T1) and the tests taken with them (T2, T3): the photo, the
// reader's prediction, an operator's decision when it went to review, and the final result.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  IDENTITY_STATES,
  TEST_KINDS,
  TEST_RESULTS,
  TEST_STATUSES,
  TESTKIT_STATES,
  type IdentityState,
} from '@quit/domain/nicotine-test';
import { users } from './auth';
import { followUps } from './follow-ups';
import { courses } from './money';
import { oneOf } from './vocabulary';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export { IDENTITY_STATES, TEST_KINDS, TEST_RESULTS, TEST_STATUSES, TESTKIT_STATES };

export const testkits = pgTable(
  'testkits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The code printed as the QR code, e.g. QP-7K3M9X2A (docs/test-kit.md). */
    code: text('code').notNull(),
    state: text('state', { enum: TESTKIT_STATES }).notNull().default('unused'),
    /** The course it was posted for; null while in stock. */
    courseId: uuid('course_id').references(() => courses.id),
    assignedAt: moment('assigned_at'),
    /** The tracking text the operator entered when posting it (carrier and number), shown in the mail. */
    trackingText: text('tracking_text'),
    /** C8 (record 0082): posted for this follow-up test of the (passed) course, else null. */
    followUpId: uuid('follow_up_id').references(() => followUps.id),
    /** When the participant scanned it and started the 5-minute wait (held by the server). */
    startedAt: moment('started_at'),
    usedAt: moment('used_at'),
    missingAt: moment('missing_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('testkits_code').on(t.code),
    // T7: a course holds a kit for each spot test and one for the final test; the number is
    // checked when an operator assigns one (modules/testkit/admin-kits.ts).
    index('testkits_course_idx').on(t.courseId),
    index('testkits_follow_up_idx').on(t.followUpId),
    check('testkits_state_check', sql`${t.state} in (${oneOf(TESTKIT_STATES)})`),
    check(
      'testkits_started_needs_course',
      sql`${t.startedAt} is null or ${t.courseId} is not null`,
    ),
  ],
);

export const testkitTests = pgTable(
  'testkit_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testkitId: uuid('testkit_id')
      .notNull()
      .references(() => testkits.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** T7: the final test, or a spot test (its schedule row points here: spot_tests.test_id). */
    kind: text('kind', { enum: TEST_KINDS }).notNull().default('final'),
    /** C8: the follow-up test this is (kind 'follow_up'), from its kit. */
    followUpId: uuid('follow_up_id').references(() => followUps.id),
    /** Storage key of the photo (metadata stripped); null once deleted (28 days after final). */
    photoKey: text('photo_key'),
    predicted: text('predicted', { enum: TEST_RESULTS }),
    confidence: doublePrecision('confidence').notNull(),
    /** The reader's measurements and its reason, for the operator. */
    reading: jsonb('reading').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: TEST_STATUSES }).notNull(),
    result: text('result', { enum: TEST_RESULTS }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** The participant disputed the reading (T3): the test went to an operator. */
    disputedAt: moment('disputed_at'),
    disputeNote: text('dispute_note'),
    /** T8: an automatic pass held for an audit stands on its own after this moment. */
    auditDueAt: moment('audit_due_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    finalAt: moment('final_at'),
  },
  (t) => [
    index('testkit_tests_course_idx').on(t.courseId),
    index('testkit_tests_review_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'review'`),
    uniqueIndex('testkit_tests_one_per_kit').on(t.testkitId),
    check('testkit_tests_status_check', sql`${t.status} in (${oneOf(TEST_STATUSES)})`),
    check('testkit_tests_kind_check', sql`${t.kind} in (${oneOf(TEST_KINDS)})`),
    check(
      'testkit_tests_follow_up_check',
      sql`(${t.kind} = 'follow_up') = (${t.followUpId} is not null)`,
    ),
    // Held for an audit means a deadline (kept afterwards: the test was drawn for one).
    check(
      'testkit_tests_audit_has_due',
      sql`${t.status} <> 'audit' or ${t.auditDueAt} is not null`,
    ),
    check(
      'testkit_tests_final_has_result',
      sql`(${t.status} = 'final') = (${t.result} is not null and ${t.finalAt} is not null)`,
    ),
  ],
);

export type { IdentityState };

/**
 * Identity checks (decision A6): once per participant before the first test, at the payment
 * provider (Stripe Identity: document and selfie; or the sandbox's identity page). The result
 * arrives by the provider's signed webhook; only a `verified` row lets a test start.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The kit the check was started for (the spec's body field testkit_id). */
    testkitId: uuid('testkit_id').references(() => testkits.id),
    provider: text('provider').notNull(),
    /** The provider's verification session (vs_…). */
    sessionId: text('session_id').notNull(),
    state: text('state', { enum: IDENTITY_STATES }).notNull().default('pending'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    verifiedAt: moment('verified_at'),
  },
  (t) => [
    uniqueIndex('identity_verifications_session').on(t.sessionId),
    index('identity_verifications_participant_idx').on(t.participantId),
    check('identity_verifications_state_check', sql`${t.state} in (${oneOf(IDENTITY_STATES)})`),
  ],
);
