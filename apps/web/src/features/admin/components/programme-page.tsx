import { Anchor, Badge, Table, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { currentLanguage } from '@/lib/i18n';
import { useProgramme } from '../api/programme-api';
import { adminPath } from '../lib/admin-pages';
import { AdminPage, QueryState } from './admin-page';

/** /admin/programme: the 28 days' seminars, each with its version and whether a draft waits. */
export function ProgrammePage() {
  const { t } = useTranslation('admin');
  const programme = useProgramme();
  const language = currentLanguage();
  return (
    <AdminPage title={t('programme.title')}>
      <Text>{t('programme.intro')}</Text>
      <QueryState query={programme}>
        {() => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('programme.day')}</Table.Th>
                  <Table.Th>{t('programme.slot_label')}</Table.Th>
                  <Table.Th>{t('programme.seminar_title')}</Table.Th>
                  <Table.Th>{t('programme.version_label')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {programme.data!.seminars.map((seminar) => (
                  <Table.Tr key={seminar.id} data-testid="programme-row">
                    <Table.Td>{seminar.day}</Table.Td>
                    <Table.Td>{t(`programme.slot.${seminar.slot}`)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={adminPath(pageRoutes.adminSeminar, seminar.id)}>
                        {seminar.title[language] || t('programme.untitled', { day: seminar.day })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {seminar.publishedNumber === null
                        ? t('programme.as_shipped')
                        : t('programme.version', { number: seminar.publishedNumber })}{' '}
                      {seminar.hasDraft && (
                        <Badge variant="light" color="grape">
                          {t('programme.draft_badge')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </AdminPage>
  );
}
