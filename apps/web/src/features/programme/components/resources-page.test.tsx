import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { calendarFixture, programmeDayFixture, seminarFixture } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

const unwatched = [
  seminarFixture(2, 'evening'),
  seminarFixture(3, 'morning'),
  seminarFixture(3, 'evening'),
];

function stubResources() {
  return stubFetch(
    sessionRoute(sessionFixture()),
    on('GET', '/api/resource/unwatched', () => json({ seminars: unwatched })),
    on('GET', '/api/programme/calendar', () => json(calendarFixture())),
    on('GET', '/api/resource/day/2', () =>
      json(
        programmeDayFixture(2, [seminarFixture(2, 'morning', { watched: true }), unwatched[0]!]),
      ),
    ),
  );
}

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('resources page', () => {
  it('lists the unwatched seminars first, then the days reached, newest first', async () => {
    stubResources();
    renderApp('/participant/resources');
    const unwatchedSection = await screen.findByRole('region', { name: 'Not watched yet' });
    expect(sectionHeadings()).toEqual(['Not watched yet', 'Days reached']);
    expect(
      within(unwatchedSection)
        .getAllByTestId('seminar-item')
        .map((item) => item.dataset.seminar),
    ).toEqual(['s-2-evening', 's-3-morning', 's-3-evening']);
    expect(
      within(unwatchedSection)
        .getAllByTestId('watched-state')
        .map((state) => state.textContent),
    ).toEqual(['Not watched yet', 'Not watched yet', 'Not watched yet']);

    const days = screen.getAllByTestId('reached-day');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
      'Day 3 · 11.20.2030',
      'Day 2 · 11.19.2030',
      'Day 1 · 11.18.2030',
    ]);
    const day2 = days[1] as HTMLElement;
    expect(
      within(day2)
        .getAllByTestId('seminar-item')
        .map((item) => [
          item.dataset.seminar,
          within(item).getByTestId('watched-state').textContent,
        ]),
    ).toEqual([
      ['s-2-morning', 'Watched'],
      ['s-2-evening', 'Not watched yet'],
    ]);
  });

  it('opens a seminar in the player', async () => {
    stubResources();
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/resources');
    const unwatchedSection = await screen.findByRole('region', { name: 'Not watched yet' });
    await user.click(
      within(unwatchedSection).getByRole('link', { name: 'Watch: Evening of day 2' }),
    );
    const player = await screen.findByTestId('seminar-player');
    expect(within(player).getByRole('heading', { name: 'Evening of day 2' })).toBeVisible();
    expect(within(player).getByTestId('seminar-video')).toHaveAttribute(
      'src',
      '/api/media/s-2-evening.mp4',
    );
    expect(screen.getByTestId('now-playing')).toHaveFocus();
  });
});
