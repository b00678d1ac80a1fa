import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useOutboxMail } from '../api/admin-api';
import { useDateTime } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';

/**
 * /admin/outbox/:mailId: one mail as it went out, in its language. The plain-text part is shown:
 * it carries the same words and links as the HTML, and shows no markup from the mail.
 */
export function OutboxMailPage({ mailId }: { mailId: string }) {
  const { t } = useTranslation('admin');
  const mail = useOutboxMail(mailId);
  const when = useDateTime();
  return (
    <AdminPage title={mail.data?.subject ?? t('outbox.mail')}>
      <Anchor component={Link} to={pageRoutes.adminOutbox}>
        {t('outbox.back')}
      </Anchor>
      <QueryState query={mail}>
        {() => (
          <Stack gap="sm">
            <Text>
              {t('outbox.to')}: {mail.data!.to} · {t('outbox.kind')}: {mail.data!.kind} ·{' '}
              {t('outbox.language')}: {mail.data!.language.toUpperCase()} · {t('outbox.sent')}:{' '}
              {when(mail.data!.createdAt)}
            </Text>
            <Paper withBorder p="md" lang={mail.data!.language}>
              <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} m={0}>
                {mail.data!.text}
              </Text>
            </Paper>
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
