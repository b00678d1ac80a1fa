import type { Course } from '@quit/contracts/course';
import type { TestReading } from '@quit/contracts/testkit';
import type { PendingTestResult } from '@quit/domain/nicotine-test';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { courseKeys, nicotineTestKeys } from '@/lib/query-keys';
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
 * dashboard reads the course anew on "Continue", so the result stays in view until then.
 */
export function useShownReading(courseId: string, onPhone: boolean) {
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
    void queryClient.invalidateQueries({ queryKey: nicotineTestKeys.courseKit(courseId) });
  };
  return { reading, onRead, onContinue };
}
