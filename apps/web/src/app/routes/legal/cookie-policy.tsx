import { Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { RECENT_WRITE_COOKIE } from '@quit/contracts/routes';
import { ContentPage } from '@/components/content-page';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { SCROLL_POSITIONS_KEY } from '@/lib/router/scroll-restoration';

/**
 * Exactly what the app stores in the browser: better-auth's cookies (prefix quitpot), the
 * language (for the app, and for the server's prerendered pages), the time of the last save
 * (so that every server process reads it afresh), a closed email notice, chat messages not yet
 * stored, and the tab's scroll positions.
 */
const ENTRIES = [
  { name: 'quitpot.session_token', kind: 'cookie', key: 'session_token' },
  { name: 'quitpot.dont_remember', kind: 'cookie', key: 'dont_remember' },
  { name: LANGUAGE_STORAGE_KEY, kind: 'local_storage', key: 'language' },
  { name: LANGUAGE_COOKIE, kind: 'cookie', key: 'language_cookie' },
  { name: RECENT_WRITE_COOKIE, kind: 'cookie', key: 'wrote_at' },
  { name: 'email-notice-dismissed:…', kind: 'local_storage', key: 'email_notice' },
  { name: 'chat-outbox:…', kind: 'local_storage', key: 'chat_outbox' },
  { name: SCROLL_POSITIONS_KEY, kind: 'session_storage', key: 'scroll_positions' },
] as const;

export function Component() {
  const { t } = useTranslation('legal');
  return (
    <ContentPage title={t('cookie_policy.title')}>
      <Text>{t('cookie_policy.intro')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder captionSide="top">
          <Table.Caption>{t('cookie_policy.table_caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cookie_policy.name')}</Table.Th>
              <Table.Th scope="col">{t('cookie_policy.kind')}</Table.Th>
              <Table.Th scope="col">{t('cookie_policy.purpose')}</Table.Th>
              <Table.Th scope="col">{t('cookie_policy.duration')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ENTRIES.map((entry) => (
              <Table.Tr key={entry.name}>
                <Table.Th scope="row">
                  <code>{entry.name}</code>
                </Table.Th>
                <Table.Td>{t(`cookie_policy.${entry.kind}`)}</Table.Td>
                <Table.Td>{t(`cookie_policy.${entry.key}_purpose`)}</Table.Td>
                <Table.Td>{t(`cookie_policy.${entry.key}_duration`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text>{t('cookie_policy.no_consent')}</Text>
    </ContentPage>
  );
}
