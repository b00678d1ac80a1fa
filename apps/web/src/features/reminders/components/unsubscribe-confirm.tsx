import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { errorMessage } from '@/lib/error-message';
import { useUnsubscribeReminders } from '../api/unsubscribe';

/**
 * The reminder mails' link: opening it changes nothing (mail scanners follow links); the
 * button sends the token, and only then are reminders off.
 */
export function UnsubscribeConfirm({ token }: { token: string | null }) {
  const { t } = useTranslation(['reminders', 'errors']);
  const unsubscribe = useUnsubscribeReminders();
  const [failure, setFailure] = useState<string | null>(
    token ? null : t('errors:INVALID_UNSUBSCRIBE_LINK'),
  );

  if (unsubscribe.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="pot" variant="light" role="status" title={t('done_title')}>
          {t('done')}
        </Alert>
        <Anchor component={Link} to={pageRoutes.participantProfile}>
          {t('profile')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('intro')}</Text>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {token && (
        <Button
          style={{ alignSelf: 'start' }}
          loading={unsubscribe.isPending}
          onClick={() => {
            setFailure(null);
            unsubscribe.mutate(token, { onError: (error) => setFailure(errorMessage(error)) });
          }}
        >
          {t('submit')}
        </Button>
      )}
    </Stack>
  );
}
