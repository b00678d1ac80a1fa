import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { BadgeList } from './badge-list';

const badges = [
  { badge: 'test_passed', day: 28, earnedAt: '2027-01-20T10:00:00.000Z' },
  { badge: 'six_months_smoke_free', day: 210, earnedAt: '2027-07-21T10:00:00.000Z' },
];

afterEach(() => i18n.changeLanguage('en'));

describe('the 6-month badge (C8)', () => {
  it.each([
    ['en', 'Test passed · day 28', '6 months smoke-free'],
    ['de', 'Test bestanden · Tag 28', '6 Monate rauchfrei'],
  ] as const)('is named, without a course day (%s)', async (language, passed, sixMonths) => {
    await i18n.changeLanguage(language);
    stubFetch(on('GET', '/api/participant/badges', () => json(badges)));
    renderWithProviders(<BadgeList />);
    const list = await screen.findByTestId('badges');
    const items = Array.from(list.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([passed, sixMonths]);
  });
});
