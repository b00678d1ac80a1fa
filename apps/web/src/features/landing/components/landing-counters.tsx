import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useFormatters } from '@/lib/format';
import { useCounters } from '../api/get-counters';
import { LandingSection } from './landing-section';

const MINUTES_PER_DAY = 1_440;

/**
 * Totals from real data; "–" holds their place until they arrive, so nothing jumps. Absent while
 * there is nothing to count.
 */
export function LandingCounters({ currency }: { currency: string }) {
  const { t } = useTranslation('landing');
  const format = useFormatters(currency);
  const { data } = useCounters();
  // Nothing to count yet (a new deployment): no row of zeros, the section is absent.
  if (data && Object.values(data).every((value) => value === 0)) return null;
  const number = new Intl.NumberFormat(format.language === 'de' ? 'de-DE' : 'en-IE');
  const items = [
    { id: 'participants', value: data && number.format(data.participants) },
    { id: 'paid_out', value: data && format.money(data.paidOutCents) },
    { id: 'money_saved', value: data && format.money(data.moneySavedCents) },
    {
      id: 'life_saved',
      value: data && number.format(Math.floor(data.lifeMinutesSaved / MINUTES_PER_DAY)),
    },
  ];
  return (
    <LandingSection id="counters" title={t('counters.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-busy={!data}>
        {items.map((item) => (
          <Stack key={item.id} gap={0} data-testid={`counter-${item.id}`}>
            <Text fw={700} size="xl">
              {item.value ?? '–'}
            </Text>
            <Text size="sm">{t(`counters.${item.id}` as 'counters.participants')}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
