// The daily programme (decisions P1–P3): seminars with their texts per language and to-dos, the
// symptom and trigger lists, and per course what the participant did: watch progress, ticked
// to-dos and diary entries.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './money';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A one-line text in every language the product speaks. */
export type Labels = { de: string; en: string };

/** One seminar (resource) of a course day: a morning and an evening one per day (P1). */
export const seminars = pgTable(
  'seminars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: integer('day').notNull(),
    slot: text('slot', { enum: ['morning', 'evening'] }).notNull(),
    /** Storage key of the video. */
    videoKey: text('video_key').notNull(),
    /** Content hash of the video: its URL carries it, so the URL may be cached for good. */
    videoVersion: text('video_version').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seminars_day_slot').on(t.day, t.slot),
    uniqueIndex('seminars_video_key').on(t.videoKey),
    check('seminars_day_check', sql`${t.day} between 1 and 28`),
    check('seminars_duration_check', sql`${t.durationSeconds} > 0`),
  ],
);

/** A seminar's texts and captions in one language (one row per language). */
export const seminarTexts = pgTable(
  'seminar_texts',
  {
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keyPoints: jsonb('key_points').$type<string[]>().notNull(),
    captionsKey: text('captions_key').notNull(),
    captionsVersion: text('captions_version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seminarId, t.language] }),
    uniqueIndex('seminar_texts_captions_key').on(t.captionsKey),
  ],
);

export const seminarTodos = pgTable('seminar_todos', {
  id: uuid('id').primaryKey().defaultRandom(),
  seminarId: uuid('seminar_id')
    .notNull()
    .references(() => seminars.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: jsonb('text').$type<Labels>().notNull(),
});

/** Withdrawal symptoms (Minnesota Nicotine Withdrawal Scale) for the diary's multi-select. */
export const symptoms = pgTable('symptoms', {
  key: text('key').primaryKey(),
  position: integer('position').notNull(),
  label: jsonb('label').$type<Labels>().notNull(),
});

export const TRIGGER_GROUPS = ['emotional', 'habit', 'social', 'withdrawal'] as const;

export const triggerTypes = pgTable('trigger_types', {
  key: text('key').primaryKey(),
  position: integer('position').notNull(),
  group: text('group', { enum: TRIGGER_GROUPS }).notNull(),
  label: jsonb('label').$type<Labels>().notNull(),
});

/** How far the participant got in a seminar's video in a course; watched once at 90 % (P1). */
export const watchProgress = pgTable(
  'watch_progress',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    /** The furthest position reported, in seconds (never goes back). */
    maxPositionSeconds: doublePrecision('max_position_seconds').notNull().default(0),
    /** Set once, by the report that crossed 90 %. */
    watchedAt: moment('watched_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.seminarId] })],
);

/** A ticked to-do in a course; unticking deletes the row. */
export const courseTodoTicks = pgTable(
  'course_todo_ticks',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    todoId: uuid('todo_id')
      .notNull()
      .references(() => seminarTodos.id, { onDelete: 'cascade' }),
    tickedAt: moment('ticked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.todoId] })],
);

/** The daily diary (P3): one entry per course day; health data, the participant's alone. */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    smokingDesire: integer('smoking_desire').notNull(),
    determination: integer('determination').notNull(),
    cravingCount: integer('craving_count').notNull(),
    sportMinutes: integer('sport_minutes').notNull(),
    sleepHours: doublePrecision('sleep_hours').notNull(),
    steps: integer('steps').notNull(),
    smokedSinceLastEntry: boolean('smoked_since_last_entry').notNull(),
    /** Keys of trigger_types and symptoms (kept as keys so a list change never breaks an entry). */
    triggers: text('triggers').array().notNull(),
    symptoms: text('symptoms').array().notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.day] }),
    check(
      'diary_entries_ranges_check',
      sql`${t.day} between 1 and 28 and ${t.smokingDesire} between 0 and 4 and ${t.determination} between 0 and 4 and ${t.cravingCount} between 0 and 200 and ${t.sportMinutes} between 0 and 1440 and ${t.sleepHours} between 0 and 24 and ${t.steps} between 0 and 100000`,
    ),
  ],
);
