// Questionnaire answers (P4): one row per answered question, so the slides resume where the
// participant left off. Health data: only the participant (and admins) read them.
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerValue } from '@quit/domain/questionnaire-types';
import { users } from './auth';
import { courses } from './money';

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaire: text('questionnaire').notNull(),
    questionId: text('question_id').notNull(),
    /** Checked against the questionnaire's definition before it is stored. */
    value: jsonb('value').$type<AnswerValue>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionnaire, t.questionId] }),
    check(
      'questionnaire_answers_names_check',
      sql`length(${t.questionnaire}) <= 100 and length(${t.questionId}) <= 100`,
    ),
  ],
);

/** Badges as earned: once per course, with the course day they were earned on. */
export const participantBadges = pgTable(
  'participant_badges',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    day: integer('day').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.badge] })],
);
