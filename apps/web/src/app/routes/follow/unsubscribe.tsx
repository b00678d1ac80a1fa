import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { FollowLinkConfirm } from '@/features/followers/components/follow-link-page';

/** /follow/unsubscribe?follower=…&token=…, the link at the foot of every follower mail. */
export function Component() {
  const { t } = useTranslation('followers');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('unsubscribe_title')}>
      <FollowLinkConfirm
        action="unsubscribe"
        follower={params.get('follower')}
        token={params.get('token')}
      />
    </AuthPage>
  );
}
