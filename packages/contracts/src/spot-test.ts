// T7: the unannounced spot test as the participant sees it (only once announced) and as
// operators see the schedule, and an operator's decision on a missed one.
import { z } from 'zod';
import { COURSE_STATES } from '@quit/domain/course-state';
import { TEST_RESULTS } from '@quit/domain/nicotine-test';
import { SHOWN_SPOT_STATES, SPOT_MISSED_DECISIONS, SPOT_TEST_STATES } from '@quit/domain/spot-test';

/** GET /api/course/spot-test: the spot test announced today (or taken / missed), else null. */
export const spotTestViewSchema = z
  .object({
    id: z.string(),
    state: z.enum(SHOWN_SPOT_STATES),
    /** The course day of the spot test. */
    day: z.number().int(),
    /** 08:00 local: when the participant was told. */
    announceAt: z.iso.datetime(),
    /** 22:00 local: the photo must come by then. */
    dueAt: z.iso.datetime(),
    /** Whether a test may be taken for it now. */
    open: z.boolean(),
    testId: z.string().nullable(),
    /** The test's final result, once final. */
    result: z.enum(TEST_RESULTS).nullable(),
  })
  .meta({ id: 'SpotTest' });
export type SpotTestView = z.infer<typeof spotTestViewSchema>;

export const spotTestResponseSchema = z
  .object({ spotTest: spotTestViewSchema.nullable() })
  .meta({ id: 'SpotTestResponse' });

/** One row of the operators' schedule. */
export const adminSpotTestSchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    courseState: z.enum(COURSE_STATES),
    participantId: z.string().nullable(),
    participantName: z.string().nullable(),
    participantEmail: z.string().nullable(),
    ordinal: z.number().int(),
    day: z.number().int(),
    state: z.enum(SPOT_TEST_STATES),
    announceAt: z.iso.datetime(),
    dueAt: z.iso.datetime(),
    /** A missed spot test that may still be excused (T7: once per course). */
    mayExcuse: z.boolean(),
  })
  .meta({ id: 'AdminSpotTest' });
export type AdminSpotTest = z.infer<typeof adminSpotTestSchema>;

export const adminSpotTestsSchema = z
  .object({ spotTests: z.array(adminSpotTestSchema) })
  .meta({ id: 'AdminSpotTests' });

export const spotTestDecisionSchema = z
  .object({
    decision: z.enum(SPOT_MISSED_DECISIONS),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .strict()
  .meta({ id: 'SpotTestDecision' });
export type SpotTestDecision = z.infer<typeof spotTestDecisionSchema>;
