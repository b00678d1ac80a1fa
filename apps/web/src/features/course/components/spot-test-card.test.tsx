import type { SpotTestView } from '@quit/contracts/spot-test';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { courseDayFixture, courseFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CourseToday } from './course-today';

const active = { ...courseFixture, state: 'active' as const, day: 15, startDate: '2030-11-10' };
const spot: SpotTestView = {
  id: 's-1',
  state: 'announced',
  day: 15,
  // 08:00 and 22:00 in Berlin (winter time).
  announceAt: '2030-11-24T07:00:00.000Z',
  dueAt: '2030-11-24T21:00:00.000Z',
  open: true,
  testId: null,
  result: null,
};

function showDay(day: number, shown: SpotTestView | null) {
  stubFetch(
    on('GET', '/api/course/day', () => json({ ...courseDayFixture, day })),
    on('GET', '/api/course/spot-test', () => json({ spotTest: shown })),
  );
  renderWithProviders(
    <CourseToday course={{ ...active, day }} nicotineTest={<p data-testid="test-flow">flow</p>} />,
  );
}

afterEach(() => i18n.changeLanguage('en'));

describe('the spot test on the dashboard (T7)', () => {
  it.each([
    ['en', 'Spot test today: take it by 22:00'],
    ['de', 'Stichprobentest heute: bitte bis 22:00 Uhr'],
  ])('announces it on its day with the test flow below (%s)', async (language, title) => {
    await i18n.changeLanguage(language);
    showDay(15, spot);
    const card = await screen.findByTestId('spot-test-card');
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(card).toHaveTextContent(language === 'de' ? 'Tag 15' : 'Day 15');
    // The same test flow as the final test opens under it.
    expect(screen.getByTestId('test-flow')).toBeInTheDocument();
  });

  it('says it was missed, without the flow', async () => {
    showDay(15, { ...spot, state: 'missed', open: false });
    expect(await screen.findByTestId('spot-test-card')).toHaveTextContent(
      "No photo of today's spot test came by 22:00",
    );
    expect(screen.queryByTestId('test-flow')).not.toBeInTheDocument();
  });

  it('shows no card before it is announced (the server answers null)', async () => {
    showDay(15, null);
    await screen.findByTestId('due-nicotineTest');
    expect(screen.queryByTestId('spot-test-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('test-flow')).not.toBeInTheDocument();
  });
});
