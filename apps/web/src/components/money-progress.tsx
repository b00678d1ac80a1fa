import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import './money-styles';

type MoneyProgressProps = {
  /** What the bar is about, e.g. "Progress towards the minimum balance". */
  label: string;
  /** Formatted amounts, e.g. '€52.00' and '€140.00'. */
  raised: string;
  goal: string;
  raisedCents: number;
  goalCents: number;
  testId?: string;
};

/**
 * A progress bar towards an amount, with the figures in words: screen readers hear "€52.00 of
 * €140.00" rather than only a percentage, and sighted users read the same next to the bar.
 */
export function MoneyProgress({
  label,
  raised,
  goal,
  raisedCents,
  goalCents,
  testId,
}: MoneyProgressProps) {
  const { t } = useTranslation();
  const percent = goalCents > 0 ? Math.min(100, Math.floor((raisedCents / goalCents) * 100)) : 100;
  const figures = t('money_progress.figures', { raised, goal });
  return (
    <Stack gap={6}>
      <Text fw={600} data-testid={testId}>
        {figures}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={figures}
        />
      </Progress.Root>
    </Stack>
  );
}
