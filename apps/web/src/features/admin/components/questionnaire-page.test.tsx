import type { AdminQuestionnaireSummary } from '@quit/contracts/questionnaire-summary';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { QuestionnairePage } from './questionnaire-page';

/** What the API answers in the page's language (the server writes titles and options). */
function summary(language: 'de' | 'en'): AdminQuestionnaireSummary {
  const de = language === 'de';
  return {
    name: 'endofcourse',
    title: de ? 'Dein Rückblick' : 'Looking back',
    responses: 3,
    questions: [
      {
        id: 'how_it_went',
        kind: 'choice',
        title: de ? 'Wie es lief' : 'How it went',
        prompt: de ? 'Wie lief der Kurs für dich?' : 'How did the course go for you?',
        answered: 3,
        options: [
          { value: 'very_well', label: de ? 'Sehr gut' : 'Very well', count: 2 },
          { value: 'badly', label: de ? 'Schlecht' : 'Badly', count: 1 },
        ],
        average: null,
      },
      {
        id: 'what_helped',
        kind: 'multi',
        title: de ? 'Was geholfen hat' : 'What helped',
        prompt: de ? 'Was hat dir geholfen?' : 'What helped you?',
        answered: 1,
        options: [{ value: 'diary', label: de ? 'Das Tagebuch' : 'The diary', count: 1 }],
        average: null,
      },
    ],
  };
}

afterEach(() => i18n.changeLanguage('en'));

describe('the end-of-course questionnaire in aggregate', () => {
  it.each(['en', 'de'] as const)('shows counts per answer and no one (%s)', async (language) => {
    await i18n.changeLanguage(language);
    stubFetch(on('GET', '/api/admin/questionnaires/endofcourse', () => json(summary(language))));
    renderWithProviders(<QuestionnairePage />);
    const de = language === 'de';
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: de ? 'Fragebogen zum Kursende' : 'End-of-course questionnaire',
      }),
    ).toBeVisible();
    expect(await screen.findByTestId('questionnaire-responses')).toHaveTextContent(
      de ? 'Dein Rückblick: 3 Personen haben geantwortet.' : 'Looking back: 3 people answered.',
    );
    const went = screen.getByRole('region', { name: de ? 'Wie es lief' : 'How it went' });
    const rows = within(went).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      de ? 'AntwortGewählt' : 'AnswerChosen',
      de ? 'Sehr gut2' : 'Very well2',
      de ? 'Schlecht1' : 'Badly1',
    ]);
    const helped = screen.getByRole('region', { name: de ? 'Was geholfen hat' : 'What helped' });
    expect(helped).toHaveTextContent(de ? '1 Antwort · Mehrfachauswahl' : '1 answer · several');
  });
});
