// Roles and profiles: the spec's user metadata (uid, email, roles) and participant profile.
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, LANGUAGES } from '@quit/domain/constants';
import { users } from './auth';

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['participant', 'supporter', 'admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role_check', sql`${t.role} in ('participant', 'supporter', 'admin')`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Null only between a first federated sign-in and /auth/identify. */
  birthDate: date('birth_date', { mode: 'string' }),
  phone: text('phone'),
  gender: text('gender', { enum: ['male', 'female', 'no_answer'] }),
  language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  /** Opted in to the Hall of Fame (first name and last initial, once the test is passed; A4). */
  hallOfFame: boolean('hall_of_fame').notNull().default(false),
  street: text('street'),
  houseNumber: text('house_number'),
  country: text('country'),
  state: text('state'),
  city: text('city'),
  postalCode: text('postal_code'),
  /** Reminder mails of the daily programme (diary open, diary closing, seminars left). */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
