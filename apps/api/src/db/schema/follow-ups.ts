// C8 (record 0082): the follow-up tests of a passed course, at 3 and 6 months, one row per
// test from the moment the participant joins. The window is stored as the instants it opens and
// closes (from the day the test was passed, in the participant's time zone then), so the jobs
// and reads compare instants only. `state` moves under the row's lock (modules/follow-up).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FOLLOW_UP_STAGES, FOLLOW_UP_STORED_STATES } from '@quit/domain/follow-up';
import { TEST_RESULTS } from '@quit/domain/nicotine-test';
import { users } from './auth';
import { courses } from './money';
import { oneOf } from './vocabulary';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The passed course; its kits and its ledger (the bonus pot's accounts) carry the test. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    participantId: text('participant_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: FOLLOW_UP_STAGES }).notNull(),
    state: text('state', { enum: FOLLOW_UP_STORED_STATES }).notNull().default('enrolled'),
    passedOn: date('passed_on', { mode: 'string' }).notNull(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    opensAt: moment('opens_at').notNull(),
    closesAt: moment('closes_at').notNull(),
    /** The final result of its test (passed, failed or partial); null when missed or closed. */
    result: text('result', { enum: TEST_RESULTS }),
    testId: uuid('test_id'),
    settledAt: moment('settled_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('follow_ups_course_stage').on(t.courseId, t.stage),
    index('follow_ups_participant_idx').on(t.participantId),
    index('follow_ups_state_closes_idx').on(t.state, t.closesAt),
    check('follow_ups_stage_check', sql`${t.stage} in (${oneOf(FOLLOW_UP_STAGES)})`),
    check('follow_ups_state_check', sql`${t.state} in (${oneOf(FOLLOW_UP_STORED_STATES)})`),
    check('follow_ups_window_check', sql`${t.opensAt} < ${t.closesAt}`),
    // A final state has its moment; only passed and failed have a result.
    check(
      'follow_ups_settled_check',
      sql`(${t.state} in ('passed', 'failed', 'missed', 'closed')) = (${t.settledAt} is not null) and (${t.state} in ('passed', 'failed')) = (${t.result} is not null)`,
    ),
  ],
);
