import { pageRoutes } from '@quit/contracts/routes';
import type { ParticipantDashboard } from '@quit/contracts/dashboard';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEvents } from '@/lib/auth-events';
import { createQueryClient } from '@/lib/query-client';
import { accountKeys, courseKeys, dashboardKeys } from '@/lib/query-keys';
import { courseFixture, sessionFixture } from '@/testing/fixtures';
import { DASHBOARD_PATH, json, on, requestsTo, SESSION_PATH, stubFetch } from '@/testing/fetch';
import { startBootQueries } from './boot-queries';

/** A session answer the test releases itself, to see what was asked before it came. */
function heldSession() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { route: on('GET', SESSION_PATH, () => answer), release };
}

const overview = (title: string) =>
  ({ course: { ...courseFixture, id: title } }) as unknown as ParticipantDashboard;

afterEach(() => vi.unstubAllGlobals());

describe('the boot reads on the dashboard (record 0091)', () => {
  it('asks for the dashboard beside the session check and uses that answer once it says participant', async () => {
    const session = heldSession();
    const fetchMock = stubFetch(
      session.route,
      on('GET', DASHBOARD_PATH, () => json(overview('early'))),
    );
    const client = createQueryClient();
    startBootQueries(client, pageRoutes.participantDashboard);

    // Asked before the session answered.
    expect(requestsTo(fetchMock, DASHBOARD_PATH)).toHaveLength(1);
    session.release(json({ current: sessionFixture() }));

    await waitFor(() =>
      expect(client.getQueryData(dashboardKeys.overview('en'))).toEqual(overview('early')),
    );
    // Filed where the panels look for it, and not asked a second time.
    expect(client.getQueryData(courseKeys.active())).toMatchObject({ id: 'early' });
    expect(requestsTo(fetchMock, DASHBOARD_PATH)).toHaveLength(1);
  });

  it('signs nobody out and keeps nothing when the early read is refused for a visitor', async () => {
    const fetchMock = stubFetch(
      on('GET', DASHBOARD_PATH, () => json({ code: 'UNAUTHENTICATED', message: '' }, 401)),
    );
    const signedOut = vi.fn();
    const stop = authEvents.onSignOut(signedOut);
    const client = createQueryClient();
    startBootQueries(client, pageRoutes.participantDashboard);

    await waitFor(() => expect(client.getQueryData(accountKeys.session())).not.toBeUndefined());
    await waitFor(() => expect(requestsTo(fetchMock, DASHBOARD_PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(signedOut).not.toHaveBeenCalled();
    expect(client.getQueryData(dashboardKeys.overview('en'))).toBeUndefined();
    expect(client.getQueryData(courseKeys.active())).toBeUndefined();
  });

  it('asks again the usual way when the early read failed', async () => {
    let calls = 0;
    const fetchMock = stubFetch(
      on('GET', SESSION_PATH, () => json({ current: sessionFixture() })),
      on('GET', DASHBOARD_PATH, () =>
        ++calls === 1 ? json({ code: 'INTERNAL', message: '' }, 500) : json(overview('again')),
      ),
    );
    const client = createQueryClient();
    startBootQueries(client, pageRoutes.participantDashboard);

    await waitFor(() =>
      expect(client.getQueryData(dashboardKeys.overview('en'))).toEqual(overview('again')),
    );
    expect(requestsTo(fetchMock, DASHBOARD_PATH)).toHaveLength(2);
  });

  it('asks for no dashboard on the participant’s other pages', async () => {
    const fetchMock = stubFetch(on('GET', SESSION_PATH, () => json({ current: sessionFixture() })));
    const client = createQueryClient();
    startBootQueries(client, pageRoutes.participantInsights);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/course/active')).toHaveLength(1));
    expect(requestsTo(fetchMock, DASHBOARD_PATH)).toHaveLength(0);
  });
});
