// C9: the figures of the slip help (GET /api/feedback/slip): smoke-free days so far, the partial
// payout's minimum and the days to the test, from the domain's rule over the course's diary and
// the product's clock. The participant's own: nothing here reaches a supporter (record 0077).
import { eq } from 'drizzle-orm';
import type { SlipHelp } from '@quit/contracts/slip';
import { slipFacts } from '@quit/domain/slip';
import { diaryEntries } from '../../db/schema';
import type { ProgrammeDeps } from './deps';
import { DIARY_STATES, runningCourse } from './running-course';

export async function slipHelp(deps: ProgrammeDeps, participantId: string): Promise<SlipHelp> {
  const { course, today } = await runningCourse(deps, participantId, { states: DIARY_STATES });
  const entries = await deps.db
    .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, course.id));
  return slipFacts({ startDate: course.startDate, today, entries });
}
