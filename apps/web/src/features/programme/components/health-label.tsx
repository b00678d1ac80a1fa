import { Paper, Stack, Text, Title } from '@mantine/core';
import { healthMilestones, type HealthBenefit } from '@quit/domain/health-benefits';
import { useTranslation } from '@/lib/use-translation';

const MINUTES_PER_DAY = 24 * 60;

/** The largest whole unit a benefit's start reads in: "20 minutes", "2 days", "1 year". */
function timeUntil(minutes: number): { unit: string; count: number } {
  const units = [
    ['years', 365 * MINUTES_PER_DAY],
    ['months', 30 * MINUTES_PER_DAY],
    ['weeks', 7 * MINUTES_PER_DAY],
    ['days', MINUTES_PER_DAY],
    ['hours', 60],
  ] as const;
  for (const [unit, size] of units) {
    if (minutes >= size && minutes % size === 0) return { unit, count: minutes / size };
  }
  return { unit: 'minutes', count: minutes };
}

/**
 * The next health milestone on the one health clock (the diary's smoke-free days, the same as the
 * recovery timeline on Insights): reached once the days cover its start.
 */
export function nextBenefit(smokeFreeDays: number): HealthBenefit | undefined {
  return healthMilestones(smokeFreeDays).find((benefit) => !benefit.reached);
}

/** Health label: smoke-free days (from the diary, C5) and the next milestone (P5). */
export function HealthLabel({ smokeFreeDays }: { smokeFreeDays: number }) {
  const { t } = useTranslation('programme');
  const next = nextBenefit(smokeFreeDays);
  const time = next && timeUntil(next.afterMinutes);
  return (
    <Stack component="section" aria-labelledby="health-title" gap="xs">
      <Title order={3} id="health-title">
        {t('health.title')}
      </Title>
      <Paper withBorder p="md" data-testid="health-label">
        <Stack gap={4}>
          <Text fw={700} size="lg" data-testid="smoke-free-days">
            {t('health.smoke_free', { count: smokeFreeDays })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="health-clock-rule">
            {t('health.counted')}
          </Text>
          {next && time ? (
            <>
              <Text data-testid="next-milestone">
                {t('health.next', {
                  benefit: t(`health_benefits.${next.key}` as 'health_benefits.heart_rate_drops'),
                })}{' '}
                (
                {t('health.after', {
                  time: t(`health_time.${time.unit}` as 'health_time.days', { count: time.count }),
                })}
                )
              </Text>
              <Text size="xs" c="dimmed">
                {t('health.source', { source: t(`health_sources.${next.source}`) })}
              </Text>
            </>
          ) : (
            <Text>{t('health.all_reached')}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
