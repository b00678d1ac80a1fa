import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from '@/lib/router';
import { ContentPage } from '@/components/content-page';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/features/auth/api/get-session';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { SandboxNotice } from '@/features/config/components/sandbox-notice';
import { useFundraiser } from '@/features/donations/api/get-fundraiser';
import { FundraiserPage } from '@/features/donations/components/fundraiser-page';
import { FollowSection } from '@/features/followers/components/follow-section';
import { errorMessage } from '@/lib/error-message';

/** Public: donating needs no account. A signed-in visitor finds their name and email filled in. */
export function Component() {
  const { t } = useTranslation('donations');
  const { participantId = '' } = useParams();
  const config = useWebappConfig();
  const session = useSession();
  // The same query the page reads (cached): the name for the follow section below it.
  const fundraiser = useFundraiser(participantId);
  if (config.isPending || session.isPending) return <PageLoader />;
  if (config.isError) {
    return (
      <ContentPage title={t('fundraiser.error_title')}>
        <Alert color="red" variant="light">
          {errorMessage(config.error)}
        </Alert>
      </ContentPage>
    );
  }
  const user = session.data?.user;
  return (
    <>
      <FundraiserPage
        key={participantId}
        participantId={participantId}
        config={config.data}
        donor={user && { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
        notice={<SandboxNotice />}
      />
      {fundraiser.data && (
        <FollowSection participantId={participantId} name={fundraiser.data.displayName} />
      )}
    </>
  );
}
