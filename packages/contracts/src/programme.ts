// The daily programme: seminars (resources), to-dos, the diary (feedback), symptom and trigger
// lists (spec §1–§4, §8; decisions P1–P3, C5). Texts come in the request's language.
import { z } from 'zod';
import {
  DIARY_LIMITS,
  DIARY_LIST_MAX_ITEMS,
  DIARY_NOTES_MAX_LENGTH,
  isValidDiaryNotes,
} from '@quit/domain/diary-entry';
import { COURSE_LENGTH_DAYS, LANGUAGES } from '@quit/domain/constants';
import { isoDateSchema } from './account';

export const SEMINAR_SLOTS = ['morning', 'evening'] as const;
export const seminarSlotSchema = z.enum(SEMINAR_SLOTS);
export type SeminarSlot = z.infer<typeof seminarSlotSchema>;

const courseDay = z.number().int().min(1).max(COURSE_LENGTH_DAYS);
const id = z.string().min(1).max(100);

/** A to-do of a seminar with whether the participant ticked it in the current course. */
export const todoSchema = z
  .object({ id: z.string(), text: z.string(), ticked: z.boolean() })
  .meta({ id: 'Todo' });
export type Todo = z.infer<typeof todoSchema>;

/** A seminar (resource) as the participant sees it. */
export const seminarSchema = z
  .object({
    id: z.string(),
    day: z.number().int(),
    slot: seminarSlotSchema,
    title: z.string(),
    description: z.string(),
    keyPoints: z.array(z.string()),
    /** Same-origin URL of the video (range requests, long-cached). */
    videoUrl: z.string(),
    /** WebVTT captions in both languages; `default` marks the request's language. */
    captions: z.array(
      z.object({ language: z.enum(LANGUAGES), url: z.string(), default: z.boolean() }),
    ),
    durationSeconds: z.number().int().positive(),
    /** The furthest point of the video the participant reached (for resuming). */
    positionSeconds: z.number().nonnegative(),
    watched: z.boolean(),
    watchedAt: z.string().nullable(),
    todos: z.array(todoSchema),
  })
  .meta({ id: 'Seminar' });
export type Seminar = z.infer<typeof seminarSchema>;

/** GET /api/resource/currentday and GET /api/resource/day/{day}: a course day's two seminars. */
export const programmeDaySchema = z
  .object({
    day: z.number().int(),
    date: isoDateSchema,
    /** Morning first, then evening. */
    seminars: z.array(seminarSchema),
  })
  .meta({ id: 'ProgrammeDay' });
export type ProgrammeDay = z.infer<typeof programmeDaySchema>;

export const programmeDayParamsSchema = z.object({ day: z.coerce.number().int() });

/** GET /api/resource/unwatched: seminars of the days reached that are not watched yet. */
export const unwatchedSchema = z
  .object({ seminars: z.array(seminarSchema) })
  .meta({ id: 'UnwatchedSeminars' });
export type Unwatched = z.infer<typeof unwatchedSchema>;

export const resourceParamsSchema = z.object({ id });
export const todoParamsSchema = z.object({ resourceId: id });

/** POST /api/resource/{id}/progress: where the player is (seconds from the start). */
export const progressRequestSchema = z
  .object({ positionSeconds: z.number().min(0).max(86_400) })
  .strict()
  .meta({ id: 'ProgressRequest' });
export type ProgressRequest = z.infer<typeof progressRequestSchema>;

export const progressResponseSchema = z
  .object({
    resourceId: z.string(),
    positionSeconds: z.number().nonnegative(),
    watched: z.boolean(),
    watchedAt: z.string().nullable(),
    /** True only for the report that made it watched: the UI congratulates then (spec §8). */
    justWatched: z.boolean(),
  })
  .meta({ id: 'ProgressResponse' });
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** GET /api/todo/{resourceId}. */
export const todosSchema = z
  .object({ resourceId: z.string(), todos: z.array(todoSchema) })
  .meta({ id: 'Todos' });
export type Todos = z.infer<typeof todosSchema>;

/** PUT /api/course-todo: tick or untick a to-do in the current course. */
export const courseTodoRequestSchema = z
  .object({ todoId: id, ticked: z.boolean() })
  .strict()
  .meta({ id: 'CourseTodoRequest' });
export type CourseTodoRequest = z.infer<typeof courseTodoRequestSchema>;

const listKeys = z.array(z.string().min(1).max(60)).max(DIARY_LIST_MAX_ITEMS);
const limited = (field: keyof typeof DIARY_LIMITS) =>
  z.number().min(DIARY_LIMITS[field].min).max(DIARY_LIMITS[field].max);

