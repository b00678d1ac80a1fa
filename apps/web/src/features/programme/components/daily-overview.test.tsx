import type { Course } from '@quit/contracts/course';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, sessionRoute, stubFetch, type Route } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import {
  calendarFixture,
  feedbackFixture,
  programmeDayFixture,
  programmeRoutes,
  seminarFixture,
} from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

const active: Course = {
  ...courseFixture,
  state: 'active',
  startDate: '2030-11-18',
  day: 3,
  endDate: '2030-12-15',
  today: '2030-11-20',
};

/** The savings and smoke-free days from the diary (P4), which the Health label reads. */
const motivation = (smokeFreeDays: number) =>
  on('GET', '/api/participant/motivation', () =>
    json({
      historyKnown: false,
      smokeFreeDays,
      cigarettesNotSmoked: 0,
      moneySavedCents: 0,
      lifeMinutesSaved: 0,
      quitDate: '2030-11-18',
      fagerstromScore: null,
    }),
  );

function stubDashboard(routes: Route[] = programmeRoutes(), smokeFreeDays = 1) {
  return stubFetch(
    sessionRoute(sessionFixture()),
    ...routes,
    motivation(smokeFreeDays),
    on('GET', '/api/course/active', () => json(active)),
    on('GET', '/api/course/day', () => json({ ...courseDayFixture, day: 3 })),
    on('GET', '/api/participant', () => json(profileFixture)),
  );
}

describe('daily overview on the dashboard', () => {
  it("shows today's two seminars, their to-dos, the diary state, then the health label", async () => {
    stubDashboard(
      programmeRoutes({
        day: programmeDayFixture(3, [
          seminarFixture(3, 'morning', { watched: true }),
          seminarFixture(3, 'evening'),
        ]),
      }),
    );
    renderApp('/participant/dashboard');
    const overview = await screen.findByRole('region', { name: 'Daily Overview' });
    const items = await within(overview).findAllByTestId('seminar-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'Morning seminarMorning of day 3Watched',
      'Evening seminarEvening of day 3Not watched yet',
    ]);
    expect(within(overview).getByRole('link', { name: 'Watch: Evening of day 3' })).toHaveAttribute(
      'href',
      '/participant/resources?day=3&seminar=s-3-evening',
    );

    // Below the first screen: rendered once the first screen has been painted (record 0106).
    const tasks = await screen.findByRole('region', { name: 'Task panel' });
    expect(within(tasks).getAllByRole('checkbox')).toHaveLength(4);

    expect(await screen.findByTestId('diary-state')).toHaveTextContent('Opens today at 6:00 PM');

    const health = await screen.findByRole('region', { name: 'Health' });
    expect(within(health).getByTestId('smoke-free-days')).toHaveTextContent('1 day smoke-free');
    expect(within(health).getByTestId('next-milestone')).toHaveTextContent(
      'Next milestone: Your senses of taste and smell improve. (after 2 days smoke-free)',
    );
    expect(within(health).getByText('Source: American Cancer Society')).toBeVisible();
  });

  it('words the health label in German', async () => {
    stubDashboard(programmeRoutes(), 3);
    await i18n.changeLanguage('de');
    renderApp('/participant/dashboard');
    const health = await screen.findByRole('region', { name: 'Gesundheit' });
    expect(within(health).getByTestId('smoke-free-days')).toHaveTextContent('3 Tage rauchfrei');
    expect(within(health).getByTestId('next-milestone')).toHaveTextContent(
      'Nächster Meilenstein: Dein Kreislauf verbessert sich und deine Lunge arbeitet besser. (nach 2 Wochen rauchfrei)',
    );
  });

  it("offers yesterday's diary while it is still open and not written", async () => {
    const calendar = calendarFixture();
    const days = calendar.days.map((day) =>
      day.day === 2 ? { ...day, diary: 'open' as const } : day,
    );
    stubDashboard(
      programmeRoutes({
        calendar: { ...calendar, days },
        feedback: feedbackFixture({ open: true, openDays: [2, 3] }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/dashboard');
    expect(await screen.findByRole('form', { name: 'Your diary for day 3' })).toBeInTheDocument();
    const earlier = await screen.findByTestId('earlier-diary');
    expect(earlier).toHaveTextContent('Your diary for day 2 is still open until 11:59 PM today.');
    await user.click(within(earlier).getByRole('button', { name: "Write day 2's diary" }));
    expect(await screen.findByRole('form', { name: 'Your diary for day 2' })).toBeInTheDocument();
    await user.click(within(earlier).getByRole('button', { name: "Back to day 3's diary" }));
    expect(await screen.findByRole('form', { name: 'Your diary for day 3' })).toBeInTheDocument();
  });

  it("lets yesterday's written diary be changed until midnight, starting from what was written", async () => {
    const written = {
      day: 2,
      date: '2030-11-19',
      smokingDesire: 1,
      determination: 4,
      cravingCount: 7,
      sportMinutes: 30,
      sleepHours: 7.5,
      steps: 4321,
      smokedSinceLastEntry: false,
      triggers: [],
      symptoms: [],
      notes: 'Walked instead.',
      createdAt: '2030-11-19T18:00:00.000Z',
      updatedAt: '2030-11-19T18:00:00.000Z',
    };
    stubDashboard(
      programmeRoutes({
        feedback: feedbackFixture({
          open: true,
          openDays: [2, 3],
          openEntries: [written],
          now: '2030-11-20T18:30:00.000Z',
        }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/dashboard');
    const earlier = await screen.findByTestId('earlier-diary');
    expect(earlier).toHaveTextContent(
      'Your diary for day 2 is written; you can still change it until 11:59 PM today.',
    );
    await user.click(within(earlier).getByRole('button', { name: "Change day 2's diary" }));
    const form = await screen.findByRole('form', { name: 'Your diary for day 2' });
    expect(within(form).getByRole('textbox', { name: /How many cravings/ })).toHaveValue('7');
    expect(within(form).getByRole('textbox', { name: /Steps made/ })).toHaveValue('4321');
  });
});
