import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import type { QuitlineCountry } from '@quit/domain/craving';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useDependenceHelp } from '../api/get-dependence-help';

/** Locale keys are snake_case: the country codes in lower case. */
const QUITLINE_KEY = { DE: 'de', GB: 'gb' } as const satisfies Record<QuitlineCountry, string>;

/** P8: the quitline, nicotine-free medication and the chat, for a strong dependence. */
export function DependenceCard() {
  const { t } = useTranslation('cravings');
  const { data } = useDependenceHelp();
  if (!data?.show || !data.reason) return null;
  const { country, phone } = data.quitline;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="dependence-title"
      data-testid="dependence-card"
    >
      <Stack gap="xs">
        <Title order={2} id="dependence-title">
          {t('dependence.title')}
        </Title>
        <Text>{t(`dependence.reason_${data.reason}`)}</Text>
        <Text>{t('dependence.quitline')}</Text>
        <Text fw={700}>
          {t(`dependence.quitline_name.${QUITLINE_KEY[country]}`)}:{' '}
          <Anchor href={`tel:${phone.replace(/\s/g, '')}`} data-testid="quitline-phone">
            {phone}
          </Anchor>
        </Text>
        <Text>{t('dependence.doctor')}</Text>
        <Text>
          <Anchor component={Link} to={pageRoutes.participantChat}>
            {t('dependence.chat')}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {t('dependence.sources')}
        </Text>
      </Stack>
    </Paper>
  );
}