/** The diary fields of P3 (also the web form's schema). */
export const diaryFieldsSchema = z.object({
  /** 0 not at all … 4 extremely. */
  smokingDesire: limited('smokingDesire').int(),
  determination: limited('determination').int(),
  cravingCount: limited('cravingCount').int(),
  sportMinutes: limited('sportMinutes').int(),
  /** In half hours: 7.5 is fine, 7.25 is not. */
  sleepHours: limited('sleepHours').multipleOf(0.5),
  steps: limited('steps').int(),
  smokedSinceLastEntry: z.boolean(),
  /** Keys from GET /api/triggertype. */
  triggers: listKeys,
  /** Keys from GET /api/symptom. */
  symptoms: listKeys,
  notes: z
    .string()
    .max(DIARY_NOTES_MAX_LENGTH * 2)
    .refine(isValidDiaryNotes, { message: `at most ${DIARY_NOTES_MAX_LENGTH} characters` }),
});
export type DiaryFields = z.infer<typeof diaryFieldsSchema>;

/** POST /api/feedback: the diary entry of a course day whose diary is open (P2). */
export const feedbackRequestSchema = diaryFieldsSchema
  .extend({ day: courseDay })
  .strict()
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const diaryEntrySchema = diaryFieldsSchema
  .extend({
    day: z.number().int(),
    /** The calendar date of that course day. */
    date: isoDateSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DiaryEntry' });
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/**
 * GET /api/feedback/currentday: the diary day to show now — the latest one open, else today's
 * (not open yet before 18:00) — with its window and the entry written so far.
 */
export const feedbackCurrentDaySchema = z
  .object({
    day: z.number().int(),
    date: isoDateSchema,
    open: z.boolean(),
    /** 18:00 on that day in the participant's time zone (ISO instant). */
    opensAt: z.string(),
    /** The end of the next day (exclusive). */
    closesAt: z.string(),
    /** Every course day whose diary is open right now (at most two). */
    openDays: z.array(z.number().int()),
    entry: diaryEntrySchema.nullable(),
    /** The entries written so far of every open day (yesterday's stays editable until midnight). */
    openEntries: z.array(diaryEntrySchema),
    /** The product's time now (ISO instant): the page reads "today" from it, not the device. */
    now: z.string(),
  })
  .meta({ id: 'FeedbackCurrentDay' });
export type FeedbackCurrentDay = z.infer<typeof feedbackCurrentDaySchema>;

/** GET /api/symptom and GET /api/triggertype: labels in the request's language. */
export const listItemSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    /** Trigger types only: emotional, habit, social or withdrawal. */
    group: z.enum(['emotional', 'habit', 'social', 'withdrawal']).nullable(),
  })
  .meta({ id: 'ListItem' });
export type ListItem = z.infer<typeof listItemSchema>;
export const listItemsSchema = z.array(listItemSchema).meta({ id: 'ListItems' });

export const DIARY_DAY_STATES = ['done', 'missed', 'open', 'future'] as const;

/** GET /api/programme/calendar: the 28 days with seminars and diary state (calendar page). */
export const programmeCalendarSchema = z
  .object({
    startDate: isoDateSchema,
    /** Today in the participant's time zone and its course day. */
    today: isoDateSchema,
    day: z.number().int(),
    days: z.array(
      z.object({
        day: z.number().int(),
        date: isoDateSchema,
        reached: z.boolean(),
        seminars: z.array(
          z.object({
            id: z.string(),
            slot: seminarSlotSchema,
            title: z.string(),
            watched: z.boolean(),
          }),
        ),
        diary: z.enum(DIARY_DAY_STATES),
      }),
    ),
    seminarsWatched: z.number().int().nonnegative(),
    diaryDaysKept: z.number().int().nonnegative(),
    /** C5: diary entries saying "not smoked since the last entry". */
    smokeFreeDays: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProgrammeCalendar' });
export type ProgrammeCalendar = z.infer<typeof programmeCalendarSchema>;

/** A4: what supporters and the public may see of a participant's programme: counts only. */
export const programmeCountsSchema = z.object({
  seminarsWatched: z.number().int().nonnegative(),
  diaryDaysKept: z.number().int().nonnegative(),
  /** Badges earned (A4: a count, never which diary facts earned them). */
  badgesEarned: z.number().int().nonnegative(),
});
export type ProgrammeCounts = z.infer<typeof programmeCountsSchema>;
