import { Button, Checkbox, Stack, Title } from '@mantine/core';
import {
  CRAVING_HELPS,
  isCravingHelp,
  type CravingHelp,
  type CravingOutcome,
} from '@quit/domain/craving';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useEndCraving } from '../api/end-craving';

/** P7, afterwards: what helped (any of the list) and how it ended. */
export function CravingEndForm({
  cravingId,
  outcome,
  onSaved,
}: {
  cravingId: string;
  outcome: CravingOutcome;
  onSaved: () => void;
}) {
  const { t } = useTranslation('cravings');
  const [helped, setHelped] = useState<CravingHelp[]>([]);
  const end = useEndCraving();
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        end.mutate({ id: cravingId, helped, outcome }, { onSuccess: onSaved });
      }}
    >
      <Title order={2}>{t(`after.title_${outcome}`)}</Title>
      <Checkbox.Group
        label={t('after.helped')}
        value={helped}
        onChange={(keys) => setHelped(keys.filter(isCravingHelp))}
      >
        <Stack gap="xs" mt="xs">
          {CRAVING_HELPS.map((key) => (
            <Checkbox key={key} value={key} label={t(`helps.${key}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button type="submit" loading={end.isPending}>
        {t('after.save')}
      </Button>
    </Stack>
  );
}
