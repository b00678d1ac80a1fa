import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Craving } from '@quit/contracts/cravings';
import { pageRoutes } from '@quit/contracts/routes';
import type { CravingOutcome } from '@quit/domain/craving';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { CravingEndForm } from './craving-end-form';
import { CravingLogForm } from './craving-log-form';
import { RideOut } from './ride-out';

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
  switch (state.step) {
    case 'log':
      return (
        <CravingLogForm
          triggers={triggers}
          scaleLabel={scaleLabel}
          onLogged={(craving) => setState({ step: 'ride', craving })}
        />
      );
    case 'ride':
      return (
        <RideOut
          seconds={state.craving.rideOutSeconds}
          reasons={reasons}
          savings={savings}
          clip={clip}
          onEnd={(outcome) => setState({ step: 'after', craving: state.craving, outcome })}
        />
      );
    case 'after':
      return (
        <CravingEndForm
          cravingId={state.craving.id}
          outcome={state.outcome}
          onSaved={() => setState({ step: 'done', outcome: state.outcome })}
        />
      );
    case 'done':
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
}
