import { Anchor, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from '@/lib/router';
import { usePeople } from '../api/admin-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { AdminPage, Pager, QueryState } from './admin-page';
import { RoleBadges } from './role-badges';

/** /admin/people: search by any part of a name or email, newest accounts first. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [cursor, setCursor] = useState<string | undefined>();
  const people = usePeople(q, cursor);
  const when = useDateTime();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setCursor(undefined);
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <AdminPage title={t('people.title')}>
      <form onSubmit={search} role="search">
        <Group align="end">
          <TextInput
            label={t('people.search_label')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit">{t('people.search')}</Button>
        </Group>
      </form>
      <QueryState query={people}>
        {() =>
          people.data!.items.length === 0 ? (
            <Text>{t('common.none')}</Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('people.name')}</Table.Th>
                      <Table.Th>{t('people.email')}</Table.Th>
                      <Table.Th>{t('people.roles')}</Table.Th>
                      <Table.Th>{t('people.joined')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {people.data!.items.map((person) => (
                      <Table.Tr key={person.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={adminPath(pageRoutes.adminPerson, person.id)}
                          >
                            {person.name || person.email}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{person.email}</Table.Td>
                        <Table.Td>
                          <RoleBadges roles={person.roles} />
                        </Table.Td>
                        <Table.Td>{when(person.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager nextCursor={people.data!.nextCursor} cursor={cursor} onChange={setCursor} />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
