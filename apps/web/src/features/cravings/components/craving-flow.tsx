import {
  Anchor,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Craving } from '@quit/contracts/cravings';
import { pageRoutes } from '@quit/contracts/routes';
import {
  CRAVING_HELPS,
  CRAVING_PLACE_MAX_LENGTH,
  CRAVING_STRENGTH_MAX,
  isValidCravingPlace,
  type CravingHelp,
  type CravingOutcome,
} from '@quit/domain/craving';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndCraving } from '../api/end-craving';
import { useLogCraving } from '../api/log-craving';
import { RideOut } from './ride-out';

const STRENGTHS = Array.from({ length: CRAVING_STRENGTH_MAX + 1 }, (_, value) => String(value));

type Step =
  | { step: 'log' }
  | { step: 'ride'; craving: Craving }
  | { step: 'after'; craving: Craving; outcome: CravingOutcome }
  | { step: 'done'; outcome: CravingOutcome };

/** P7: log a craving, ride it out, then say what helped and how it ended. */
export function CravingFlow({
  triggers,
  scaleLabel,
  reasons,
  savings,
  clip,
  slipHelp,
}: {
  triggers: { value: string; label: string }[];
  /** The diary's words for 0–4 ("not at all" … "extremely"). */
  scaleLabel: (value: string) => string;
  reasons?: string | null;
  savings?: ReactNode;
  clip?: ReactNode;
  /** Shown when a craving ended in a cigarette (a slip, C9). */
  slipHelp?: ReactNode;
}) {
  const { t } = useTranslation('cravings');
  const [state, setState] = useState<Step>({ step: 'log' });
  const [strength, setStrength] = useState('2');
  const [trigger, setTrigger] = useState<string | null>(null);
  const [place, setPlace] = useState('');
  const [helped, setHelped] = useState<string[]>([]);
  const log = useLogCraving();
  const end = useEndCraving();
  const placeError = isValidCravingPlace(place)
    ? undefined
    : t('log.place_too_long', { max: CRAVING_PLACE_MAX_LENGTH });

  if (state.step === 'log') {
    return (
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          if (placeError) return;
          log.mutate(
            { strength: Number(strength), trigger, place },
            { onSuccess: (craving) => setState({ step: 'ride', craving }) },
          );
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
  if (state.step === 'ride') {
    return (
      <RideOut
        seconds={state.craving.rideOutSeconds}
        reasons={reasons}
        savings={savings}
        clip={clip}
        onEnd={(outcome) => setState({ step: 'after', craving: state.craving, outcome })}
      />
    );
  }
  if (state.step === 'after') {
    const { craving, outcome } = state;
    return (
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          end.mutate(
            { id: craving.id, helped: helped as CravingHelp[], outcome },
            { onSuccess: () => setState({ step: 'done', outcome }) },
          );
        }}
      >
        <Title order={2}>{t(`after.title_${outcome}`)}</Title>
        <Checkbox.Group label={t('after.helped')} value={helped} onChange={setHelped}>
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
  return (
    <Stack gap="md" role="status">
      <Text fw={700}>{t(`after.saved_${state.outcome}`)}</Text>
      {state.outcome === 'smoked' && slipHelp}
      <Group>
        {/* The slip help has its own way to the chat. */}
        {state.outcome === 'smoked' && !slipHelp && (
          <Anchor component={Link} to={pageRoutes.participantChat}>
            {t('after.chat')}
          </Anchor>
        )}
        <Anchor component={Link} to={pageRoutes.participantInsights}>
          {t('after.insights')}
        </Anchor>
        <Anchor component={Link} to={pageRoutes.participantDashboard}>
          {t('after.dashboard')}
        </Anchor>
      </Group>
    </Stack>
  );
}
