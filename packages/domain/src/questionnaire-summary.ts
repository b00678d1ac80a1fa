// What operators see of a questionnaire's answers (issue 30 item 4, record 0071): counts per
// option, averages of numbers, how many people answered; never who, never one person's row.
// Only the kinds listed here are summarised: a free-text kind, if one is ever added, fails the
// exhaustive switch below until someone decides how (or whether) operators see it.
import type { AnswerValue, Questionnaire } from './questionnaire-types';

export type AnswerRow = { userId: string; questionId: string; value: AnswerValue };

export type QuestionSummary =
  | {
      id: string;
      kind: 'choice' | 'multi';
      /** People who answered this question. */
      answered: number;
      /** Every option of the question in its order, with how many chose it. */
      options: { value: string; count: number }[];
    }
  | {
      id: string;
      kind: 'number' | 'money';
      answered: number;
      /** The mean of the answers, rounded to two decimals; null when nobody answered. */
      average: number | null;
    };

export type QuestionnaireSummary = {
  /** People who answered at least one question. */
  responses: number;
  questions: QuestionSummary[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function summariseAnswers(
  questionnaire: Questionnaire,
  rows: readonly AnswerRow[],
): QuestionnaireSummary {
  const people = new Set(rows.map((row) => row.userId));
  const questions = questionnaire.questions.map((question): QuestionSummary => {
    const values = rows.filter((row) => row.questionId === question.id).map((row) => row.value);
    switch (question.kind) {
      case 'choice':
      case 'multi': {
        const chosen = values.flatMap((value) => (Array.isArray(value) ? value : [value]));
        return {
          id: question.id,
          kind: question.kind,
          answered: values.length,
          options: question.options.map((option) => ({
            value: option.value,
            count: chosen.filter((value) => value === option.value).length,
          })),
        };
      }
      case 'number':
      case 'money': {
        const numbers = values.filter((value): value is number => typeof value === 'number');
        const sum = numbers.reduce((total, value) => total + value, 0);
        return {
          id: question.id,
          kind: question.kind,
          answered: numbers.length,
          average: numbers.length === 0 ? null : round2(sum / numbers.length),
        };
      }
    }
  });
  return { responses: people.size, questions };
}
