// P4: what the welcome questionnaire says about the smoking that the course replaces.
import type { Answers } from './questionnaire-types';
import { NICOTINE_PRODUCTS } from './welcome-questionnaire';

export type SmokingHistory = {
  cigarettesPerDay: number;
  packPriceCents: number;
  packSize: number;
};

const positiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The figures the savings need, or null while one of them is missing. */
export function smokingHistory(answers: Answers): SmokingHistory | null {
  const { cigarettes_per_day: perDay, pack_price: price, pack_size: size } = answers;
  if (!positiveInteger(perDay) || !positiveInteger(price) || !positiveInteger(size)) return null;
  return { cigarettesPerDay: perDay, packPriceCents: price, packSize: size };
}

/** The nicotine products named (they make the saliva test positive); [] for none or no answer. */
export function nicotineProductsUsed(answers: Answers): string[] {
  const value = answers.nicotine_products;
  if (!Array.isArray(value)) return [];
  return value.filter((v) => (NICOTINE_PRODUCTS as readonly string[]).includes(v));
}
