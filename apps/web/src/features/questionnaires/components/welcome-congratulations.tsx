import { Button, Group, List, Stack, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';

/** The first page after signing up as a participant: what comes next, and the questionnaire. */
export function WelcomeCongratulations() {
  const { t } = useTranslation('welcome');
  return (
    <Stack gap="md">
      <Text size="lg">{t('congratulations.lead')}</Text>
      <Text>{t('congratulations.next')}</Text>
      <List spacing="xs">
        <List.Item>{t('congratulations.point_dependence')}</List.Item>
        <List.Item>{t('congratulations.point_savings')}</List.Item>
        <List.Item>{t('congratulations.point_test')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('congratulations.duration')}
      </Text>
      <Group>
        <Button component={Link} to={pageRoutes.welcomeQuestionnaire}>
          {t('congratulations.start')}
        </Button>
        <Button component={Link} to={pageRoutes.participantDashboard} variant="default">
          {t('congratulations.later')}
        </Button>
      </Group>
    </Stack>
  );
}
