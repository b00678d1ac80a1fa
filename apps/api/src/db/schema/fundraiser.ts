// The participant's fundraiser page (issue 16): a short story and an optional photo, which the
// public sees only once an operator approved it.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PHOTO_STATUSES } from '@quit/contracts/fundraiser';
import { users } from './auth';
import { oneOf } from './vocabulary';

export const fundraiserPages = pgTable(
  'fundraiser_pages',
  {
    participantId: text('participant_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    story: text('story'),
    /** Storage key of the photo; null without one. */
    photoKey: text('photo_key'),
    photoContentType: text('photo_content_type'),
    photoStatus: text('photo_status', { enum: PHOTO_STATUSES }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'fundraiser_pages_photo_status_check',
      sql`${t.photoStatus} is null or ${t.photoStatus} in (${oneOf(PHOTO_STATUSES)})`,
    ),
  ],
);
