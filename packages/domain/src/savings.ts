// P4: what not smoking has saved so far, from the smoking history in the welcome questionnaire.
import { assertNonNegativeInteger, mulDivFloor } from './integers';

/** P4: minutes of life gained per cigarette not smoked. */
export const LIFE_MINUTES_PER_CIGARETTE = 11;
const MINUTES_PER_DAY = 1_440;

export function cigarettesNotSmoked(cigarettesPerDay: number, days: number): number {
  assertNonNegativeInteger(cigarettesPerDay, 'cigarettesPerDay');
  return cigarettesPerDay * Math.max(0, Math.floor(days));
}

/** Money not spent on cigarettes, rounded down to whole cents; 0 without a pack size. */
export function moneySavedCents({
  cigarettesPerDay,
  packPriceCents,
  packSize,
  days,
}: {
  cigarettesPerDay: number;
  packPriceCents: number;
  packSize: number;
  days: number;
}): number {
  assertNonNegativeInteger(packPriceCents, 'packPriceCents');
  assertNonNegativeInteger(packSize, 'packSize');
  if (packSize === 0) return 0;
  return mulDivFloor(cigarettesNotSmoked(cigarettesPerDay, days), packPriceCents, packSize);
}

export function lifeMinutesSaved(cigarettes: number): number {
  return Math.max(0, cigarettes) * LIFE_MINUTES_PER_CIGARETTE;
}

/** Fractional days; how to round them is the display's choice. */
export function lifeDaysSaved(cigarettes: number): number {
  return lifeMinutesSaved(cigarettes) / MINUTES_PER_DAY;
}
