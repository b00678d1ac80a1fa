// The questionnaires the product asks, by name (spec §7 `/questionnaire/{name}`).
import { endOfCourseQuestionnaire } from './end-of-course-questionnaire';
import type { Questionnaire } from './questionnaire-types';
import { welcomeQuestionnaire } from './welcome-questionnaire';

export const QUESTIONNAIRES: readonly Questionnaire[] = [
  welcomeQuestionnaire,
  endOfCourseQuestionnaire,
];

export function findQuestionnaire(name: string): Questionnaire | undefined {
  return QUESTIONNAIRES.find((q) => q.name === name);
}
