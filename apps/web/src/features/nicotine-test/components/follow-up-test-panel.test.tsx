// C8: a follow-up test runs in the same panel as the course's test, on the follow-up's kit.
import type { Course } from '@quit/contracts/course';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { courseKeys } from '@/lib/query-keys';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { courseFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { useShownReading } from '../lib/use-shown-reading';
import { NicotineTestPanel } from './nicotine-test-panel';
import { PhoneTest } from './phone-test';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const FOLLOW_UP = '6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const KIT = '0d4e2b8a-6c1f-4a3e-8b7d-9e5f1a2c3d4b';
const TEST = '5b1c9e7d-2a4f-4e8b-a6c3-1d7f9b2e4a6c';
const now = '2027-04-21T11:00:00.000Z';

describe('a follow-up test in the test panel (C8)', () => {
  it("asks for the follow-up's kit, not the course's, and shows the same steps under its title", async () => {
    const fetchMock = stubFetch(
      on('GET', `/api/testkit/follow-up/${FOLLOW_UP}`, () =>
        json({
          testkit: { id: KIT, state: 'unused', readyAt: null, identity: 'verified', test: null },
          now,
        }),
      ),
    );
    renderWithProviders(
      <NicotineTestPanel courseId={COURSE} followUpId={FOLLOW_UP} title="3-month test" />,
    );
    expect(await screen.findByRole('region', { name: '3-month test' })).toBeInTheDocument();
    expect(await screen.findByTestId('test-warning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeEnabled();
    expect(requestsTo(fetchMock, `/api/testkit/course/${COURSE}`)).toHaveLength(0);
  });

  it("shows the follow-up's passed result as the server holds it", async () => {
    stubFetch(
      on('GET', `/api/testkit/follow-up/${FOLLOW_UP}`, () =>
        json({
          testkit: {
            id: KIT,
            state: 'used',
            readyAt: null,
            identity: 'verified',
            test: {
              testId: TEST,
              status: 'final',
              result: 'passed',
              disputed: false,
              disputableUntil: null,
            },
          },
          now,
        }),
      ),
    );
    renderWithProviders(<NicotineTestPanel courseId={COURSE} followUpId={FOLLOW_UP} />);
    expect(await screen.findByTestId('test-result-passed')).toBeInTheDocument();
  });

  it('leaves the passed course as it is when a follow-up result is read, and reloads the follow-ups', () => {
    const client = createQueryClient();
    const course: Course = { ...courseFixture, state: 'paid_out', canCancel: false };
    client.setQueryData(courseKeys.active(), course);
    client.setQueryData(courseKeys.followUps(), { tests: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useShownReading(COURSE, false, FOLLOW_UP), { wrapper });
    act(() =>
      hook.result.current.onRead({
        testId: TEST,
        status: 'final',
        result: 'failed',
        predicted: 'failed',
        confidence: 0.97,
        disputableUntil: '2027-04-23T11:00:00.000Z',
      }),
    );
    expect(client.getQueryData<Course>(courseKeys.active())).toEqual(course);
    expect(client.getQueryState(courseKeys.active())?.isInvalidated).toBe(false);
    expect(client.getQueryState(courseKeys.followUps())?.isInvalidated).toBe(true);
  });

  it("takes a follow-up test handed to a phone on the follow-up's kit", async () => {
    const fetchMock = stubFetch(
      on('POST', '/api/testkit/handoff/redeem', () =>
        json({ courseId: COURSE, followUpId: FOLLOW_UP }),
      ),
      on('GET', `/api/testkit/follow-up/${FOLLOW_UP}`, () =>
        json({
          testkit: {
            id: KIT,
            state: 'unused',
            readyAt: '2027-04-21T11:05:00.000Z',
            identity: 'verified',
            test: null,
          },
          now,
        }),
      ),
    );
    renderWithProviders(<PhoneTest token="AbCdEfGhIjKlMnOpQrStUv" />);
    expect(await screen.findByTestId('phone-no-camera')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/testkit/follow-up/${FOLLOW_UP}`).length).toBeGreaterThan(0);
    expect(requestsTo(fetchMock, `/api/testkit/course/${COURSE}`)).toHaveLength(0);
  });
});
