// Questionnaires (spec §7; decisions P4): definitions in the request's language, the
// participant's answers, and one answer per call so the slides can be resumed at any step.
import { z } from 'zod';
import { FAGERSTROM_BANDS } from '@quit/domain/fagerstrom';

const name = z.string().min(1).max(100);

export const questionnaireParamsSchema = z.object({ name });

const option = z.object({ value: z.string(), label: z.string() });

export const questionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['choice', 'multi', 'number', 'money']),
    title: z.string(),
    prompt: z.string(),
    learnMore: z.string(),
    options: z.array(option).optional(),
    /** multi: the option that may only be chosen alone ("none"). */
    exclusive: z.string().optional(),
    /** number and money (cents): the accepted range. */
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    unit: z.string().optional(),
  })
  .meta({ id: 'Question' });
export type QuestionView = z.infer<typeof questionSchema>;

export const questionnaireSchema = z
  .object({ name: z.string(), title: z.string(), questions: z.array(questionSchema) })
  .meta({ id: 'Questionnaire' });
export type QuestionnaireView = z.infer<typeof questionnaireSchema>;

export const answerValueSchema = z.union([
  z.string().max(100),
  z.array(z.string().max(100)).max(20),
  z.number().int(),
]);

export const answerRequestSchema = z
  .object({ questionnaire: name, questionId: name, value: answerValueSchema })
  .meta({ id: 'QuestionnaireAnswerRequest' });
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const questionnaireStatusSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    answered: z.number().int(),
    total: z.number().int(),
    completed: z.boolean(),
    /** Whether the participant is asked for it now (the end-of-course one after the outcome). */
    due: z.boolean(),
  })
  .meta({ id: 'QuestionnaireStatus' });
export type QuestionnaireStatus = z.infer<typeof questionnaireStatusSchema>;

export const questionnaireStatusesSchema = z.array(questionnaireStatusSchema);

export const participantQuestionnaireSchema = questionnaireStatusSchema
  .extend({
    answers: z.record(z.string(), answerValueSchema),
    /** The welcome questionnaire's results; null elsewhere or until its items are answered. */
    fagerstrom: z
      .object({ score: z.number().int().min(0).max(10), band: z.enum(FAGERSTROM_BANDS) })
      .nullable(),
    /** Nicotine products named (they make the nicotine test positive). */
    nicotineProducts: z.array(z.string()),
  })
  .meta({ id: 'ParticipantQuestionnaire' });
export type ParticipantQuestionnaire = z.infer<typeof participantQuestionnaireSchema>;

export const motivationSchema = z
  .object({
    /** False until the welcome questionnaire has the daily count, pack price and size. */
    historyKnown: z.boolean(),
    /** Diary days marked "not smoked" in the current (or last) course. */
    smokeFreeDays: z.number().int(),
    cigarettesNotSmoked: z.number().int(),
    moneySavedCents: z.number().int(),
    lifeMinutesSaved: z.number().int(),
    /** The course's start date (null before it began); the health clock counts smokeFreeDays. */
    quitDate: z.string().nullable(),
    fagerstromScore: z.number().int().nullable(),
  })
  .meta({ id: 'Motivation' });
export type Motivation = z.infer<typeof motivationSchema>;

const namedCount = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

/** /participant/insights: the diary over the course days, and what it names most often. */
export const insightsSchema = z
  .object({
    days: z.array(
      z.object({
        day: z.number().int(),
        date: z.string(),
        smokingDesire: z.number().int(),
        determination: z.number().int(),
        cravingCount: z.number().int(),
        sleepHours: z.number(),
        sportMinutes: z.number().int(),
        steps: z.number().int(),
        smokedSinceLastEntry: z.boolean(),
      }),
    ),
    topTriggers: z.array(namedCount),
    topSymptoms: z.array(namedCount),
  })
  .meta({ id: 'Insights' });
export type Insights = z.infer<typeof insightsSchema>;

/** The landing page's counters (spec §2), from real data, cached by the server. */
export const landingCountersSchema = z
  .object({
    participants: z.number().int(),
    paidOutCents: z.number().int(),
    moneySavedCents: z.number().int(),
    lifeMinutesSaved: z.number().int(),
  })
  .meta({ id: 'LandingCounters' });
export type LandingCounters = z.infer<typeof landingCountersSchema>;

/** The participant's badges: each earned once per course, with the course day. */
export const badgesSchema = z
  .array(z.object({ badge: z.string(), day: z.number().int(), earnedAt: z.string() }))
  .meta({ id: 'Badges' });
export type Badges = z.infer<typeof badgesSchema>;

/** GET /api/global/hall-of-fame: participants who passed and chose to be shown (A4). */
export const hallOfFameSchema = z
  .object({
    entries: z.array(
      z.object({
        /** First name and last initial, "Ada L.". */
        name: z.string(),
        /** The date the course was passed (ISO date). */
        passedOn: z.string(),
        /** C8 (record 0082): the 6-month follow-up test was passed ("6 months smoke-free"). */
        sixMonthsSmokeFree: z.boolean().optional(),
      }),
    ),
  })
  .meta({ id: 'HallOfFame' });
export type HallOfFame = z.infer<typeof hallOfFameSchema>;

/** GET and PUT /api/participant/hall-of-fame: whether the participant wants to be shown. */
export const hallOfFameChoiceSchema = z
  .object({ optIn: z.boolean() })
  .strict()
  .meta({ id: 'HallOfFameChoice' });
export type HallOfFameChoice = z.infer<typeof hallOfFameChoiceSchema>;
