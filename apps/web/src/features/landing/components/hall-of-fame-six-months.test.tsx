import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { HallOfFame } from './hall-of-fame';

const winners = {
  entries: [
    { name: 'Hedy L.', passedOn: '2026-11-20', sixMonthsSmokeFree: true },
    { name: 'Ada K.', passedOn: '2026-10-02', sixMonthsSmokeFree: false },
    { name: 'Mary S.', passedOn: '2026-09-02' },
  ],
};

afterEach(() => i18n.changeLanguage('en'));

describe('the Hall of Fame mark "6 months smoke-free" (C8)', () => {
  it.each([
    ['en', 'Hedy L.passed on 11.20.20266 months smoke-free'],
    ['de', 'Hedy L.bestanden am 20.11.20266 Monate rauchfrei'],
  ] as const)('marks only who passed the 6-month test (%s)', async (language, first) => {
    await i18n.changeLanguage(language);
    stubFetch(on('GET', '/api/global/hall-of-fame', () => json(winners)));
    renderWithProviders(<HallOfFame />);
    await screen.findByTestId('hall-of-fame');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(first);
    expect(screen.getAllByTestId('hall-of-fame-six-months')).toHaveLength(1);
  });
});
