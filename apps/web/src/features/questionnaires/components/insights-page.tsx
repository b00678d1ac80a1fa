import '@/components/money-styles';
import { Alert, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Insights } from '@quit/contracts/questionnaires';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useInsights } from '../api/get-insights';
import { useMotivation } from '../api/get-motivation';
import { BadgeList } from './badge-list';
import { HallOfFameChoice } from './hall-of-fame-choice';
import { DiaryChart } from './diary-chart';
import { HealthTimeline } from './health-timeline';
import { SavingsPanel } from './savings-panel';

function MostNamed({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: Insights['topTriggers'];
}) {
  const { t } = useTranslation('welcome');
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} id={id}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('insights.none_named')}</Text>
      ) : (
        <List type="ordered" data-testid={id}>
          {items.map((item) => (
            <List.Item key={item.key}>
              {t('insights.named', { label: item.label, count: item.count })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** /participant/insights: Numbers (savings, Fagerström), Statistics (the diary), Goals (health). */
export function InsightsPage({ currency }: { currency: string }) {
  const { t } = useTranslation('welcome');
  const insights = useInsights();
  const { data: motivation } = useMotivation();
  if (insights.isError) return <Alert color="red">{errorMessage(insights.error)}</Alert>;
  const days = insights.data?.days ?? [];
  const data = days.map(({ smokedSinceLastEntry: _smoked, date: _date, ...figures }) => ({
    ...figures,
    label: t('insights.day_label', { day: figures.day }),
  }));
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={2}>{t('insights.numbers')}</Title>
        <SavingsPanel currency={currency} />
      </Stack>
      <Stack gap="md">
        <Title order={2}>{t('insights.statistics')}</Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <DiaryChart
            id="cravings"
            title={t('insights.cravings')}
            kind="bar"
            data={data}
            series={[{ name: 'cravingCount', label: t('insights.cravings'), color: 'orange.6' }]}
          />
          <DiaryChart
            id="desire"
            title={t('insights.desire_determination')}
            kind="line"
            data={data}
            series={[
              { name: 'smokingDesire', label: t('insights.desire'), color: 'red.6' },
              { name: 'determination', label: t('insights.determination'), color: 'teal.7' },
            ]}
          />
          <DiaryChart
            id="sleep"
            title={t('insights.sleep')}
            kind="bar"
            data={data}
            series={[{ name: 'sleepHours', label: t('insights.sleep'), color: 'indigo.6' }]}
          />
          <DiaryChart
            id="sport"
            title={t('insights.sport')}
            kind="bar"
            data={data}
            series={[{ name: 'sportMinutes', label: t('insights.sport'), color: 'green.7' }]}
          />
          <DiaryChart
            id="steps"
            title={t('insights.steps')}
            kind="bar"
            data={data}
            series={[{ name: 'steps', label: t('insights.steps'), color: 'blue.7' }]}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MostNamed
            id="top-triggers"
            title={t('insights.triggers')}
            items={insights.data?.topTriggers ?? []}
          />
          <MostNamed
            id="top-symptoms"
            title={t('insights.symptoms')}
            items={insights.data?.topSymptoms ?? []}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="md">
        <Title order={2}>{t('insights.goals')}</Title>
        <BadgeList />
        <HallOfFameChoice />
        <HealthTimeline
          started={(motivation?.quitDate ?? null) !== null}
          smokeFreeDays={Math.max(0, motivation?.smokeFreeDays ?? 0)}
        />
      </Stack>
    </Stack>
  );
}
