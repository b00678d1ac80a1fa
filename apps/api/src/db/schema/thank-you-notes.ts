// A8: the participant's one thank-you note per course (record 0078). The primary key on the
// course is what makes it once: a second request, or two at the same moment, finds the row.
// Erased with the participant's account (the note is theirs); the course row stays for money.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { THANK_YOU_NOTE_MAX_LENGTH } from '@quit/domain/thank-you-note';
import { users } from './auth';
import { courses } from './money';

export const thankYouNotes = pgTable(
  'thank_you_notes',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** How many supporters it was queued for (a count; who they are stays in the mail jobs). */
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // char_length counts characters as the domain does (an emoji is one).
    check(
      'thank_you_notes_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(THANK_YOU_NOTE_MAX_LENGTH))}`,
    ),
  ],
);
