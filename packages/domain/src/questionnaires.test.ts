import { describe, expect, it } from 'vitest';
import { findQuestionnaire, QUESTIONNAIRES } from './questionnaires';
import { isValidAnswer, questionnaireProgress, type Question } from './questionnaire-types';
import { nicotineProductsUsed, smokingHistory } from './smoking-history';
import { welcomeQuestionnaire } from './welcome-questionnaire';

const question = (id: string): Question => {
  const found = welcomeQuestionnaire.questions.find((q) => q.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('questionnaires', () => {
  it('are found by name; the welcome one is testquestionnaire (P4)', () => {
    expect(findQuestionnaire('testquestionnaire')).toBe(welcomeQuestionnaire);
    expect(findQuestionnaire('endofcourse')?.questions.map((q) => q.id)).toEqual([
      'how_it_went',
      'what_helped',
      'recommend',
    ]);
    expect(findQuestionnaire('nope')).toBeUndefined();
  });

  it('have unique question ids and texts in both languages', () => {
    for (const q of QUESTIONNAIRES) {
      const ids = q.questions.map((question) => question.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of q.questions) {
        for (const text of [item.title, item.prompt, item.learnMore]) {
          expect(text.de.trim()).not.toBe('');
          expect(text.en.trim()).not.toBe('');
        }
      }
    }
  });

  it('says plainly that nicotine products make the test positive', () => {
    const item = question('nicotine_products');
    expect(item.learnMore.en).toMatch(/nicotine test on day 28 positive/);
    expect(item.learnMore.de).toMatch(/Nikotintest an Tag 28 positiv/);
  });
});

describe('isValidAnswer', () => {
  it('takes only listed options for a choice', () => {
    expect(isValidAnswer(question('first_cigarette'), 'within_5')).toBe(true);
    expect(isValidAnswer(question('first_cigarette'), 'never')).toBe(false);
    expect(isValidAnswer(question('first_cigarette'), 3)).toBe(false);
  });

  it('takes whole numbers within the range', () => {
    const perDay = question('cigarettes_per_day');
    expect(isValidAnswer(perDay, 1)).toBe(true);
    expect(isValidAnswer(perDay, 100)).toBe(true);
    expect(isValidAnswer(perDay, 0)).toBe(false);
    expect(isValidAnswer(perDay, 101)).toBe(false);
    expect(isValidAnswer(perDay, 2.5)).toBe(false);
    expect(isValidAnswer(perDay, '20')).toBe(false);
  });

  it('takes several known options, unique, with "none" only alone', () => {
    const products = question('nicotine_products');
    expect(isValidAnswer(products, ['none'])).toBe(true);
    expect(isValidAnswer(products, ['snus', 'e_cigarette'])).toBe(true);
    expect(isValidAnswer(products, ['none', 'snus'])).toBe(false);
    expect(isValidAnswer(products, ['snus', 'snus'])).toBe(false);
    expect(isValidAnswer(products, [])).toBe(false);
    expect(isValidAnswer(products, ['pipe'])).toBe(false);
  });
});

describe('questionnaireProgress', () => {
  it('counts valid answers to existing questions only', () => {
    const total = welcomeQuestionnaire.questions.length;
    expect(questionnaireProgress(welcomeQuestionnaire, {})).toEqual({
      answered: 0,
      total,
      completed: false,
    });
    expect(
      questionnaireProgress(welcomeQuestionnaire, {
        first_cigarette: 'within_5',
        pack_size: 0,
        unknown: 'x',
      }),
    ).toEqual({ answered: 1, total, completed: false });
  });
});

describe('smokingHistory', () => {
  it('needs the daily count, the pack price and the pack size', () => {
    expect(smokingHistory({ cigarettes_per_day: 20, pack_price: 900, pack_size: 20 })).toEqual({
      cigarettesPerDay: 20,
      packPriceCents: 900,
      packSize: 20,
    });
    expect(smokingHistory({ cigarettes_per_day: 20, pack_price: 900 })).toBeNull();
  });

  it('lists the nicotine products named, not "none"', () => {
    expect(nicotineProductsUsed({ nicotine_products: ['none'] })).toEqual([]);
    expect(nicotineProductsUsed({ nicotine_products: ['snus'] })).toEqual(['snus']);
    expect(nicotineProductsUsed({})).toEqual([]);
  });
});
