// The course lifecycle (spec §4, §7; decisions C1–C5).
import { z } from 'zod';
import { COURSE_STATES } from '@quit/domain/course-state';
import { PENDING_TEST_RESULTS } from '@quit/domain/nicotine-test';
import { PAYOUT_STATUSES } from '@quit/domain/payout';
import { isoDateSchema } from './text';

export const startCourseRequestSchema = z
  .object({
    startDate: isoDateSchema,
    /**
     * The version of the test terms the participant agreed to on this step (T5, T7, T8: tests
     * are filmed, one comes unannounced, passes may be audited); without the current one the
     * start date is refused with TEST_TERMS_REQUIRED.
     */
    testTermsVersion: z.number().int().optional(),
  })
  .strict()
  .meta({ id: 'StartCourseRequest' });
export type StartCourseRequest = z.infer<typeof startCourseRequestSchema>;

export const startDateRefusalSchema = z.enum([
  'PROFILE_INCOMPLETE',
  'BALANCE_TOO_LOW',
  'WRONG_STATE',
]);

/** GET /api/course/active: the participant's current course (or the one that ended last). */
export const courseSchema = z
  .object({
    id: z.string(),
    state: z.enum(COURSE_STATES),
    startDate: isoDateSchema.nullable(),
    /** Day n of 28 while active, else null. */
    day: z.number().int().nullable(),
    lengthDays: z.number().int(),
    daysUntilStart: z.number().int().nullable(),
    endDate: isoDateSchema.nullable(),
    /** The last day a nicotine test counts (C4). */
    testDeadline: isoDateSchema.nullable(),
    /** Today in the participant's time zone. */
    today: isoDateSchema,
    /** The latest start date that may be chosen today (8 weeks ahead by default). */
    latestStartDate: isoDateSchema,
    timeZone: z.string(),
    balanceCents: z.number().int().nonnegative(),
    minBalanceCents: z.number().int().nonnegative(),
    profileComplete: z.boolean(),
    /** Whether a start date may be chosen now, and if not the first reason (C3). */
    startDateChoice: z.object({ allowed: z.boolean(), reason: startDateRefusalSchema.nullable() }),
    smokeFreeDays: z.number().int().nullable(),
    canCancel: z.boolean(),
    /**
     * While the course is open: its nicotine test's result that is not settled yet (in review,
     * disputed, held for an audit, or waiting for its dispute window); else null.
     */
    pendingTestResult: z.enum(PENDING_TEST_RESULTS).nullable(),
    /** Set after a payout was requested: its status. */
    payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

/** GET /api/course/day: where the participant stands today. */
export const courseDaySchema = z
  .object({
    state: z.enum(COURSE_STATES),
    day: z.number().int().nullable(),
    lengthDays: z.number().int(),
    daysUntilStart: z.number().int().nullable(),
    today: isoDateSchema,
    due: z.object({
      morningVideo: z.boolean(),
      eveningVideo: z.boolean(),
      /** The daily diary opens at 18:00 on each course day (P2). */
      diary: z.boolean(),
      nicotineTest: z.boolean(),
    }),
  })
  .meta({ id: 'CourseDay' });
export type CourseDay = z.infer<typeof courseDaySchema>;

export const cancelCourseRequestSchema = z
  .object({ confirm: z.literal(true) })
  .strict()
  .meta({ id: 'CancelCourseRequest' });

export const courseChangeSchema = z
  .object({ course: courseSchema, refunds: z.number().int().nonnegative() })
  .meta({ id: 'CourseChange' });

/** Sandbox-only time travel for walking through the 28 days (operators). */
export const clockRequestSchema = z
  .object({
    advanceHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 120)
      .default(0),
    advanceDays: z.number().int().min(0).max(120).default(0),
    /** Seconds: journeys walk a filmed test's wait in steps shorter than its tolerance (T5). */
    advanceSeconds: z.number().int().min(0).max(3600).default(0),
    reset: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'ClockRequest' });
export const clockResponseSchema = z
  .object({ now: z.string(), offsetMs: z.number().int() })
  .meta({ id: 'Clock' });
