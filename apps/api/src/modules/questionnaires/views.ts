// Questionnaire texts in the request's language (the definitions hold both).
import type { QuestionnaireView, QuestionView } from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import type { Question, Questionnaire } from '@quit/domain/questionnaire-types';

function questionView(question: Question, language: Language): QuestionView {
  const base = {
    id: question.id,
    kind: question.kind,
    title: question.title[language],
    prompt: question.prompt[language],
    learnMore: question.learnMore[language],
  };
  if (question.kind === 'choice' || question.kind === 'multi') {
    return {
      ...base,
      options: question.options.map((o) => ({ value: o.value, label: o.label[language] })),
      ...(question.kind === 'multi' && question.exclusive ? { exclusive: question.exclusive } : {}),
    };
  }
  return {
    ...base,
    min: question.min,
    max: question.max,
    ...(question.unit ? { unit: question.unit[language] } : {}),
  };
}

export function questionnaireView(
  questionnaire: Questionnaire,
  language: Language,
): QuestionnaireView {
  return {
    name: questionnaire.name,
    title: questionnaire.title[language],
    questions: questionnaire.questions.map((q) => questionView(q, language)),
  };
}
