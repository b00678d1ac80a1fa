import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useCourse } from '../api/get-course';
import { CancelCourse } from './cancel-course';

/**
 * Settings → Danger zone: "Cancel your course" beside account deletion (record 0086), while the
 * course may be cancelled (C6); afterwards, how many refunds the server started.
 */
export function CancelCourseSection() {
  const { t } = useTranslation('course');
  const { data: course } = useCourse();
  const [refundsStarted, setRefundsStarted] = useState<number | null>(null);
  if (refundsStarted !== null) {
    return (
      <Alert color="pot" variant="light" role="status" data-testid="refunds-notice">
        {t('cancel.refunds_started', { count: refundsStarted })}
      </Alert>
    );
  }
  if (!course?.canCancel) return null;
  return <CancelCourse onCancelled={setRefundsStarted} />;
}
