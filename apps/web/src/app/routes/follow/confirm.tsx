import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { FollowLinkConfirm } from '@/features/followers/components/follow-link-page';

/** /follow/confirm?follower=…&token=…, the link of the "follow without giving" mail. */
export function Component() {
  const { t } = useTranslation('followers');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('confirm_title')}>
      <FollowLinkConfirm
        action="confirm"
        follower={params.get('follower')}
        token={params.get('token')}
      />
    </AuthPage>
  );
}
