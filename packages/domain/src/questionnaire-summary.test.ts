import { describe, expect, it } from 'vitest';
import { endOfCourseQuestionnaire } from './end-of-course-questionnaire';
import type { Questionnaire } from './questionnaire-types';
import { summariseAnswers } from './questionnaire-summary';

describe('summariseAnswers', () => {
  it('counts each option of choice and multi questions, and the people who answered', () => {
    const summary = summariseAnswers(endOfCourseQuestionnaire, [
      { userId: 'a', questionId: 'how_it_went', value: 'very_well' },
      { userId: 'b', questionId: 'how_it_went', value: 'very_well' },
      { userId: 'c', questionId: 'how_it_went', value: 'badly' },
      { userId: 'a', questionId: 'what_helped', value: ['seminars', 'diary'] },
      { userId: 'b', questionId: 'what_helped', value: ['diary'] },
      { userId: 'd', questionId: 'recommend', value: 'yes' },
    ]);
    expect(summary.responses).toBe(4);
    expect(summary.questions[0]).toEqual({
      id: 'how_it_went',
      kind: 'choice',
      answered: 3,
      options: [
        { value: 'very_well', count: 2 },
        { value: 'well', count: 0 },
        { value: 'mixed', count: 0 },
        { value: 'badly', count: 1 },
      ],
    });
    const helped = summary.questions[1];
    expect(helped?.answered).toBe(2);
    expect(helped && 'options' in helped && helped.options.slice(0, 2)).toEqual([
      { value: 'seminars', count: 1 },
      { value: 'diary', count: 2 },
    ]);
    expect(summary.questions[2]).toMatchObject({ answered: 1 });
  });

  it('averages number questions and says null when nobody answered; no person appears', () => {
    const scale: Questionnaire = {
      name: 'scale',
      title: { de: 'Skala', en: 'Scale' },
      questions: [
        {
          id: 'score',
          kind: 'number',
          min: 1,
          max: 10,
          title: { de: 'x', en: 'x' },
          prompt: { de: 'x', en: 'x' },
          learnMore: { de: 'x', en: 'x' },
        },
        {
          id: 'unanswered',
          kind: 'number',
          min: 0,
          max: 5,
          title: { de: 'y', en: 'y' },
          prompt: { de: 'y', en: 'y' },
          learnMore: { de: 'y', en: 'y' },
        },
      ],
    };
    const summary = summariseAnswers(scale, [
      { userId: 'secret-id-1', questionId: 'score', value: 7 },
      { userId: 'secret-id-2', questionId: 'score', value: 8 },
      { userId: 'secret-id-3', questionId: 'score', value: 8 },
    ]);
    expect(summary.questions).toEqual([
      { id: 'score', kind: 'number', answered: 3, average: 7.67 },
      { id: 'unanswered', kind: 'number', answered: 0, average: null },
    ]);
    expect(JSON.stringify(summary)).not.toContain('secret-id');
  });

  it('is empty but complete with no answers at all', () => {
    const summary = summariseAnswers(endOfCourseQuestionnaire, []);
    expect(summary.responses).toBe(0);
    expect(summary.questions.map((q) => q.answered)).toEqual([0, 0, 0]);
  });
});
