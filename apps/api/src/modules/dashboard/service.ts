// The participant's daily overview in one read (record 0086): composed by calling the services
// behind the dashboard's own reads, so each part answers exactly what that read answers. Nothing
// here is kept between requests: the participant's own writes show at once, and every part is
// as fresh as a read of its own route made afresh.
import type { ParticipantDashboard } from '@quit/contracts/dashboard';
import type { Language } from '@quit/domain/constants';
import type { ServiceDeps } from '../../core/service-deps';
import { readCourse } from '../course-row/course-read';
import { courseDayOf, courseViewOf } from '../course/service';
import { currentSpotTest } from '../course/spot-tests';
import { balanceView } from '../money/views';
import type { ProgrammeDeps } from '../programme/deps';
import { currentFeedback } from '../programme/diary';
import { symptomList, triggerTypeList } from '../programme/lists';
import { currentProgrammeDay } from '../programme/resources';
import { DIARY_STATES, PROGRAMME_STATES } from '../programme/running-course';
import { questionnaireStatuses } from '../questionnaires/answers';
import type { QuestionnaireDeps } from '../questionnaires/deps';
import { motivation } from '../questionnaires/motivation';

export type DashboardDeps = {
  services: ServiceDeps;
  programme: ProgrammeDeps;
  questionnaires: QuestionnaireDeps;
};

/** Gifts that count for the course: being confirmed, confirmed, or paid out with it. */
const COUNTED = new Set(['pending', 'available', 'paid_out']);

/** GET /api/participant/dashboard: only ever the caller's own overview. */
export async function participantDashboard(
  deps: DashboardDeps,
  participantId: string,
  language: Language,
): Promise<ParticipantDashboard> {
  const course = courseViewOf(
    deps.services,
    participantId,
    await readCourse(deps.services.db, participantId),
  );
  const running = PROGRAMME_STATES.includes(course.state);
  const diaryOpen = DIARY_STATES.includes(course.state);
  const [today, diary, spotTest, questionnaires, saved, balance] = await Promise.all([
    running ? currentProgrammeDay(deps.programme, participantId, language) : null,
    diaryOpen ? currentFeedback(deps.programme, participantId) : null,
    currentSpotTest(deps.services, participantId),
    questionnaireStatuses(deps.questionnaires, participantId, language),
    motivation(deps.questionnaires, participantId),
    balanceView(deps.services, participantId),
  ]);
  // The form shows while a diary day is open: its lists come along, so it asks for nothing.
  const diaryLists =
    diary && diary.openDays.length > 0
      ? {
          symptoms: await symptomList(deps.services.db, language),
          triggerTypes: await triggerTypeList(deps.services.db, language),
        }
      : null;
  return {
    course,
    courseDay: courseDayOf(course, deps.services.clock.now()),
    today,
    diary,
    diaryLists,
    spotTest,
    questionnaires,
    motivation: saved,
    fundraiser: {
      availableCents: balance.availableCents,
      pendingCents: balance.pendingCents,
      supporters: balance.donations.filter((gift) => COUNTED.has(gift.status)).length,
    },
  };
}
