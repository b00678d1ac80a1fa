import type { Language } from '@quit/domain/constants';

/**
 * Query keys of the programme. Titles, to-dos and list labels come in the request's language,
 * so the language is part of every key; everything under `all` depends on what the participant
 * watched, ticked or wrote, so a change invalidates that prefix.
 */
export const programmeKeys = {
  all: ['programme'] as const,
  currentDay: (language: Language) => ['programme', language, 'day', 'current'] as const,
  day: (language: Language, day: number) => ['programme', language, 'day', day] as const,
  unwatched: (language: Language) => ['programme', language, 'unwatched'] as const,
  calendar: (language: Language) => ['programme', language, 'calendar'] as const,
  todos: (language: Language, resourceId: string) =>
    ['programme', language, 'todos', resourceId] as const,
  feedback: () => ['programme', 'feedback', 'current'] as const,
  list: (language: Language, list: 'symptom' | 'triggertype') =>
    ['programme-lists', language, list] as const,
};
