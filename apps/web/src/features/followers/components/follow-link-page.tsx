import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useFollowLink } from '../api/follow';

/**
 * The confirm and unsubscribe links of follower mails (record 0080): opening the page changes
 * nothing (mail scanners follow links, and a GET never changes state, A7); one click on the
 * button does it, without signing in, and says so.
 */
export function FollowLinkConfirm({
  action,
  follower,
  token,
}: {
  action: 'confirm' | 'unsubscribe';
  follower: string | null;
  token: string | null;
}) {
  const { t } = useTranslation(['followers', 'errors']);
  const link = useFollowLink(action);
  if (link.isSuccess) {
    return (
      <Alert color="pot" variant="light" role="status">
        {t(action === 'confirm' ? 'confirmed' : 'unsubscribed', {
          name: link.data.participant,
        })}
      </Alert>
    );
  }
  if (!follower || !token) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors:INVALID_FOLLOW_LINK')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t(action === 'confirm' ? 'confirm_intro' : 'unsubscribe_intro')}</Text>
      {link.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(link.error)}
        </Alert>
      )}
      <Button
        style={{ alignSelf: 'start' }}
        loading={link.isPending}
        onClick={() => link.mutate({ follower, token })}
      >
        {t(action === 'confirm' ? 'confirm_submit' : 'unsubscribe_submit')}
      </Button>
    </Stack>
  );
}
