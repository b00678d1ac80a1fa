// Cravings (P7): logged in the moment, ridden out, and told afterwards how they ended. Health
// data like the diary: the participant's alone, erased with the account.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CRAVING_OUTCOMES, CRAVING_STRENGTH_MAX } from '@quit/domain/craving';
import { users } from './auth';

export const cravings = pgTable(
  'cravings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    strength: integer('strength').notNull(),
    /** A key of trigger_types (kept as a key, like the diary's). */
    trigger: text('trigger'),
    place: text('place').notNull().default(''),
    helped: text('helped')
      .array()
      .notNull()
      .default(sql`'{}'`),
    outcome: text('outcome', { enum: CRAVING_OUTCOMES }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('cravings_user_logged_idx').on(t.userId, t.loggedAt),
    check(
      'cravings_strength_check',
      sql`${t.strength} between 0 and ${sql.raw(String(CRAVING_STRENGTH_MAX))}`,
    ),
    check(
      'cravings_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in (${sql.raw(CRAVING_OUTCOMES.map((o) => `'${o}'`).join(', '))})`,
    ),
  ],
);
