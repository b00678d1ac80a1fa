// GET /api/admin/questionnaires/endofcourse: the end-of-course questionnaire in aggregate for
// operators (issue 30 item 4, record 0071): counts and averages, never a name or a person's row.
import { z } from 'zod';

export const adminQuestionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['choice', 'multi', 'number', 'money']),
  /** In the language of the console's page. */
  title: z.string(),
  prompt: z.string(),
  /** People who answered this question. */
  answered: z.number().int().nonnegative(),
  /** Each option with how many chose it (choice and multi; empty for numbers). */
  options: z.array(
    z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() }),
  ),
  /** The mean of a number question's answers; null for choices and when nobody answered. */
  average: z.number().nullable(),
});

export const adminQuestionnaireSummarySchema = z
  .object({
    name: z.string(),
    title: z.string(),
    /** People who answered at least one question. */
    responses: z.number().int().nonnegative(),
    questions: z.array(adminQuestionSummarySchema),
  })
  .meta({ id: 'AdminQuestionnaireSummary' });
export type AdminQuestionnaireSummary = z.infer<typeof adminQuestionnaireSummarySchema>;
