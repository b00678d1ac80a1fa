import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PUSH_KINDS, type PushKind } from '@quit/domain/push';
import { useAddThisDevice } from '../api/add-this-device';
import { usePushSettings, useSetPushKinds } from '../api/push-settings';
import { browserSupportsPush } from '../lib/subscribe-browser';
import { PushDevices } from './push-devices';

/**
 * Push notifications on the participant's profile (P7): this device on, one switch per kind
 * (each saved as soon as it is flipped), and the devices that receive them.
 */
export function PushSettings() {
  const { t } = useTranslation('push');
  const settings = usePushSettings();
  const setKinds = useSetPushKinds();
  const addDevice = useAddThisDevice();
  if (!settings.data) return null;
  const kinds = setKinds.isPending ? setKinds.variables : settings.data.kinds;
  const flip = (kind: PushKind, on: boolean) =>
    setKinds.mutate(PUSH_KINDS.filter((k) => (k === kind ? on : kinds.includes(k))));
  const problem =
    addDevice.data !== undefined && addDevice.data !== 'added' ? addDevice.data : null;

  return (
    <Stack gap="sm" align="start" maw={560} component="section" aria-labelledby="push-title">
      <Title order={2} size="h3" id="push-title">
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      {browserSupportsPush() ? (
        <Button variant="light" loading={addDevice.isPending} onClick={() => addDevice.mutate()}>
          {t('add_device')}
        </Button>
      ) : (
        <Text c="dimmed">{t('problem.unsupported')}</Text>
      )}
      {problem && (
        <Alert color="orange" role="status">
          {t(`problem.${problem}`)}
        </Alert>
      )}
      <Group component="fieldset" gap="sm" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} mb="xs">
          {t('kinds_legend')}
        </Text>
        <Stack gap="sm">
          {PUSH_KINDS.map((kind) => (
            <Switch
              key={kind}
              checked={kinds.includes(kind)}
              disabled={setKinds.isPending}
              onChange={(event) => flip(kind, event.currentTarget.checked)}
              label={t(`kinds.${kind}.label`)}
              description={t(`kinds.${kind}.description`)}
            />
          ))}
        </Stack>
      </Group>
      <PushDevices devices={settings.data.devices} />
    </Stack>
  );
}
