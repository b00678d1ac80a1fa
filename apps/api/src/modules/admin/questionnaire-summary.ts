// The end-of-course questionnaire in aggregate for operators (issue 30 item 4, record 0071):
// the answers are read without anyone's name and summed up by the domain's rule; what leaves
// here is counts per option, averages and the number of people who answered.
import { eq } from 'drizzle-orm';
import type { AdminQuestionnaireSummary } from '@quit/contracts/questionnaire-summary';
import type { Language } from '@quit/domain/constants';
import {
  END_OF_COURSE_QUESTIONNAIRE,
  endOfCourseQuestionnaire,
} from '@quit/domain/end-of-course-questionnaire';
import { summariseAnswers } from '@quit/domain/questionnaire-summary';
import type { Db } from '../../db/client';
import { questionnaireAnswers } from '../../db/schema';

export async function endOfCourseSummary(
  db: Pick<Db, 'select'>,
  language: Language,
): Promise<AdminQuestionnaireSummary> {
  const rows = await db
    .select({
      userId: questionnaireAnswers.userId,
      questionId: questionnaireAnswers.questionId,
      value: questionnaireAnswers.value,
    })
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.questionnaire, END_OF_COURSE_QUESTIONNAIRE));
  const summary = summariseAnswers(endOfCourseQuestionnaire, rows);
  return {
    name: END_OF_COURSE_QUESTIONNAIRE,
    title: endOfCourseQuestionnaire.title[language],
    responses: summary.responses,
    questions: endOfCourseQuestionnaire.questions.map((question, i) => {
      const summed = summary.questions[i]!;
      const labels = 'options' in question ? question.options : [];
      return {
        id: question.id,
        kind: question.kind,
        title: question.title[language],
        prompt: question.prompt[language],
        answered: summed.answered,
        options:
          'options' in summed
            ? summed.options.map((option) => ({
                ...option,
                label: labels.find((l) => l.value === option.value)?.label[language] ?? '',
              }))
            : [],
        average: 'average' in summed ? summed.average : null,
      };
    }),
  };
}
