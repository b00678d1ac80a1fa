// Questionnaires as data (P4): each question is one step of the slides, with its texts in both
// languages, so the API serves them and the web app renders any questionnaire the same way.
import type { Language } from './constants';

export type LocalText = Record<Language, string>;

export type ChoiceOption = { value: string; label: LocalText };

type QuestionBase = {
  /** snake_case, unique within the questionnaire. */
  id: string;
  /** The slide's title (e.g. "Morning"), shown above the question. */
  title: LocalText;
  prompt: LocalText;
  learnMore: LocalText;
};

export type ChoiceQuestion = QuestionBase & { kind: 'choice'; options: readonly ChoiceOption[] };
/** Several options; `exclusive` (e.g. "none") may only be chosen alone. */
export type MultiQuestion = QuestionBase & {
  kind: 'multi';
  options: readonly ChoiceOption[];
  exclusive?: string;
};
/** A whole number; `money` ones are amounts in cents. */
export type NumberQuestion = QuestionBase & {
  kind: 'number' | 'money';
  min: number;
  max: number;
  unit?: LocalText;
};

export type Question = ChoiceQuestion | MultiQuestion | NumberQuestion;

export type Questionnaire = {
  name: string;
  title: LocalText;
  questions: readonly Question[];
};

export type AnswerValue = string | string[] | number;
export type Answers = Readonly<Record<string, AnswerValue>>;

/** Whether a value is a valid answer to the question (the API refuses anything else). */
export function isValidAnswer(question: Question, value: unknown): value is AnswerValue {
  switch (question.kind) {
    case 'choice':
      return typeof value === 'string' && question.options.some((o) => o.value === value);
    case 'multi': {
      if (!Array.isArray(value) || value.length === 0) return false;
      const known = value.every(
        (v) => typeof v === 'string' && question.options.some((o) => o.value === v),
      );
      const unique = new Set(value).size === value.length;
      const exclusiveAlone =
        question.exclusive === undefined ||
        !value.includes(question.exclusive) ||
        value.length === 1;
      return known && unique && exclusiveAlone;
    }
    case 'number':
    case 'money':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= question.min &&
        value <= question.max
      );
  }
}

/** How far a participant got: answers to questions that exist and are valid count. */
export function questionnaireProgress(questionnaire: Questionnaire, answers: Answers) {
  const answered = questionnaire.questions.filter(
    (q) => answers[q.id] !== undefined && isValidAnswer(q, answers[q.id]),
  ).length;
  const total = questionnaire.questions.length;
  return { answered, total, completed: answered === total };
}
