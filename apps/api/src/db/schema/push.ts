// Push notifications (P7, record 0079): the devices a person registered for Web Push and the
// kinds they switched on. Erased with the account; a device the push service reports gone
// (404/410) is removed.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PUSH_KINDS } from '@quit/domain/push';
import { users } from './auth';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser; one browser is one row. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person sees in the device list: the browser's user agent, shortened. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const pushSettings = pgTable(
  'push_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The kinds switched on; none until the person chooses (opt-in per kind). */
    kinds: text('kinds')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'push_settings_kinds_check',
      sql`${t.kinds} <@ array[${sql.raw(PUSH_KINDS.map((k) => `'${k}'`).join(', '))}]::text[]`,
    ),
  ],
);
