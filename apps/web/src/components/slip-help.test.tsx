import type { Course } from '@quit/contracts/course';
import type { DiaryEntry } from '@quit/contracts/programme';
import type { SlipHelp as SlipFigures } from '@quit/contracts/slip';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import { feedbackFixture, programmeRoutes } from '@/testing/programme-fixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { SlipHelp } from './slip-help';

const active: Course = {
  ...courseFixture,
  state: 'active',
  startDate: '2030-11-18',
  day: 3,
  endDate: '2030-12-15',
  today: '2030-11-20',
};
const figures: SlipFigures = {
  day: 3,
  smokeFreeDays: 2,
  partialPayoutMinDays: 7,
  smokeFreeDaysNeeded: 5,
  partialPayoutReachable: true,
  testDate: '2030-12-15',
  daysToTest: 25,
  testMayBePositive: false,
};
const entry = (smoked: boolean): DiaryEntry => ({
  day: 3,
  date: '2030-11-20',
  smokingDesire: 3,
  determination: 3,
  cravingCount: 9,
  sportMinutes: 0,
  sleepHours: 6,
  steps: 2000,
  smokedSinceLastEntry: smoked,
  triggers: [],
  symptoms: [],
  notes: '',
  createdAt: '2030-11-20T18:10:00.000Z',
  updatedAt: '2030-11-20T18:10:00.000Z',
});

function stubDashboard(smoked: boolean, slip: SlipFigures = figures) {
  const written = entry(smoked);
  return stubFetch(
    sessionRoute(sessionFixture()),
    ...programmeRoutes({
      feedback: feedbackFixture({
        open: true,
        openDays: [3],
        entry: written,
        openEntries: [written],
        now: '2030-11-20T18:30:00.000Z',
      }),
    }),
    on('GET', '/api/feedback/slip', () => json(slip)),
    on('GET', '/api/course/active', () => json(active)),
    on('GET', '/api/course/day', () => json({ ...courseDayFixture, day: 3 })),
    on('GET', '/api/participant', () => json(profileFixture)),
  );
}

describe('slip help (C9)', () => {
  it('follows a diary entry "smoked" with what it means, the guide and the chat', async () => {
    stubDashboard(true);
    renderApp('/participant/dashboard');
    const help = await screen.findByRole('region', {
      name: 'A slip is not the end of your course',
    });
    const meaning = await within(help).findByTestId('slip-meaning');
    expect(
      within(meaning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'This day does not count as smoke-free. You have 2 smoke-free days so far.',
      'A partial payout needs at least 7 smoke-free days: 5 more to go, and there are enough course days left.',
      'Your nicotine test can be taken in 25 days. What a cigarette leaves in your saliva is usually gone within a few days: stay smoke-free from now on and it has time to clear.',
    ]);
    expect(within(help).getByText(/your supporters are not told/)).toBeVisible();
    expect(within(help).getByRole('heading', { name: 'Back on track' })).toBeVisible();
    expect(
      within(help).getByRole('link', { name: 'Talk to the team in the chat' }),
    ).toHaveAttribute('href', '/participant/chat');
  });

  it('is not there after a smoke-free entry, and its figures are not even asked for', async () => {
    const fetchMock = stubDashboard(false);
    renderApp('/participant/dashboard');
    expect(await screen.findByTestId('diary-state')).toBeVisible();
    expect(screen.queryByTestId('slip-help')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/feedback/slip')).toHaveLength(0);
  });

  it('says in German when the test is near and the partial payout out of reach', async () => {
    stubFetch(
      on('GET', '/api/feedback/slip', () =>
        json({
          ...figures,
          day: 26,
          smokeFreeDays: 1,
          smokeFreeDaysNeeded: 6,
          partialPayoutReachable: false,
          daysToTest: 2,
          testMayBePositive: true,
        }),
      ),
    );
    await i18n.changeLanguage('de');
    renderWithProviders(<SlipHelp />);
    const meaning = await screen.findByTestId('slip-meaning');
    expect(
      within(meaning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dieser Tag zählt nicht als rauchfrei. Bisher hast du 1 rauchfreien Tag.',
      'In diesem Kurs bleiben zu wenige Tage für die 7 rauchfreien Tage, die eine Teilauszahlung braucht. Ein negativer Test bringt dir trotzdem die ganze Auszahlung.',
      'Deinen Nikotintest kannst du in 2 Tagen machen. Das ist bald: Eine Zigarette jetzt kann sich darin noch zeigen. Bleib ab jetzt rauchfrei.',
    ]);
    expect(screen.getByRole('link', { name: 'Schreib dem Team im Chat' })).toBeVisible();
  });

  it('still guides when the figures cannot be loaded, and says so', async () => {
    stubFetch(on('GET', '/api/feedback/slip', () => json({ code: 'INTERNAL', message: 'x' }, 500)));
    renderWithProviders(<SlipHelp />);
    expect(await screen.findByText(/could not be loaded just now/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Back on track' })).toBeVisible();
    expect(screen.queryByTestId('slip-meaning')).not.toBeInTheDocument();
  });

  it('shows the guide without figures and without a warning before the course runs', async () => {
    stubFetch(
      on('GET', '/api/feedback/slip', () =>
        json(
          {
            code: 'COURSE_NOT_ACTIVE',
            message: 'This is only possible while your course is running.',
          },
          409,
        ),
      ),
    );
    renderWithProviders(<SlipHelp />);
    expect(await screen.findByRole('heading', { name: 'Back on track' })).toBeVisible();
    await expect(screen.findByText(/could not be loaded/, {}, { timeout: 300 })).rejects.toThrow();
    expect(screen.queryByTestId('slip-meaning')).not.toBeInTheDocument();
  });
});
