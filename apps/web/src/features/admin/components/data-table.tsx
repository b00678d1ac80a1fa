import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

export type Column<T> = { label: string; render: (row: T) => ReactNode };

/** A titled table of rows, or "Nothing here." */
export function DataTable<T extends { id: string | number }>({
  title,
  rows,
  columns,
  minWidth = 640,
}: {
  title?: string;
  rows: readonly T[];
  columns: Column<T>[];
  minWidth?: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <section>
      {title && (
        <Title order={2} size="h3" mb="xs">
          {title}
        </Title>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('common.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
