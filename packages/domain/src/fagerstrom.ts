// The Fagerström Test for Nicotine Dependence (Heatherton et al. 1991): six items, 0–10 points,
// scored from the welcome questionnaire's answers (P4). The daily count is asked once, as a
// number, and scored into its FTND bracket, so the history and the test never disagree.
import type { Answers } from './questionnaire-types';

export const FAGERSTROM_BANDS = ['very_low', 'low', 'medium', 'high', 'very_high'] as const;
export type FagerstromBand = (typeof FAGERSTROM_BANDS)[number];

const CHOICE_POINTS: Record<string, Record<string, number>> = {
  first_cigarette: { within_5: 3, '6_to_30': 2, '31_to_60': 1, after_60: 0 },
  forbidden_places: { yes: 1, no: 0 },
  hardest_to_give_up: { first_morning: 1, any_other: 0 },
  more_in_morning: { yes: 1, no: 0 },
  smoke_when_ill: { yes: 1, no: 0 },
};

/** FTND item 4: ≤10 → 0, 11–20 → 1, 21–30 → 2, ≥31 → 3. */
export function cigarettesPerDayPoints(cigarettesPerDay: number): number {
  if (cigarettesPerDay <= 10) return 0;
  if (cigarettesPerDay <= 20) return 1;
  if (cigarettesPerDay <= 30) return 2;
  return 3;
}

/** The score, or null until all six items are answered. */
export function fagerstromScore(answers: Answers): number | null {
  let score = 0;
  for (const [id, points] of Object.entries(CHOICE_POINTS)) {
    const answer = answers[id];
    if (typeof answer !== 'string' || points[answer] === undefined) return null;
    score += points[answer];
  }
  const perDay = answers.cigarettes_per_day;
  if (typeof perDay !== 'number' || !Number.isInteger(perDay) || perDay < 0) return null;
  return score + cigarettesPerDayPoints(perDay);
}

/** The usual bands: 0–2 very low, 3–4 low, 5 medium, 6–7 high, 8–10 very high dependence. */
export function fagerstromBand(score: number): FagerstromBand {
  if (score <= 2) return 'very_low';
  if (score <= 4) return 'low';
  if (score === 5) return 'medium';
  if (score <= 7) return 'high';
  return 'very_high';
}
