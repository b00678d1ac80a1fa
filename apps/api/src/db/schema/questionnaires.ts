// Questionnaire answers (P4): one row per answered question, so the slides resume where the
// participant left off. Health data: only the participant (and admins) read them.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerValue } from '@quit/domain/questionnaire-types';
import { users } from './auth';

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
