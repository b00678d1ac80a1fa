import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

export type Series = { name: string; label: string; color: string };
type Row = Record<string, number | string>;

type Props = {
  id: string;
  title: string;
  kind: 'line' | 'bar';
  data: Row[];
  series: Series[];
};

/**
 * One diary measure over the course days. The drawing is for the eye only; screen readers get
 * the same figures as a table.
 */
export function DiaryChart({ id, title, kind, data, series }: Props) {
  const { t } = useTranslation('welcome');
  const chartSeries = series.map(({ name, label, color }) => ({ name, label, color }));
  const common = {
    h: 220,
    data,
    dataKey: 'label',
    series: chartSeries,
    withLegend: series.length > 1,
  };
  return (
    <Stack
      component="figure"
      gap="xs"
      m={0}
      aria-labelledby={`${id}-title`}
      data-testid={`chart-${id}`}
    >
      <Title order={3} id={`${id}-title`}>
        {title}
      </Title>
      {/* Not focusable either: the table below carries the figures for assistive technology. */}
      <div aria-hidden="true">
        {kind === 'line' ? (
          <LineChart
            {...common}
            curveType="monotone"
            lineChartProps={{ accessibilityLayer: false }}
          />
        ) : (
          <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
        )}
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('insights.day')}</Table.Th>
              {series.map((s) => (
                <Table.Th key={s.name} scope="col">
                  {s.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={String(row.label)}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {series.map((s) => (
                  <Table.Td key={s.name}>{row[s.name]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      {data.length === 0 && <Text c="dimmed">{t('insights.no_entries')}</Text>}
    </Stack>
  );
}
