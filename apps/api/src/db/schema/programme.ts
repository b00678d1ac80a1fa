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
import { SEMINAR_VIDEO_TYPES } from '@quit/domain/seminar-versions';
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
  /** The published version these to-dos belong to; null: the programme as shipped (the seed). */
  versionId: uuid('version_id').references(() => seminarVersions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: jsonb('text').$type<Labels>().notNull(),
});

/** A seminar's texts in one language as an operator edits them (record 0069). */
export type SeminarVersionText = {
  title: string;
  description: string;
  keyPoints: string[];
  todos: string[];
  captionsKey: string;
  captionsVersion: string;
};

/**
 * An operator's edit of a seminar (record 0069): a draft (at most one per seminar) until it is
 * published; published versions never change. Without any, a seminar shows its seeded content.
 */
export const seminarVersions = pgTable(
  'seminar_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** 1, 2, … in the order published; null while a draft. */
    number: integer('number'),
    videoKey: text('video_key').notNull(),
    videoVersion: text('video_version').notNull(),
    videoType: text('video_type', { enum: SEMINAR_VIDEO_TYPES }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    texts: jsonb('texts').$type<Record<'de' | 'en', SeminarVersionText>>().notNull(),
    /** Published as a correction for every course, running ones included. */
    appliedToRunning: boolean('applied_to_running').notNull().default(false),
    createdBy: text('created_by'),
    publishedBy: text('published_by'),
    publishedAt: moment('published_at'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('seminar_versions_one_draft')
      .on(t.seminarId)
      .where(sql`${t.state} = 'draft'`),
    uniqueIndex('seminar_versions_number').on(t.seminarId, t.number),
    check('seminar_versions_state_check', sql`${t.state} in ('draft', 'published')`),
    check('seminar_versions_duration_check', sql`${t.durationSeconds} > 0`),
  ],
);

/**
 * The version a started course keeps of a seminar (record 0069), written when a newer one is
 * published; null: the seeded content. Without a row the course shows the newest version.
 */
export const courseSeminarPins = pgTable(
  'course_seminar_pins',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').references(() => seminarVersions.id),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.seminarId] })],
);

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
    /** Seconds of playback credited by reports spaced in real time (record 0071). */
    creditedSeconds: doublePrecision('credited_seconds').notNull().default(0),
    /** The position of the last report, from which the next one's advance is measured. */
    lastPositionSeconds: doublePrecision('last_position_seconds').notNull().default(0),
    /** The server's time of the last report; null before the first. */
    lastReportAt: moment('last_report_at'),
    /** Set once, by the report whose credited time crossed 90 %. */
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
