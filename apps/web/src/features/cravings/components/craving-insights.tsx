import { Box, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useCravingInsights } from '../api/get-craving-insights';

/** Insights (P7): the participant's cravings by hour of day, trigger and what helped. */
export function CravingInsights() {
  const { t } = useTranslation('cravings');
  const { data } = useCravingInsights();
  if (!data) return null;
  const busiest = Math.max(1, ...data.byHour);
  return (
    <Stack
      component="section"
      aria-labelledby="craving-insights-title"
      gap="sm"
      data-testid="craving-insights"
    >
      <Title order={2} id="craving-insights-title">
        {t('insights.title')}
      </Title>
      {data.total === 0 ? (
        <Text c="dimmed">{t('insights.empty')}</Text>
      ) : (
        <>
          <Text data-testid="craving-summary">
            {t('insights.summary', { count: data.total, passed: data.passed, smoked: data.smoked })}
          </Text>
          <Title order={3} size="h4">
            {t('insights.by_hour')}
          </Title>
          <Group
            component="ul"
            gap={2}
            align="flex-end"
            wrap="nowrap"
            h={80}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.byHour.map((count, hour) => (
              <Box
                component="li"
                key={hour}
                flex={1}
                h={`${Math.max(4, (count / busiest) * 100)}%`}
                bg={count > 0 ? 'pot.7' : 'gray.3'}
                aria-label={t('insights.hour_count', { hour, count })}
                title={t('insights.hour_count', { hour, count })}
                data-hour={hour}
                data-count={count}
              />
            ))}
          </Group>
          <Group justify="space-between" aria-hidden="true">
            {[0, 6, 12, 18, 23].map((hour) => (
              <Text key={hour} size="xs" c="dimmed">
                {t('insights.hour', { hour })}
              </Text>
            ))}
          </Group>
          <Title order={3} size="h4">
            {t('insights.triggers')}
          </Title>
          {data.topTriggers.length === 0 ? (
            <Text c="dimmed">{t('insights.none')}</Text>
          ) : (
            <List data-testid="craving-triggers">
              {data.topTriggers.map((item) => (
                <List.Item key={item.key}>
                  {item.label} ({item.count})
                </List.Item>
              ))}
            </List>
          )}
          <Title order={3} size="h4">
            {t('insights.helped')}
          </Title>
          {data.helped.length === 0 ? (
            <Text c="dimmed">{t('insights.none')}</Text>
          ) : (
            <List data-testid="craving-helped">
              {data.helped.map((item) => (
                <List.Item key={item.key}>
                  {t(`helps.${item.key}`)} ({item.count})
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
