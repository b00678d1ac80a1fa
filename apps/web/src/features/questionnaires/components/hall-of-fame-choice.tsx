import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useChooseHallOfFame, useHallOfFameChoice } from '../api/hall-of-fame-choice';

/** Opt-in to the Hall of Fame: only first name and last initial, only once the test is passed. */
export function HallOfFameChoice() {
  const { t } = useTranslation('welcome');
  const { data } = useHallOfFameChoice();
  const choose = useChooseHallOfFame();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="hall-of-fame-title">
      <Stack gap="xs">
        <Title order={3} id="hall-of-fame-title">
          {t('hall_of_fame.title')}
        </Title>
        <Text size="sm">{t('hall_of_fame.explain')}</Text>
        <Switch
          label={t('hall_of_fame.opt_in')}
          checked={data?.optIn ?? false}
          disabled={!data || choose.isPending}
          onChange={(event) => choose.mutate({ optIn: event.currentTarget.checked })}
          data-testid="hall-of-fame-opt-in"
        />
      </Stack>
    </Paper>
  );
}
