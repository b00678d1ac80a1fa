// Reviews on the landing page (issue 13): one per passed course, written by its participant,
// shown only while they agree (show) and no operator hid it. Deleted with the account.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@quit/domain/constants';
import { users } from './auth';
import { courses } from './money';
import { oneOf } from './vocabulary';

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One review per course: the passed course it speaks about. */
    courseId: uuid('course_id')
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The participant agreed to show it on the landing page (withdrawable at any time). */
    show: boolean('show').notNull().default(false),
    /** An operator hid it, and who; it stays hidden until an operator shows it again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('testimonials_shown_idx')
      .on(t.updatedAt)
      .where(sql`${t.show} and ${t.hiddenAt} is null`),
    index('testimonials_user_idx').on(t.userId),
    check('testimonials_language_check', sql`${t.language} in (${oneOf(LANGUAGES)})`),
  ],
);
