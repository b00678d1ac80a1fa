import type { Course } from '@quit/contracts/course';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import { programmeRoutes } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

function stubCourse(course: Course) {
  stubFetch(
    sessionRoute(sessionFixture()),
    ...programmeRoutes(),
    on('GET', '/api/course/active', () => json(course)),
    on('GET', '/api/course/day', () => json({ ...courseDayFixture, day: 3 })),
    on('GET', '/api/participant', () => json(profileFixture)),
  );
}

describe('the course calendar file link', () => {
  it('downloads the .ics file in the page language on a running course', async () => {
    stubCourse({
      ...courseFixture,
      state: 'active',
      startDate: '2030-11-18',
      day: 3,
      endDate: '2030-12-15',
      today: '2030-11-20',
    });
    renderApp('/participant/dashboard');
    const link = await screen.findByRole('link', {
      name: 'Add the course to your calendar (.ics)',
    });
    expect(link).toHaveAttribute('href', '/api/course/calendar.ics?language=en');
    expect(link).toHaveAttribute('download', 'quitpot-course.ics');
  });

  it('is offered in German once a start date is chosen', async () => {
    await i18n.changeLanguage('de');
    stubCourse({
      ...courseFixture,
      state: 'scheduled',
      startDate: '2030-12-01',
      daysUntilStart: 11,
      today: '2030-11-20',
    });
    renderApp('/participant/dashboard');
    const link = await screen.findByRole('link', {
      name: 'Kurs in deinen Kalender eintragen (.ics)',
    });
    expect(link).toHaveAttribute('href', '/api/course/calendar.ics?language=de');
  });
});
