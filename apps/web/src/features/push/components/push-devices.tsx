import { Button, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { PushDevice } from '@quit/contracts/push';
import { useRemovePushDevice } from '../api/push-settings';

/** The devices that receive pushes, each removable (a lost phone, an old browser). */
export function PushDevices({ devices }: { devices: PushDevice[] }) {
  const { t, i18n } = useTranslation('push');
  const remove = useRemovePushDevice();
  const added = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <Title order={3} size="h5">
        {t('devices.title')}
      </Title>
      {devices.length === 0 ? (
        <Text c="dimmed">{t('devices.none')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs" w="100%">
          {devices.map((device) => (
            <List.Item key={device.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate="end">
                    {device.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('devices.added', { date: added.format(new Date(device.createdAt)) })}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={remove.isPending && remove.variables === device.id}
                  onClick={() => remove.mutate(device.id)}
                  aria-label={t('devices.remove_named', { name: device.name })}
                >
                  {t('devices.remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
