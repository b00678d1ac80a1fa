// P5: the standard recovery timeline after the last cigarette. Texts live in the apps' locale
// files under `health_benefits.<key>`; the UI names the source next to each milestone.

export type HealthBenefitSource = 'who' | 'cdc' | 'acs';

export interface HealthBenefit {
  /** snake_case suffix of the i18n key. */
  key: string;
  /** Minutes after the last cigarette at which the benefit begins. */
  afterMinutes: number;
  /** End of the range for benefits given as a range ("1–9 months"). */
  untilMinutes?: number;
  source: HealthBenefitSource;
}

// Months and years are approximated as 30 and 365 days: the timeline itself is approximate.
const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export const HEALTH_BENEFITS: readonly HealthBenefit[] = [
  { key: 'heart_rate_drops', afterMinutes: 20, source: 'who' },
  { key: 'carbon_monoxide_normal', afterMinutes: 12 * HOUR, source: 'who' },
  { key: 'taste_and_smell_improve', afterMinutes: 2 * DAY, source: 'acs' },
  { key: 'circulation_improves', afterMinutes: 2 * WEEK, untilMinutes: 3 * MONTH, source: 'acs' },
  { key: 'coughing_decreases', afterMinutes: MONTH, untilMinutes: 9 * MONTH, source: 'who' },
  { key: 'heart_disease_risk_halved', afterMinutes: YEAR, source: 'who' },
  { key: 'stroke_risk_reduced', afterMinutes: 5 * YEAR, source: 'who' },
  { key: 'lung_cancer_risk_halved', afterMinutes: 10 * YEAR, source: 'who' },
  { key: 'heart_disease_risk_normal', afterMinutes: 15 * YEAR, source: 'who' },
];

export interface HealthBenefitProgress extends HealthBenefit {
  /** The benefit has begun (its start lies behind). */
  reached: boolean;
  /** 0..1 of the way to the end of the benefit: its range end, or its start when it has none. */
  progress: number;
}

export function healthBenefitProgress(
  quitInstant: Date,
  now: Date,
  benefits: readonly HealthBenefit[] = HEALTH_BENEFITS,
): HealthBenefitProgress[] {
  const elapsedMinutes = Math.max(0, (now.getTime() - quitInstant.getTime()) / 60_000);
  return benefits.map((benefit) => {
    const target = benefit.untilMinutes ?? benefit.afterMinutes;
    return {
      ...benefit,
      reached: elapsedMinutes >= benefit.afterMinutes,
      progress: target <= 0 ? 1 : Math.min(1, elapsedMinutes / target),
    };
  });
}

/**
 * The one health clock (issue 30, docs/decisions/0073-one-health-clock.md): the dashboard's
 * health label and the recovery timeline on Insights both count the smoke-free days of the diary
 * (C5), each a whole day. The server counts them on the product's clock, so neither the device's
 * clock nor a day without a smoke-free entry moves a milestone; the days need not be consecutive.
 */
export function healthClockMinutes(smokeFreeDays: number): number {
  if (!Number.isInteger(smokeFreeDays) || smokeFreeDays < 0) {
    throw new RangeError(`smokeFreeDays must be a non-negative integer, got ${smokeFreeDays}`);
  }
  return smokeFreeDays * DAY;
}

/** The milestones on the health clock after this many smoke-free diary days. */
export function healthMilestones(
  smokeFreeDays: number,
  benefits: readonly HealthBenefit[] = HEALTH_BENEFITS,
): HealthBenefitProgress[] {
  const now = new Date(0);
  return healthBenefitProgress(
    new Date(-healthClockMinutes(smokeFreeDays) * 60_000),
    now,
    benefits,
  );
}
