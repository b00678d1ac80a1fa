import { breathPhaseAt } from '@quit/domain/craving';
import { useTranslation } from '@/lib/use-translation';
import classes from './breathing-pacer.module.css';

/**
 * A circle that grows on the in-breath and shrinks on the out-breath; with reduced motion it
 * stands still and only the words change (the pace is the domain's BREATH_PHASES).
 */
export function BreathingPacer({ elapsedSeconds }: { elapsedSeconds: number }) {
  const { t } = useTranslation('cravings');
  const phase = breathPhaseAt(elapsedSeconds);
  return (
    <div className={classes.pacer} data-testid="breathing-pacer">
      <div className={classes.circle} aria-hidden="true" />
      <span className={classes.phase}>{t(`ride.phase_${phase}`)}</span>
    </div>
  );
}
