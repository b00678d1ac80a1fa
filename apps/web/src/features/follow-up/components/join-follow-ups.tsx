import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useJoinFollowUps } from '../api/join-follow-ups';

/** C8: after a pass, what the follow-up tests are, and the opt-in. */
export function JoinFollowUps({ courseId }: { courseId: string }) {
  const { t } = useTranslation('follow_up');
  const join = useJoinFollowUps({
    onJoined: () => showToast({ kind: 'success', message: t('join.joined') }),
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="join-follow-ups-title">
      <Stack gap="sm" align="start">
        <Title order={2} id="join-follow-ups-title">
          {t('join.title')}
        </Title>
        <Text>{t('join.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('join.kits')}</List.Item>
          <List.Item>{t('join.same_test')}</List.Item>
          <List.Item>{t('join.bonus')}</List.Item>
          <List.Item>{t('join.badge')}</List.Item>
        </List>
        <Text size="sm">{t('join.optional')}</Text>
        <Button loading={join.isPending} onClick={() => join.mutate(courseId)}>
          {t('join.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
