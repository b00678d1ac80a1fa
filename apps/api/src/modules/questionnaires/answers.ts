// The participant's questionnaire answers (P4): read, and stored one answer at a time after the
// questionnaire's definition accepts it. Only the participant's own answers are ever read.
import { and, eq } from 'drizzle-orm';
import type {
  AnswerRequest,
  ParticipantQuestionnaire,
  QuestionnaireStatus,
} from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import { fagerstromBand, fagerstromScore } from '@quit/domain/fagerstrom';
import {
  isValidAnswer,
  questionnaireProgress,
  type Answers,
  type Questionnaire,
} from '@quit/domain/questionnaire-types';
import { findQuestionnaire, QUESTIONNAIRES } from '@quit/domain/questionnaires';
import { nicotineProductsUsed } from '@quit/domain/smoking-history';
import { WELCOME_QUESTIONNAIRE } from '@quit/domain/welcome-questionnaire';
import { END_OF_COURSE_QUESTIONNAIRE } from '@quit/domain/end-of-course-questionnaire';
import { questionnaireAnswers } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { latestCourse } from '../course-row/current-course';
import type { QuestionnaireDeps } from './deps';

/** Course states after the outcome: the end-of-course questionnaire is asked from then on. */
const AFTER_OUTCOME = ['passed', 'failed', 'partial', 'paid_out', 'refunded'];

export function requireQuestionnaire(name: string): Questionnaire {
  const questionnaire = findQuestionnaire(name);
  if (!questionnaire) throw new AppError('NOT_FOUND', { detail: `questionnaire ${name}` });
  return questionnaire;
}

export async function answersOf(
  deps: QuestionnaireDeps,
  userId: string,
  name: string,
): Promise<Answers> {
  const rows = await deps.db
    .select({ questionId: questionnaireAnswers.questionId, value: questionnaireAnswers.value })
    .from(questionnaireAnswers)
    .where(
      and(eq(questionnaireAnswers.userId, userId), eq(questionnaireAnswers.questionnaire, name)),
    );
  return Object.fromEntries(rows.map((row) => [row.questionId, row.value]));
}

async function isDue(deps: QuestionnaireDeps, userId: string, name: string): Promise<boolean> {
  if (name !== END_OF_COURSE_QUESTIONNAIRE) return true;
  const course = await latestCourse(deps.db, userId);
  return course !== undefined && AFTER_OUTCOME.includes(course.state);
}

async function participantView(
  deps: QuestionnaireDeps,
  userId: string,
  questionnaire: Questionnaire,
  language: Language,
): Promise<ParticipantQuestionnaire> {
  const answers = await answersOf(deps, userId, questionnaire.name);
  const progress = questionnaireProgress(questionnaire, answers);
  const welcome = questionnaire.name === WELCOME_QUESTIONNAIRE;
  const score = welcome ? fagerstromScore(answers) : null;
  return {
    name: questionnaire.name,
    title: questionnaire.title[language],
    ...progress,
    due: !progress.completed && (await isDue(deps, userId, questionnaire.name)),
    answers: { ...answers },
    fagerstrom: score === null ? null : { score, band: fagerstromBand(score) },
    nicotineProducts: welcome ? nicotineProductsUsed(answers) : [],
  };
}

/** GET /api/participantquestionnaire: every questionnaire with how far the participant got. */
export async function questionnaireStatuses(
  deps: QuestionnaireDeps,
  userId: string,
  language: Language,
): Promise<QuestionnaireStatus[]> {
  return Promise.all(
    QUESTIONNAIRES.map(async (questionnaire) => {
      const view = await participantView(deps, userId, questionnaire, language);
      const { name, title, answered, total, completed, due } = view;
      return { name, title, answered, total, completed, due };
    }),
  );
}

/** GET /api/participantquestionnaire/{name}. */
export async function participantQuestionnaire(
  deps: QuestionnaireDeps,
  userId: string,
  name: string,
  language: Language,
): Promise<ParticipantQuestionnaire> {
  return participantView(deps, userId, requireQuestionnaire(name), language);
}

/** POST /api/participantquestionnaire/answer: stores (or replaces) one answer. */
export async function answerQuestion(
  deps: QuestionnaireDeps,
  userId: string,
  input: AnswerRequest,
  language: Language,
): Promise<ParticipantQuestionnaire> {
  const questionnaire = requireQuestionnaire(input.questionnaire);
  const question = questionnaire.questions.find((q) => q.id === input.questionId);
  if (!question) throw new AppError('INVALID_DATA', { fields: ['questionId'] });
  if (!isValidAnswer(question, input.value)) {
    throw new AppError('INVALID_DATA', { fields: ['value'] });
  }
  if (!(await isDue(deps, userId, questionnaire.name))) {
    throw new AppError('INVALID_DATA', {
      fields: ['questionnaire'],
      detail: 'end-of-course questionnaire before the outcome',
    });
  }
  const now = deps.clock.now();
  await deps.db
    .insert(questionnaireAnswers)
    .values({
      userId,
      questionnaire: questionnaire.name,
      questionId: question.id,
      value: input.value,
      answeredAt: now,
    })
    .onConflictDoUpdate({
      target: [
        questionnaireAnswers.userId,
        questionnaireAnswers.questionnaire,
        questionnaireAnswers.questionId,
      ],
      set: { value: input.value, answeredAt: now },
    });
  return participantView(deps, userId, questionnaire, language);
}
