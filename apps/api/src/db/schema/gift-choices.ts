// C7 (record 0081): one row per gift of a failed or cancelled course, from the moment the course
// ended: the supporter's choice (keep for the next attempt, or refund), when and through which
// signed link it was made, and where the gift ended (refunded or moved). The primary key on the
// donation makes the offer once; `state` moves under the course lock only.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GIFT_CHOICE_STATES, GIFT_CHOICES, GIFT_REFUND_CAUSES } from '@quit/domain/second-chance';
import { courses, donations } from './money';
import { oneOf } from './vocabulary';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export const giftChoices = pgTable(
  'gift_choices',
  {
    donationId: uuid('donation_id')
      .primaryKey()
      .references(() => donations.id),
    /** The ended course whose ledger holds the gift (its `kept_*` accounts while kept). */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    state: text('state', { enum: GIFT_CHOICE_STATES }).notNull().default('open'),
    choice: text('choice', { enum: GIFT_CHOICES }),
    chosenAt: moment('chosen_at'),
    /** SHA-256 of the signed link the choice came through (the link itself is a secret). */
    chosenLink: text('chosen_link'),
    decideBy: moment('decide_by').notNull(),
    keepUntil: moment('keep_until').notNull(),
    refundCause: text('refund_cause', { enum: GIFT_REFUND_CAUSES }),
    /** The donation of the next course that carries the gift on. */
    movedTo: uuid('moved_to').references(() => donations.id),
    settledAt: moment('settled_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('gift_choices_course_idx').on(t.courseId),
    index('gift_choices_open_idx').on(t.state, t.decideBy),
    check('gift_choices_state_check', sql`${t.state} in (${oneOf(GIFT_CHOICE_STATES)})`),
    check('gift_choices_choice_check', sql`${t.choice} in (${oneOf(GIFT_CHOICES)})`),
    check('gift_choices_cause_check', sql`${t.refundCause} in (${oneOf(GIFT_REFUND_CAUSES)})`),
    // A moved gift names where it went; a refunded one why; never both.
    check(
      'gift_choices_end_check',
      sql`(${t.state} = 'moved') = (${t.movedTo} is not null) and (${t.state} = 'refunded') = (${t.refundCause} is not null)`,
    ),
  ],
);
