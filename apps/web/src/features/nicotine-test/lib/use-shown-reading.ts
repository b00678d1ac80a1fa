import type { Course } from '@quit/contracts/course';
import type { TestReading } from '@quit/contracts/testkit';
import type { PendingTestResult } from '@quit/domain/nicotine-test';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { courseKeys } from '@/lib/query-keys';
import { testKitKey } from '../api/course-kit';
import type { ShownTest } from '../components/test-result';

/** The course's unsettled result as the reading leaves it (an invalid result settles nothing). */
export function pendingResultOf(read: TestReading): PendingTestResult | null {
  if (read.status !== 'final') return read.status;
  return read.result === null || read.result === 'invalid' ? null : read.result;
}

/**
 * The reader's answer to the photo, shown until "Continue". The course moves with it, so the
 * course cache is marked stale at once (issue 30: a stale "Cancel course" stayed under a failed
 * result): the shown course no longer offers cancelling and its badge names the result; the
 * dashboard reads the course anew on "Continue", so the result stays in view until then. A
 * follow-up test (C8) leaves the passed course as it is: only its own list is read anew.
 */
export function useShownReading(courseId: string, onPhone: boolean, followUpId?: string) {
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<ShownTest | null>(null);
  const onRead = (read: TestReading) => {
    setReading({
      testId: read.testId,
      status: read.status,
      result: read.result,
      disputed: false,
      disputableUntil: read.disputableUntil,
    });
    if (onPhone) return;
    if (followUpId) {
      void queryClient.invalidateQueries({ queryKey: courseKeys.followUps(), refetchType: 'none' });
      return;
    }
    const pendingTestResult = pendingResultOf(read);
    if (pendingTestResult !== null) {
      queryClient.setQueryData<Course>(courseKeys.active(), (course) =>
        course ? { ...course, canCancel: false, pendingTestResult } : course,
      );
    }
    void queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
  };
  // The course moved (passed, failed, partial) or waits: the dashboard reads it anew.
  const onContinue = () => {
    setReading(null);
    if (!onPhone) void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    void queryClient.invalidateQueries({ queryKey: testKitKey(courseId, followUpId) });
  };
  return { reading, onRead, onContinue };
}
