// What makes a nicotine test trustworthy (decisions T4–T8): the unannounced spot tests drawn
// for a course, the witnessed recording of each test, the single-use hand-off of a test to a
// phone, and the participant's agreement that tests are filmed and one comes unannounced.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SPOT_TEST_STATES } from '@quit/domain/spot-test';
import { RECORDING_STATES } from '@quit/domain/test-recording';
import { users } from './auth';
import { courses } from './money';
import { testkits, testkitTests } from './testkit';
import { oneOf } from './vocabulary';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export { RECORDING_STATES, SPOT_TEST_STATES };

/**
 * T7: a spot test drawn for a course when its start date is chosen. `day` and both moments stay
 * hidden from every participant and supporter route until `announceAt` has passed.
 */
export const spotTests = pgTable(
  'spot_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1 for the first spot test of the course, 2 for the second (T7: 0–2). */
    ordinal: integer('ordinal').notNull(),
    /** The course day drawn (8–21), in the participant's calendar. */
    day: integer('day').notNull(),
    state: text('state', { enum: SPOT_TEST_STATES }).notNull().default('scheduled'),
    /** 08:00 local on that day: the participant is told. */
    announceAt: moment('announce_at').notNull(),
    /** 22:00 local on that day: the photo must have come. */
    dueAt: moment('due_at').notNull(),
    announcedAt: moment('announced_at'),
    /** The test taken for it (kind `spot`). */
    testId: uuid('test_id').references(() => testkitTests.id),
    /** An operator's decision on a missed spot test (excused once, or the course fails). */
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: moment('decided_at'),
    note: text('note'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('spot_tests_course_idx').on(t.courseId),
    index('spot_tests_announce_idx')
      .on(t.announceAt)
      .where(sql`${t.state} = 'scheduled'`),
    uniqueIndex('spot_tests_test').on(t.testId),
    check('spot_tests_state_check', sql`${t.state} in (${oneOf(SPOT_TEST_STATES)})`),
    check('spot_tests_day_check', sql`${t.day} between 1 and 28`),
  ],
);

/**
 * T5: the witnessed recording of one kit's test, uploaded in chunks while it runs (tus). The
 * server notes when each chunk arrived (`arrivals`: [ms since `createdAt`, byte offset]) to
 * see whether it covers the collection and the wait; `presence` holds the device's per-second
 * flags (QR code in view, a face in view) during the collection, never a face template.
 */
export const testRecordings = pgTable(
  'test_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: text('participant_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    testkitId: uuid('testkit_id')
      .notNull()
      .references(() => testkits.id),
    /** The test whose photo it witnessed, once the photo came. */
    testId: uuid('test_id').references(() => testkitTests.id),
    state: text('state', { enum: RECORDING_STATES }).notNull().default('recording'),
    /** Storage key of the file (null once deleted). */
    storageKey: text('storage_key'),
    /** The container the browser recorded (video/webm, video/mp4). */
    mimeType: text('mime_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    arrivals: jsonb('arrivals').$type<[number, number][]>().notNull().default([]),
    presence: jsonb('presence').$type<Record<string, unknown>>(),
    createdAt: moment('created_at').notNull(),
    completedAt: moment('completed_at'),
    /** When the retention job removes it (T5: 30 days after the outcome is final). */
    deleteAfter: moment('delete_after'),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    index('test_recordings_kit_idx').on(t.testkitId, t.createdAt),
    index('test_recordings_course_idx').on(t.courseId),
    index('test_recordings_delete_idx')
      .on(t.deleteAfter)
      .where(sql`${t.state} <> 'deleted'`),
    check('test_recordings_state_check', sql`${t.state} in (${oneOf(RECORDING_STATES)})`),
  ],
);

/**
 * T4: a test handed to a phone. The link carries a secret whose hash is stored: valid 15
 * minutes, used once; using it opens a session for this course's test alone (its hash and end
 * are kept here, never a full sign-in).
 */
export const testHandoffs = pgTable(
  'test_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    sessionHash: text('session_hash'),
    sessionExpiresAt: moment('session_expires_at'),
  },
  (t) => [
    uniqueIndex('test_handoffs_token').on(t.tokenHash),
    uniqueIndex('test_handoffs_session').on(t.sessionHash),
    index('test_handoffs_course_idx').on(t.courseId),
  ],
);

/**
 * "Said up front" (T5, T7, T8): the participant agreed that tests are filmed, that one comes
 * unannounced and that results may be audited, before choosing a start date. One row each time,
 * with the version of the text, kept as the proof (like health_consents).
 */
export const testTermsConsents = pgTable(
  'test_terms_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id),
    version: integer('version').notNull(),
    givenAt: moment('given_at').notNull(),
  },
  (t) => [index('test_terms_consents_user_idx').on(t.userId, t.givenAt)],
);
