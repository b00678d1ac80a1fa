import type { Course } from '@quit/contracts/course';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { courseKeys } from '@/lib/query-keys';
import { json, on, stubFetch } from '@/testing/fetch';
import { courseFixture } from '@/testing/fixtures';
import { useDisputeTest } from './test-actions';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const TEST = '5b1c9e7d-2a4f-4e8b-a6c3-1d7f9b2e4a6c';

describe('disputing a result', () => {
  it('marks the course stale, so its badge reads "disputed" (issue 30)', async () => {
    stubFetch(
      on('POST', `/api/testkit/tests/${TEST}/dispute`, () =>
        json({
          testId: TEST,
          status: 'review',
          result: null,
          predicted: 'failed',
          confidence: 0.9,
          disputableUntil: null,
        }),
      ),
    );
    const client = createQueryClient();
    const course: Course = { ...courseFixture, state: 'active', pendingTestResult: 'failed' };
    client.setQueryData(courseKeys.active(), course);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDisputeTest(COURSE), { wrapper });
    act(() => result.current.mutate({ testId: TEST, note: 'I did not smoke' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(courseKeys.active())?.isInvalidated).toBe(true);
  });
});
