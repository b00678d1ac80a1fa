// A8: supporters who follow a participant's fundraiser, the milestones announced to them and
// the participant's short updates (record 0080). A follower is an address with its language,
// never shown to the participant or anyone else (A4); it counts once confirmed by its mailed
// link or by a confirmed gift that ticked "keep me posted", until it unsubscribes.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@quit/domain/constants';
import { FOLLOWER_MILESTONES, FUNDRAISER_UPDATE_MAX_LENGTH } from '@quit/domain/followers';
import { users } from './auth';
import { courses, donations } from './money';
import { PHOTO_STATUSES } from '@quit/contracts/fundraiser';
import { oneOf } from './vocabulary';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export const followers = pgTable(
  'followers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose fundraiser: a follower hears of every course of this participant. */
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case: one row per address and fundraiser. */
    email: text('email').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The newest gift that ticked "keep me posted"; it counts once the provider confirmed it. */
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    /** Set by the mailed confirm link of "follow without giving". */
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('followers_participant_email').on(t.participantId, t.email),
    index('followers_email_idx').on(t.email),
    check('followers_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A milestone of a course announced once, to the followers of that moment. */
export const followerMilestones = pgTable(
  'follower_milestones',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    milestone: text('milestone', { enum: FOLLOWER_MILESTONES }).notNull(),
    announcedAt: moment('announced_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.milestone] }),
    check(
      'follower_milestones_milestone_check',
      sql`${t.milestone} in (${oneOf(FOLLOWER_MILESTONES)})`,
    ),
  ],
);

/** A short update the participant posts on their fundraiser page, mailed to followers. */
export const fundraiserUpdates = pgTable(
  'fundraiser_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Storage key of the photo (JPEG, metadata stripped); null without one. */
    photoKey: text('photo_key'),
    /**
     * Record 0102: shown to anyone but its author and operators only once approved, as the
     * page's photo; null without a photo.
     */
    photoStatus: text('photo_status', { enum: PHOTO_STATUSES }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('fundraiser_updates_participant_idx').on(t.participantId, t.createdAt),
    check(
      'fundraiser_updates_photo_status_check',
      sql`(${t.photoKey} is null) = (${t.photoStatus} is null) and (${t.photoStatus} is null or ${t.photoStatus} in (${oneOf(PHOTO_STATUSES)}))`,
    ),
    index('fundraiser_updates_pending_photo_idx')
      .on(t.createdAt)
      .where(sql`${t.photoStatus} = 'pending'`),
    check(
      'fundraiser_updates_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(FUNDRAISER_UPDATE_MAX_LENGTH))}`,
    ),
  ],
);
