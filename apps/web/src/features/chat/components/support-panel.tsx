import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useModerateOwn, useSupportPanel } from '../api/encouragements';
import { useDateTimeFormat } from '../lib/format-time';

/** The dashboard's Support Panel: supporters' notes and gifts' messages, public names only. */
export function SupportPanel() {
  const { t } = useTranslation('chat');
  const panel = useSupportPanel();
  const moderate = useModerateOwn();
  const when = useDateTimeFormat();
  if (!panel.data) return null;
  return (
    <Stack
      component="section"
      aria-labelledby="support-panel-title"
      gap="sm"
      data-testid="support-panel"
    >
      <Title order={2} id="support-panel-title">
        {t('panel.title')}
      </Title>
      {panel.data.items.length === 0 ? (
        <Text c="dimmed">{t('panel.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {panel.data.items.map((item) => (
            <Paper key={item.key} withBorder p="sm" component="li" data-testid="encouragement">
              <Stack gap={4}>
                <Text size="sm" fw={700}>
                  {item.senderName ?? t('panel.anonymous')}
                  {item.kind === 'gift' && ` · ${t('panel.with_gift')}`}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.text}
                </Text>
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    {when(item.createdAt)}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => moderate.mutate({ key: item.key, action: 'hide' })}
                    >
                      {t('panel.hide')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => moderate.mutate({ key: item.key, action: 'report' })}
                    >
                      {t('panel.report')}
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
