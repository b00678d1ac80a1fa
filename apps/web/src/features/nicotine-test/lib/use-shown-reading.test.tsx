import type { Course } from '@quit/contracts/course';
import type { TestReading } from '@quit/contracts/testkit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { courseKeys } from '@/lib/query-keys';
import { courseFixture } from '@/testing/fixtures';
import { useShownReading } from './use-shown-reading';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const reading = (over: Partial<TestReading>): TestReading => ({
  testId: '5b1c9e7d-2a4f-4e8b-a6c3-1d7f9b2e4a6c',
  status: 'final',
  result: 'failed',
  predicted: 'failed',
  confidence: 0.97,
  disputableUntil: '2026-12-23T11:00:00.000Z',
  ...over,
});

function setup(onPhone = false) {
  const client = createQueryClient();
  const course: Course = { ...courseFixture, state: 'active', canCancel: true };
  client.setQueryData(courseKeys.active(), course);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useShownReading(COURSE, onPhone), { wrapper });
  return { client, hook };
}

describe('a read test photo and the course (issue 30: a stale "Cancel course")', () => {
  it.each([
    [reading({}), 'failed'],
    [reading({ result: 'partial' }), 'partial'],
    [reading({ status: 'review', result: null, disputableUntil: null }), 'review'],
  ] as const)('marks the course stale and takes "Cancel course" away at once', (read, state) => {
    const { client, hook } = setup();
    act(() => hook.result.current.onRead(read));
    const course = client.getQueryData<Course>(courseKeys.active());
    expect(course).toMatchObject({ canCancel: false, pendingTestResult: state });
    expect(client.getQueryState(courseKeys.active())?.isInvalidated).toBe(true);
    expect(hook.result.current.reading).toMatchObject({ testId: read.testId, status: read.status });
  });

  it('leaves the course as it is after an invalid result (a new kit comes), but stale', () => {
    const { client, hook } = setup();
    act(() => hook.result.current.onRead(reading({ result: 'invalid', disputableUntil: null })));
    expect(client.getQueryData<Course>(courseKeys.active())).toMatchObject({ canCancel: true });
    expect(client.getQueryState(courseKeys.active())?.isInvalidated).toBe(true);
  });

  it('clears the shown reading on "Continue"', () => {
    const { hook } = setup();
    act(() => hook.result.current.onRead(reading({})));
    act(() => hook.result.current.onContinue());
    expect(hook.result.current.reading).toBeNull();
  });
});
