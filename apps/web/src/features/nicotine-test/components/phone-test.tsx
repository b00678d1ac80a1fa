import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { nicotineTestKeys } from '@/lib/query-keys';
import { phoneSession } from '../api/handoff';
import { NicotineTestPanel } from './nicotine-test-panel';

/**
 * T4: the phone's side of a hand-off (/t/{token}). The link is opened once; the test then runs
 * here with this phone's camera, signed in for this test alone.
 */
export function PhoneTest({
  token,
  recordingChunkSeconds,
}: {
  token: string;
  /** T5: seconds between two chunks of the film (the web app's configuration). */
  recordingChunkSeconds?: number | undefined;
}) {
  const { t } = useTranslation('nicotine_test');
  // Once per page (a query dedupes it, and never asks again): a second opening finds it used;
  // after a reload the phone's session, if it has one, continues the test.
  const redeem = useQuery({
    queryKey: nicotineTestKeys.handoffRedeem(token),
    queryFn: () => phoneSession(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (redeem.error) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="phone-test-error">
        {errorMessage(redeem.error)}
      </Alert>
    );
  }
  if (!redeem.data) return <PageLoader />;
  return (
    <Stack gap="md" data-testid="phone-test">
      <Text size="sm">{t('phone.intro')}</Text>
      <NicotineTestPanel
        courseId={redeem.data.courseId}
        followUpId={redeem.data.followUpId ?? undefined}
        onPhone
        recordingChunkSeconds={recordingChunkSeconds}
      />
    </Stack>
  );
}
