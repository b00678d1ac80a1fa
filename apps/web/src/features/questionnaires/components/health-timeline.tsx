import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { healthMilestones } from '@quit/domain/health-benefits';
import { useTranslation } from '@/lib/use-translation';

const MINUTES = { years: 525_600, months: 43_200, weeks: 10_080, days: 1_440, hours: 60 } as const;

function readableTime(minutes: number): { unit: string; count: number } {
  for (const [unit, size] of Object.entries(MINUTES)) {
    if (minutes >= size && minutes % size === 0) return { unit, count: minutes / size };
  }
  return { unit: 'minutes', count: minutes };
}

/**
 * P5: the recovery timeline, each step with its source, on the one health clock the dashboard's
 * health label reads too: the diary's smoke-free days as the server counts them (issue 30: it read
 * the device's clock from the start date and disagreed with the label).
 */
export function HealthTimeline({
  started,
  smokeFreeDays,
}: {
  /** Whether a course has begun (before it, the rule says when the clock starts). */
  started: boolean;
  smokeFreeDays: number;
}) {
  const { t } = useTranslation('welcome');
  const { t: tp } = useTranslation('programme');
  const steps = healthMilestones(started ? smokeFreeDays : 0);
  const next = steps.find((step) => !step.reached);
  return (
    <Stack component="section" aria-labelledby="timeline-title" gap="xs">
      <Title order={3} id="timeline-title">
        {t('insights.health_title')}
      </Title>
      <Text size="sm" c="dimmed" data-testid="health-clock-rule">
        {started ? tp('health.counted') : t('insights.health_not_started')}
      </Text>
      <List spacing="sm" listStyleType="none" data-testid="health-timeline">
        {steps.map((step) => {
          const time = readableTime(step.afterMinutes);
          const state = step.reached ? 'reached' : step === next ? 'next' : 'later';
          return (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon size="sm" radius="xl" color={step.reached ? 'teal' : 'gray'} aria-hidden>
                  {step.reached ? '✓' : '·'}
                </ThemeIcon>
              }
              data-state={state}
            >
              <Text fw={state === 'next' ? 700 : 400}>
                {tp(`health_time.${time.unit}` as 'health_time.days', { count: time.count })}:{' '}
                {tp(`health_benefits.${step.key}` as 'health_benefits.heart_rate_drops')}{' '}
                <Text span size="sm" c="dimmed">
                  ({t(`insights.state_${state}`)} · {t('insights.source')}:{' '}
                  {tp(`health_sources.${step.source}` as 'health_sources.who')})
                </Text>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
