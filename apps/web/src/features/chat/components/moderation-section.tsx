import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { useModeration, useRemoveEncouragement } from '../api/encouragements';
import { useDateTimeFormat } from '../lib/format-time';

/** Operators: reported encouragement first; any can be removed from the participant's panel. */
export function ModerationSection() {
  const { t } = useTranslation('chat');
  const list = useModeration();
  const remove = useRemoveEncouragement();
  const when = useDateTimeFormat();
  return (
    <Stack component="section" aria-labelledby="moderation-title" gap="sm">
      <Title order={2} size="h3" id="moderation-title">
        {t('moderation.title')}
      </Title>
      {list.isPending ? (
        <PageLoader />
      ) : !list.data?.items.length ? (
        <Text c="dimmed">{t('moderation.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((item) => (
            <Paper key={item.id} withBorder p="sm" component="li" data-testid="moderation-item">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text size="sm" fw={700}>
                    {t('moderation.line', {
                      from: item.senderName ?? t('panel.anonymous'),
                      to: item.participantName,
                    })}
                  </Text>
                  {item.reportedAt && <Badge color="red">{t('moderation.reported')}</Badge>}
                  {item.hiddenAt && <Badge color="gray">{t('moderation.hidden')}</Badge>}
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.text}
                </Text>
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    {when(item.createdAt)}
                  </Text>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={remove.isPending && remove.variables === item.id}
                    onClick={() => remove.mutate(item.id)}
                  >
                    {t('moderation.remove')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
