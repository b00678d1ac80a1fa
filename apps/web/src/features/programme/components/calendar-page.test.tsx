import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { calendarFixture } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

function stubCalendar() {
  return stubFetch(
    sessionRoute(sessionFixture()),
    on('GET', '/api/programme/calendar', () => json(calendarFixture())),
  );
}

const dayButton = (day: number) => screen.getByTestId(`calendar-day-${day}`);

async function openCalendar() {
  const user = userEvent.setup({ delay: null });
  renderApp('/participant/calendar');
  await screen.findByTestId('calendar');
  return user;
}

describe('programme calendar', () => {
  it('lays the 28 days out in weeks that start on Monday', async () => {
    stubCalendar();
    await openCalendar();
    const table = screen.getByRole('table', { name: 'Course calendar' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // The course starts on Monday 18 November 2030: day 1 is the first cell of the first week.
    const firstWeek = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(within(firstWeek[0] as HTMLElement).getByRole('button')).toBe(dayButton(1));
    expect(within(firstWeek[6] as HTMLElement).getByRole('button')).toBe(dayButton(7));
  });

  it('names each day’s seminars and diary in words: done, missed, open, future', async () => {
    stubCalendar();
    await openCalendar();
    expect(dayButton(1)).toHaveAccessibleName(
      'Day 1, 11.18.2030: 2 of 2 seminars watched, Diary done',
    );
    expect(dayButton(2)).toHaveAccessibleName(
      'Day 2, 11.19.2030: 1 of 2 seminars watched, Diary missed',
    );
    expect(dayButton(3)).toHaveAccessibleName(
      'Day 3, 11.20.2030: 0 of 2 seminars watched, Diary open (Today)',
    );
    expect(dayButton(3)).toHaveAttribute('aria-current', 'date');
    expect(within(dayButton(3)).getByText('Today')).toBeVisible();
    expect(dayButton(4)).toHaveAccessibleName('Day 4, 11.21.2030: not reached yet');
    expect(screen.getByTestId('calendar-counts')).toHaveTextContent(
      '3 seminars watched · 1 diary day kept',
    );
  });

  it('names them in German', async () => {
    stubCalendar();
    await i18n.changeLanguage('de');
    renderApp('/participant/calendar');
    await screen.findByTestId('calendar');
    expect(dayButton(2)).toHaveAccessibleName(
      'Tag 2, 19.11.2030: 1 von 2 Seminaren angesehen, Tagebuch verpasst',
    );
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
  });

  it('moves between days with the arrow keys, one tab stop, and shows the chosen day', async () => {
    stubCalendar();
    const user = await openCalendar();
    // Today is the one tab stop and is shown at first.
    expect(dayButton(3)).toHaveAttribute('tabindex', '0');
    expect(dayButton(1)).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Day 3 · 11.20.2030' })).toBeVisible();

    dayButton(3).focus();
    await user.keyboard('{ArrowLeft}');
    expect(dayButton(2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(9)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(dayButton(1)).toHaveFocus(); // never before day 1
    await user.keyboard('{End}');
    expect(dayButton(28)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dayButton(1)).toHaveFocus();
    expect(dayButton(1)).toHaveAttribute('tabindex', '0');

    await user.keyboard('{Enter}');
    expect(dayButton(1)).toHaveAttribute('aria-pressed', 'true');
    const selected = screen.getByTestId('selected-day');
    expect(within(selected).getByRole('heading', { name: 'Day 1 · 11.18.2030' })).toBeVisible();
    expect(within(selected).getByRole('link', { name: 'Watch: Morning of day 1' })).toHaveAttribute(
      'href',
      '/participant/resources?day=1&seminar=s-1-morning',
    );
    expect(within(selected).getAllByText('Watched')).toHaveLength(2);
  });

  it('says a day not reached yet is still to come', async () => {
    stubCalendar();
    const user = await openCalendar();
    await user.click(dayButton(10));
    const selected = screen.getByTestId('selected-day');
    expect(selected).toHaveTextContent(
      'You have not reached this day yet. Its seminars open on 11.27.2030.',
    );
    expect(within(selected).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the programme starts with the course before it runs', async () => {
    stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/programme/calendar', () =>
        json({ code: 'COURSE_NOT_ACTIVE', message: 'x' }, 409),
      ),
    );
    renderApp('/participant/calendar');
    expect(await screen.findByTestId('programme-not-running')).toHaveTextContent(
      'The daily programme starts with your course.',
    );
  });
});
