// What the operator console reads besides the other modules' tables: a course's transitions,
// written by a database trigger on every state change, so no code path can forget one.
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courses } from './money';

export const courseTransitions = pgTable(
  'course_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null for the course's creation. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** The course row's updated_at: the product's clock (the sandbox calendar moves it). */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('course_transitions_course_idx').on(t.courseId, t.id)],
);
