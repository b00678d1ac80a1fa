import { FollowUpCard } from '@/features/follow-up/components/follow-up-card';
import { NicotineTestPanel } from '@/features/nicotine-test/components/nicotine-test-panel';

/**
 * C8 on the dashboard after a pass: the follow-up tests, each taken in the nicotine test's own
 * panel (the same witnessed flow) on the kit posted for it.
 */
export function DashboardFollowUp({
  currency,
  recordingChunkSeconds,
}: {
  currency: string;
  recordingChunkSeconds?: number | undefined;
}) {
  return (
    <FollowUpCard
      currency={currency}
      renderTest={(test, courseId) => (
        <NicotineTestPanel
          courseId={courseId}
          followUpId={test.id}
          recordingChunkSeconds={recordingChunkSeconds}
        />
      )}
    />
  );
}
