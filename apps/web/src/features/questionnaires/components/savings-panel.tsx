import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { fagerstromBand } from '@quit/domain/fagerstrom';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useFormatters } from '@/lib/format';
import { useMotivation } from '../api/get-motivation';

const MINUTES_PER_DAY = 1_440;

/** P4: money and days of life saved on the smoke-free diary days, in the user's formats. */
export function SavingsPanel({ currency }: { currency: string }) {
  const { t } = useTranslation('welcome');
  const format = useFormatters(currency);
  const { data } = useMotivation();
  if (!data) return null;
  const days = new Intl.NumberFormat(format.language === 'de' ? 'de-DE' : 'en-IE', {
    maximumFractionDigits: 1,
  }).format(data.lifeMinutesSaved / MINUTES_PER_DAY);
  const hours = Math.floor(data.lifeMinutesSaved / 60);
  return (
    <Stack component="section" aria-labelledby="savings-title" gap="xs">
      <Title order={3} id="savings-title">
        {t('savings.title')}
      </Title>
      {data.historyKnown ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed">
              {t('savings.money')}
            </Text>
            <Text fw={700} size="xl" data-testid="money-saved">
              {format.money(data.moneySavedCents)}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed">
              {t('savings.life')}
            </Text>
            <Text fw={700} size="xl" data-testid="life-saved">
              {t('savings.life_days', { days, count: hours })}
            </Text>
          </Paper>
          <Text size="sm" c="dimmed">
            {t('savings.basis', {
              count: data.smokeFreeDays,
              cigarettes: data.cigarettesNotSmoked,
            })}
          </Text>
          {data.fagerstromScore !== null && (
            <Text size="sm" data-testid="fagerstrom-score">
              {t('savings.fagerstrom', {
                score: data.fagerstromScore,
                band: t(`bands.${fagerstromBand(data.fagerstromScore)}`),
              })}
            </Text>
          )}
        </SimpleGrid>
      ) : (
        <Text>
          {t('savings.unknown')}{' '}
          <Anchor component={Link} to={pageRoutes.welcomeQuestionnaire}>
            {t('savings.answer')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
