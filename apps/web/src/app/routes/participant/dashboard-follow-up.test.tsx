// C8 on the participant's dashboard: after a pass the follow-up card is there (its own chunk),
// and a due follow-up test opens in the nicotine test's panel on the follow-up's kit.
import type { Course } from '@quit/contracts/course';
import type { FollowUpStatus } from '@quit/contracts/follow-up';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const FOLLOW_UP = '6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const KIT = '0d4e2b8a-6c1f-4a3e-8b7d-9e5f1a2c3d4b';
const passed: Course = { ...courseFixture, state: 'paid_out', canCancel: false };

const due: FollowUpStatus = {
  now: '2027-04-21T10:00:00.000Z',
  eligibleCourseId: null,
  courseId: COURSE,
  passedOn: '2027-01-20',
  joinedAt: '2027-01-21T10:00:00.000Z',
  tests: [
    {
      id: FOLLOW_UP,
      stage: 'three_months',
      state: 'due',
      opensOn: '2027-04-20',
      closesOn: '2027-05-17',
      opensAt: '2027-04-19T22:00:00.000Z',
      closesAt: '2027-05-17T22:00:00.000Z',
      kitSentAt: '2027-04-10T09:00:00.000Z',
      trackingText: null,
      result: null,
      settledAt: null,
      testkit: { id: KIT, state: 'unused', readyAt: null, identity: 'verified', test: null },
    },
  ],
  bonusPot: null,
};

function stubDashboard(course: Course, followUps: FollowUpStatus) {
  return stubFetch(
    sessionRoute(sessionFixture({ id: 'u-42' })),
    on('GET', '/api/course/active', () => json(course)),
    on('GET', '/api/course/day', () => json(courseDayFixture)),
    on('GET', '/api/participant', () => json(profileFixture)),
    on('GET', '/api/participant/follow-ups', () => json(followUps)),
    on('GET', `/api/testkit/follow-up/${FOLLOW_UP}`, () =>
      json({ testkit: due.tests[0]!.testkit, now: due.now }),
    ),
  );
}

afterEach(() => i18n.changeLanguage('en'));

describe('follow-up tests on the dashboard (C8)', () => {
  it('offers to join after a pass, in German', async () => {
    await i18n.changeLanguage('de');
    stubDashboard(passed, { ...due, eligibleCourseId: COURSE, courseId: null, tests: [] });
    renderApp('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Rauchfrei bleiben: Nachtests' });
    expect(within(card).getByRole('button', { name: 'An den Nachtests teilnehmen' })).toBeEnabled();
  });

  it("runs a due follow-up test in the test panel on the follow-up's kit", async () => {
    const fetchMock = stubDashboard(passed, due);
    renderApp('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Stay quit: your follow-up tests' });
    const test = await within(card).findByRole('region', { name: 'Nicotine test' });
    expect(await within(test).findByRole('button', { name: 'Start the test' })).toBeEnabled();
    expect(requestsTo(fetchMock, `/api/testkit/follow-up/${FOLLOW_UP}`).length).toBeGreaterThan(0);
    expect(requestsTo(fetchMock, `/api/testkit/course/${passed.id}`)).toHaveLength(0);
  });

  it('asks nothing about follow-ups while a course runs', async () => {
    const fetchMock = stubDashboard({ ...courseFixture, state: 'funding' }, due);
    renderApp('/participant/dashboard');
    await screen.findByTestId('course-state');
    expect(requestsTo(fetchMock, '/api/participant/follow-ups')).toHaveLength(0);
  });
});
