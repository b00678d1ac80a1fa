// Explicit consent to processing health data (Art. 9 (2) (a) GDPR): one row each time it is
// given, with the version of the text agreed to; withdrawing stamps the row. Kept as the proof.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const healthConsents = pgTable(
  'health_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('health_consents_user_idx').on(t.userId, t.givenAt)],
);
