// P4: money and days of life saved, from the welcome questionnaire's smoking history and the
// smoke-free diary days of the participant's current (or last) course.
import { eq } from 'drizzle-orm';
import type { Motivation } from '@quit/contracts/questionnaires';
import { countSmokeFreeDays } from '@quit/domain/diary-entry';
import { fagerstromScore } from '@quit/domain/fagerstrom';
import { cigarettesNotSmoked, lifeMinutesSaved, moneySavedCents } from '@quit/domain/savings';
import { smokingHistory } from '@quit/domain/smoking-history';
import { WELCOME_QUESTIONNAIRE } from '@quit/domain/welcome-questionnaire';
import { diaryEntries } from '../../db/schema';
import { findOpenCourse, latestCourse } from '../course-row/current-course';
import { answersOf } from './answers';
import type { QuestionnaireDeps } from './deps';

/** States in which the course has begun: the health timeline counts from its start date. */
const STARTED = ['active', 'awaiting_test', 'passed', 'failed', 'partial', 'paid_out', 'refunded'];

export async function motivation(deps: QuestionnaireDeps, userId: string): Promise<Motivation> {
  const answers = await answersOf(deps, userId, WELCOME_QUESTIONNAIRE);
  const history = smokingHistory(answers);
  const course = (await findOpenCourse(deps.db, userId)) ?? (await latestCourse(deps.db, userId));
  const started =
    course !== undefined && course.startDate !== null && STARTED.includes(course.state);
  const entries = started
    ? await deps.db
        .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
        .from(diaryEntries)
        .where(eq(diaryEntries.courseId, course.id))
    : [];
  const smokeFreeDays = countSmokeFreeDays(entries);
  const cigarettes = history ? cigarettesNotSmoked(history.cigarettesPerDay, smokeFreeDays) : 0;
  return {
    historyKnown: history !== null,
    smokeFreeDays,
    cigarettesNotSmoked: cigarettes,
    moneySavedCents: history ? moneySavedCents({ ...history, days: smokeFreeDays }) : 0,
    lifeMinutesSaved: lifeMinutesSaved(cigarettes),
    quitDate: started ? course.startDate : null,
    fagerstromScore: fagerstromScore(answers),
  };
}
