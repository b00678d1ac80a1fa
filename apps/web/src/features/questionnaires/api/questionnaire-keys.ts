import type { Language } from '@quit/domain/constants';

/**
 * Query keys of the questionnaires. Texts come in the request's language, so it is part of the
 * keys; everything under `all` follows from the answers, so answering invalidates that prefix.
 */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  definition: (language: Language, name: string) =>
    ['questionnaire-definitions', language, name] as const,
  statuses: (language: Language) => ['questionnaires', language, 'statuses'] as const,
  answers: (language: Language, name: string) =>
    ['questionnaires', language, 'answers', name] as const,
  // Under the programme's prefix too: a diary entry (which invalidates 'programme') changes it.
  motivation: () => ['programme', 'motivation'] as const,
};
