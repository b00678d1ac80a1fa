// GET /api/participant/dashboard (record 0086): the participant's daily overview in one read,
// what the dashboard's first screen shows on a phone. Each part has the shape of the read it
// stands for, so the web app files it under that read's cache key.
import { z } from 'zod';
import { courseDaySchema, courseSchema } from './course';
import { feedbackCurrentDaySchema, listItemsSchema, programmeDaySchema } from './programme';
import { motivationSchema, questionnaireStatusesSchema } from './questionnaires';
import { spotTestViewSchema } from './spot-test';

export const dashboardFundraiserSchema = z
  .object({
    /** The participant's share of confirmed gifts (as GET /api/participant/balance). */
    availableCents: z.number().int(),
    /** Gifts still being confirmed. */
    pendingCents: z.number().int(),
    /** The people whose gifts count for this course (confirmed or being confirmed). */
    supporters: z.number().int().nonnegative(),
  })
  .meta({ id: 'DashboardFundraiser' });

export const participantDashboardSchema = z
  .object({
    /** As GET /api/course/active. */
    course: courseSchema,
    /** As GET /api/course/day. */
    courseDay: courseDaySchema,
    /** As GET /api/resource/currentday while the course runs, else null. */
    today: programmeDaySchema.nullable(),
    /** As GET /api/feedback/currentday while the course runs or awaits its test, else null. */
    diary: feedbackCurrentDaySchema.nullable(),
    /**
     * While a diary day is open, the form's lists (as GET /api/symptom and /api/triggertype),
     * else null.
     */
    diaryLists: z.object({ symptoms: listItemsSchema, triggerTypes: listItemsSchema }).nullable(),
    /** As GET /api/course/spot-test. */
    spotTest: spotTestViewSchema.nullable(),
    /** As GET /api/participantquestionnaire. */
    questionnaires: questionnaireStatusesSchema,
    /** As GET /api/participant/motivation: smoke-free days and what they saved. */
    motivation: motivationSchema,
    fundraiser: dashboardFundraiserSchema,
  })
  .meta({ id: 'ParticipantDashboard' });
export type ParticipantDashboard = z.infer<typeof participantDashboardSchema>;
