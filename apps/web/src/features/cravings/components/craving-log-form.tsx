import { Button, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Craving } from '@quit/contracts/cravings';
import {
  CRAVING_PLACE_MAX_LENGTH,
  CRAVING_STRENGTH_MAX,
  isValidCravingPlace,
} from '@quit/domain/craving';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLogCraving } from '../api/log-craving';

const STRENGTHS = Array.from({ length: CRAVING_STRENGTH_MAX + 1 }, (_, value) => String(value));

/** P7: how strong, what set it off, where; only the strength is needed to start. */
export function CravingLogForm({
  triggers,
  scaleLabel,
  onLogged,
}: {
  triggers: { value: string; label: string }[];
  scaleLabel: (value: string) => string;
  onLogged: (craving: Craving) => void;
}) {
  const { t } = useTranslation('cravings');
  const [strength, setStrength] = useState('2');
  const [trigger, setTrigger] = useState<string | null>(null);
  const [place, setPlace] = useState('');
  const log = useLogCraving();
  const placeError = isValidCravingPlace(place)
    ? undefined
    : t('log.place_too_long', { max: CRAVING_PLACE_MAX_LENGTH });
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        if (placeError) return;
        log.mutate({ strength: Number(strength), trigger, place }, { onSuccess: onLogged });
      }}
    >
      <Text>{t('log.intro')}</Text>
      <Stack gap={4}>
        <Text component="span" fw={500} id="craving-strength">
          {t('log.strength')}
        </Text>
        <SegmentedControl
          aria-labelledby="craving-strength"
          fullWidth
          orientation="vertical"
          value={strength}
          onChange={setStrength}
          data={STRENGTHS.map((value) => ({ value, label: scaleLabel(value) }))}
        />
      </Stack>
      <Select
        label={t('log.trigger')}
        placeholder={t('log.trigger_none')}
        data={triggers}
        value={trigger}
        onChange={setTrigger}
        clearable
        searchable
      />
      <TextInput
        label={t('log.place')}
        placeholder={t('log.place_placeholder')}
        value={place}
        onChange={(event) => setPlace(event.currentTarget.value)}
        error={placeError}
      />
      <Button type="submit" size="lg" loading={log.isPending}>
        {t('log.start')}
      </Button>
    </Stack>
  );
}
